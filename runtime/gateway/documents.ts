import { GATEWAY_OPERATIONS, type GatewayOperation } from './operationCatalog';

/*
 * The GraphQL documents, kept as strings (DESIGN.md section 3): one named query per operation,
 * with exactly the arguments of schemas/gateway.graphql. Every operation is a Query field there,
 * including those that write.
 */

const META_ITEM_FIELDS = 'id organizationId storefrontId templateId accountId key value';
const CUSTOMER_ORG_API_USER_FIELDS =
  'id salesforceUserId local eCProductUsersId customerOrgApiUsersId owner';

/** One operation's shape: its variables with their GraphQL types, and its selection set. */
export interface OperationShape {
  /** The operation's name in a document of its own. */
  name: string;
  /** Variable name -> GraphQL type, each passed to the root field's argument of the same name. */
  variables: Readonly<Record<string, string>>;
  /** The selection of an object-typed root field; none for scalar (AWSJSON) results. */
  selection?: string;
}

const ACTION_VARIABLES = { action: 'String!', data: 'AWSJSON', username: 'String' };
const DATA_VARIABLES = { data: 'AWSJSON' };
const PAGING_VARIABLES = { limit: 'Int', nextToken: 'String' };

export const OPERATION_SHAPES: Readonly<Record<GatewayOperation, OperationShape>> = {
  cognitoActions: { name: 'CognitoActions', variables: ACTION_VARIABLES },
  salesforceActions: { name: 'SalesforceActions', variables: ACTION_VARIABLES },
  salesforceApi: { name: 'SalesforceApi', variables: DATA_VARIABLES },
  getLoginInfo: { name: 'GetLoginInfo', variables: DATA_VARIABLES },
  userActivityLog: { name: 'UserActivityLog', variables: DATA_VARIABLES },
  listCustomerOrgAPIUsers: {
    name: 'ListCustomerOrgAPIUsers',
    variables: { filter: 'ModelCustomerOrgAPIUserFilterInput', ...PAGING_VARIABLES },
    selection: `{ items { ${CUSTOMER_ORG_API_USER_FIELDS} } nextToken }`,
  },
  getTemplateBlock: {
    name: 'GetTemplateBlock',
    variables: { storefrontId: 'ID!', templateId: 'ID!' },
    selection: '{ storefrontId templateId blocks }',
  },
  metaItemByStorefront: {
    name: 'MetaItemByStorefront',
    variables: {
      storefrontId: 'ID!',
      sortDirection: 'ModelSortDirection',
      filter: 'ModelMetaItemFilterInput',
      ...PAGING_VARIABLES,
    },
    selection: `{ items { ${META_ITEM_FIELDS} } nextToken }`,
  },
  userActions: { name: 'UserActions', variables: DATA_VARIABLES },
  listUsers: { name: 'ListUsers', variables: DATA_VARIABLES },
};

/**
 * The root field of one operation, its variables renamed with `suffix` (so several operations
 * can share one document) and aliased when `alias` is given.
 */
export function rootField(operation: GatewayOperation, suffix = '', alias?: string): string {
  const shape = OPERATION_SHAPES[operation];
  const args = Object.keys(shape.variables)
    .map((name) => `${name}: $${name}${suffix}`)
    .join(', ');
  const selection = shape.selection ? ` ${shape.selection}` : '';
  return `${alias ? `${alias}: ` : ''}${operation}(${args})${selection}`;
}

/** The variable definitions of one operation, renamed with `suffix`. */
export function variableDefinitions(operation: GatewayOperation, suffix = ''): string[] {
  return Object.entries(OPERATION_SHAPES[operation].variables).map(
    ([name, type]) => `$${name}${suffix}: ${type}`,
  );
}

function operationDocument(operation: GatewayOperation): string {
  const definitions = variableDefinitions(operation).join(', ');
  return `query ${OPERATION_SHAPES[operation].name}(${definitions}) { ${rootField(operation)} }`;
}

/** One named query per operation, with exactly the arguments of schemas/gateway.graphql. */
export const GATEWAY_DOCUMENTS: Readonly<Record<GatewayOperation, string>> = Object.fromEntries(
  GATEWAY_OPERATIONS.map((operation) => [operation, operationDocument(operation)]),
) as Record<GatewayOperation, string>;
