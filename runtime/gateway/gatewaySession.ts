/** Spec 000 section 4: a user with no user group is a guest. */
export { GUEST_USER_TYPE } from '../../schemas/specConstants';

/** The signed-in user's storefront context (spec 000 section 3 "Active storefront info"). */
export interface ActiveStorefrontInfo {
  /** Null until the account is known (e.g. a guest on a storefront without a guest account). */
  accountId: string | null;
  /** The user group, e.g. AWSManager; AWSGuest for guests. */
  userType: string;
  contactId: string | null;
}

/**
 * What the gateway client needs to know about the session for every call. runtime/session owns
 * the real values; the client reads them per call so a sign-in or an account switch applies to
 * the very next request.
 */
export interface GatewaySession {
  /** The storefront's domain (from the boot data). */
  domain: string;
  /** Null for guests. */
  accessToken: string | null;
  activeStorefront: ActiveStorefrontInfo;
  /** The switched indirect-buyer account, which overrides the account of every call while set. */
  indirectBuyerAccountId: string | null;
}

/** The account a call acts for (spec 000 section 6). */
export function effectiveAccountId(session: GatewaySession): string | null {
  return session.indirectBuyerAccountId ?? session.activeStorefront.accountId;
}
