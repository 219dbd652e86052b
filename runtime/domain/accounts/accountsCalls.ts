import type { MakeCallRequest } from '../../gateway/index';

/**
 * The getPortalAccessibleAccounts read of the verified user (the CRM reads the caller's own
 * contact): installed-base accounts come only when asked for (spec 001 section 3).
 */
export function accessibleAccountsRequest(installedBaseMode: boolean): MakeCallRequest {
  return {
    base: 'ecommerce',
    type: 'getPortalAccessibleAccounts',
    method: 'GET',
    ...(installedBaseMode ? { query: { isInstalledBase: true } } : {}),
  };
}
