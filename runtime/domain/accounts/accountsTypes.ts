/**
 * A portal accessible account as the CRM answers getPortalAccessibleAccounts (spec 001 section 3
 * "Portal accessible account"): the related account's id and name, whether it is the master
 * account, its portal context, whether the user acts for it as an indirect buyer, and details of
 * the account (its own related account is the distributor an indirect buyer buys through).
 */
export interface PortalAccessibleAccount {
  /** The accessible-account record's own id. */
  Id: string;
  RelatedAccountId: string;
  RelatedAccountName: string;
  IsMaster: boolean;
  /** 'Portal' for ordinary switching, 'IB' for the installed-base context. */
  PortalContext: string;
  IsIndirectBuyer: boolean;
  details: AccessibleAccountDetails;
}

/** The account behind an accessible account: number, city, country, related account. */
export interface AccessibleAccountDetails {
  AccountNumber: string | null;
  BillingCity: string | null;
  BillingCountry: string | null;
  Related_Account: { Id: string; Name: string } | null;
}
