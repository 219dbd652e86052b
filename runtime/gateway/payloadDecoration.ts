import { effectiveAccountId, type GatewaySession } from './gatewaySession';
import type { GatewayOperation } from './operationCatalog';

/** An operation's `data` argument before it is encoded as AWSJSON. */
export type OperationData = Readonly<Record<string, unknown>>;

/** The operations that take a `data` argument. */
export type DataOperation = Exclude<
  GatewayOperation,
  'listCustomerOrgAPIUsers' | 'getTemplateBlock' | 'metaItemByStorefront'
>;

/**
 * Spec 000 section 6: identity actions and listUsers are sent as the caller wrote them; the
 * identity provider's admin API is not scoped by CRM account.
 */
export const UNDECORATED_OPERATIONS: ReadonlySet<DataOperation> = new Set<DataOperation>([
  'cognitoActions',
  'listUsers',
]);

/** The fields every other payload carries, so the gateway knows who calls and for which account. */
export interface SessionDecoration {
  accessToken: string | null;
  userType: string;
  accountId: string | null;
  domain: string;
}

function sessionDecoration(session: GatewaySession): SessionDecoration {
  return {
    accessToken: session.accessToken,
    userType: session.activeStorefront.userType,
    accountId: effectiveAccountId(session),
    domain: session.domain,
  };
}

/**
 * The `data` to send for `operation`. The session's values win over same-named fields of `data`:
 * the account a request acts for is the session's (switched) account, never a stale copy.
 */
export function decorateOperationData(
  operation: DataOperation,
  data: OperationData | undefined,
  session: GatewaySession,
): OperationData | undefined {
  if (UNDECORATED_OPERATIONS.has(operation)) return data;
  return { ...data, ...sessionDecoration(session) };
}
