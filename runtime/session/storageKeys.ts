/*
 * Spec 000 section 9: the local storage keys of a session. Each prefix is followed by the
 * storefront id, so two storefronts open in one browser keep separate sessions.
 */
export const TOKEN_DATA_PREFIX = 'ec-aws-tokendata-';
export const USER_DATA_PREFIX = 'ec-aws-userdata-';
export const LOGIN_INFO_PREFIX = 'ec-aws-logininfo-';
export const LOGIN_REDIRECT_PREFIX = 'ec-aws-loginredirect-';
export const ACCOUNT_PREFIX = 'ec-account-';
export const INDIRECT_BUYER_ACCOUNT_PREFIX = 'ec-ib-account-';

/** The quote a guest built before signing in (spec 001 section 4); not per storefront. */
export const GUEST_QUOTE_KEY = 'EC_GUEST_QUOTE';
/** The active quote id (spec 001 section 4). */
export const QUOTE_ID_KEY = 'EC_Quote_Id';

export interface SessionStorageKeys {
  tokenData: string;
  userData: string;
  loginInfo: string;
  loginRedirect: string;
  account: string;
  indirectBuyerAccount: string;
}

export function sessionStorageKeys(storefrontId: string): SessionStorageKeys {
  return {
    tokenData: `${TOKEN_DATA_PREFIX}${storefrontId}`,
    userData: `${USER_DATA_PREFIX}${storefrontId}`,
    loginInfo: `${LOGIN_INFO_PREFIX}${storefrontId}`,
    loginRedirect: `${LOGIN_REDIRECT_PREFIX}${storefrontId}`,
    account: `${ACCOUNT_PREFIX}${storefrontId}`,
    indirectBuyerAccount: `${INDIRECT_BUYER_ACCOUNT_PREFIX}${storefrontId}`,
  };
}

/** The keys sign-out removes (spec 000 section 4): user, token, account and indirect buyer. */
export function signOutKeys(storefrontId: string): string[] {
  const keys = sessionStorageKeys(storefrontId);
  return [keys.userData, keys.tokenData, keys.account, keys.indirectBuyerAccount];
}
