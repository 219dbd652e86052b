/**
 * The accounts area of the domain layer (runtime/domain/README.md): the user's portal accessible
 * accounts, the rules of the account and indirect-buyer switchers, and switching through the
 * session's own transitions. `resetAccountData` (accountsStore.ts) is the shell's: it drops the
 * old account's reads when the context changes.
 */
export type { AccessibleAccountDetails, PortalAccessibleAccount } from './accountsTypes';
export {
  accountPlace,
  accountRecordOf,
  canSwitchAccounts,
  indirectBuyerAccounts,
  indirectBuyerOf,
  INSTALLED_BASE_CONTEXT,
  searchAccounts,
  switchableAccounts,
} from './accountsRules';
export { useAccessibleAccounts } from './useAccessibleAccounts';
export { useAccountSwitch, type AccountSwitch } from './useAccountSwitch';
