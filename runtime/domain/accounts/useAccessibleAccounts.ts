import { useQuery } from '@tanstack/react-query';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { makeCallQueryOptions } from '../../data/index';
import { accessibleAccountsRequest } from './accountsCalls';
import type { PortalAccessibleAccount } from './accountsTypes';

/** The accessible accounts change rarely: a switcher opened again within this reuses them. */
const ACCESSIBLE_ACCOUNTS_STALE_MS = 5 * 60_000;

/**
 * The signed-in user's portal accessible accounts (getPortalAccessibleAccounts), or nothing asked
 * while `enabled` is false (guests, a menu not yet opened). Its failure is shown by the block.
 */
export function useAccessibleAccounts(installedBaseMode: boolean, enabled = true) {
  const connection = useGatewayConnection();
  return useQuery({
    ...makeCallQueryOptions<PortalAccessibleAccount[]>(
      connection,
      accessibleAccountsRequest(installedBaseMode),
    ),
    enabled,
    staleTime: ACCESSIBLE_ACCOUNTS_STALE_MS,
    meta: { handlesErrors: true },
  });
}
