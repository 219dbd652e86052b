import type { AccountRecord, IndirectBuyerAccount } from '../../session/index';
import type { PortalAccessibleAccount } from './accountsTypes';

/** Spec 001 section 3: the portal context of installed-base accounts. */
export const INSTALLED_BASE_CONTEXT = 'IB';

/**
 * The accounts the account switcher offers: the user's portal accessible accounts that are not
 * indirect buyers (those have their own switch), without installed-base accounts unless the
 * switcher is in installed-base mode (spec 001 section 3).
 */
export function switchableAccounts(
  rows: readonly PortalAccessibleAccount[],
  installedBaseMode: boolean,
): PortalAccessibleAccount[] {
  return rows.filter(
    (row) =>
      !row.IsIndirectBuyer && (installedBaseMode || row.PortalContext !== INSTALLED_BASE_CONTEXT),
  );
}

/** The indirect-buyer accounts the user may act for, once each. */
export function indirectBuyerAccounts(
  rows: readonly PortalAccessibleAccount[],
): PortalAccessibleAccount[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    if (!row.IsIndirectBuyer || seen.has(row.RelatedAccountId)) return false;
    seen.add(row.RelatedAccountId);
    return true;
  });
}

/** Accounts whose name, id, number, city or country contains the search text (any case). */
export function searchAccounts(
  rows: readonly PortalAccessibleAccount[],
  searchText: string,
): PortalAccessibleAccount[] {
  const needle = searchText.trim().toLocaleLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) =>
    [
      row.RelatedAccountName,
      row.RelatedAccountId,
      row.details.AccountNumber,
      row.details.BillingCity,
      row.details.BillingCountry,
    ].some((value) => value?.toLocaleLowerCase().includes(needle)),
  );
}

/** The session's account record (spec 000 section 3 "Account record") of an accessible account. */
export function accountRecordOf(row: PortalAccessibleAccount): AccountRecord {
  return { Id: row.RelatedAccountId, Name: row.RelatedAccountName };
}

/**
 * The switched indirect-buyer account (spec 000 section 3): CURRENT with the account's Id and Name
 * and details including the name of its related account (the distributor it buys through).
 */
export function indirectBuyerOf(row: PortalAccessibleAccount): IndirectBuyerAccount {
  const related = row.details.Related_Account;
  return {
    CURRENT: {
      Id: row.RelatedAccountId,
      Name: row.RelatedAccountName,
      details: related ? { Related_Account: { Name: related.Name } } : {},
    },
  };
}

/** Where an account is: "Boston, United States", or what of it is known. */
export function accountPlace(row: PortalAccessibleAccount): string {
  return [row.details.BillingCity, row.details.BillingCountry].filter(Boolean).join(', ');
}

/** Whether the switcher lets a user choose among accounts: more than one to choose from. */
export function canSwitchAccounts(accounts: readonly PortalAccessibleAccount[]): boolean {
  return new Set(accounts.map((row) => row.RelatedAccountId)).size > 1;
}
