/** The gateway's ten operations (schemas/gateway.graphql; spec 000 section 7). */
export const GATEWAY_OPERATIONS = [
  'cognitoActions',
  'salesforceActions',
  'salesforceApi',
  'getLoginInfo',
  'userActivityLog',
  'listCustomerOrgAPIUsers',
  'getTemplateBlock',
  'metaItemByStorefront',
  'userActions',
  'listUsers',
] as const;

export type GatewayOperation = (typeof GATEWAY_OPERATIONS)[number];

/**
 * Whether an operation only reads, which decides its retries (retryPolicy.ts). Every operation
 * is a GraphQL query on the wire, so this cannot be read off the document. Action operations may
 * write, so they count as non-idempotent; a caller that knows better (a `list` identity action, a
 * read-only CRM POST) passes `idempotent` explicitly. makeCall decides by its method.
 */
export const IDEMPOTENT_BY_DEFAULT: Readonly<Record<GatewayOperation, boolean>> = {
  cognitoActions: false,
  salesforceActions: false,
  salesforceApi: true,
  getLoginInfo: true,
  userActivityLog: false,
  listCustomerOrgAPIUsers: true,
  getTemplateBlock: true,
  metaItemByStorefront: true,
  userActions: false,
  listUsers: true,
};
