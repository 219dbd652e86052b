import type { Query, QueryClient } from '@tanstack/query-core';
import type { GatewayQueryOperation } from '../../gateway/queryKey';

/**
 * Gateway reads that belong to the storefront, not to the account acting: the page templates, the
 * storefront's meta items and login info. Everything else (every CRM read, the cart, checkout,
 * notifications) is the account's.
 */
const STOREFRONT_SCOPED: ReadonlySet<GatewayQueryOperation> = new Set<GatewayQueryOperation>([
  'getTemplateBlock',
  'metaItemByStorefront',
  'getLoginInfo',
]);

/** Whether a cached query holds data of the account (or user) acting, not of the storefront. */
export function isAccountScoped(query: Pick<Query, 'queryKey'>): boolean {
  return !STOREFRONT_SCOPED.has(query.queryKey[0] as GatewayQueryOperation);
}

/**
 * After the account context changed (an account or indirect buyer chosen or cleared, a sign-in or
 * sign-out), every read of the old context is dropped, not merely marked stale: blocks on screen
 * go back to their loading state and fetch again for the new account, so no block ever shows the
 * old account's data next to the new account's name. Templates stay (they are the storefront's).
 */
export async function resetAccountData(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ predicate: isAccountScoped });
  await queryClient.resetQueries({ predicate: isAccountScoped });
}
