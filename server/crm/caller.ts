import { GUEST_USER_TYPE } from '../../schemas/specConstants';
import type { ActionResult, Db, VerifiedCaller } from '../shared/contracts';
import { crmError, stringArg, type CrmRequest } from './handler';

/**
 * Who a CRM call acts for, from the caller the gateway verified (never from the call's `ut`,
 * `accId`, `cid` or makeCall's own userType/accountId/contactId claims).
 */
export interface Caller {
  kind: VerifiedCaller['kind'];
  /** Null for guests. */
  username: string | null;
  /** The verified user's first group; AWSGuest for guests. */
  userType: string;
  /** The account the call acts for: one of `allowedAccountIds` (null: a user with no account). */
  accountId: string | null;
  /** The caller's own contact; null for guests. */
  contactId: string | null;
  /** The user's own account (a guest's: the storefront's guest account). */
  homeAccountId: string | null;
  /** Every account the caller may act for: own, related (account switching), indirect buyers. */
  allowedAccountIds: readonly string[];
  storefrontId: string;
  /** A manager administers the portal users and contacts of their own account. */
  isManager: boolean;
}

export const MANAGER_GROUP = 'AWSManager';

/** The accounts a contact may act for (spec 001 section 3 "Portal accessible account"). */
async function accessibleAccounts(db: Db, contactId: string): Promise<string[]> {
  const rows = await db.query<{ related_account_id: string }>(
    'SELECT DISTINCT related_account_id FROM portal_accessible_accounts WHERE contact_id = $1',
    [contactId],
  );
  return rows.map((row) => row.related_account_id);
}

/**
 * The caller a handler acts for, or the refusal when the call asks for an account or a contact
 * that is not the caller's: the account asked for (`accId`, else makeCall's accountId, else the
 * caller's own) must be one the caller may act for, and a contact named in the call must be the
 * caller's own (unless `cidNamesTarget`: sync types whose `cid` is the user a manager acts on).
 */
export async function authorizeCaller(
  db: Db,
  request: Omit<CrmRequest, 'caller'>,
  options: { cidNamesTarget: boolean; accIdNamesRecord: boolean },
): Promise<Caller | ActionResult> {
  const verified = request.call.caller;
  const asked =
    (options.accIdNamesRecord ? null : stringArg(request, 'accId')) ??
    (request.call.accountId || null);
  const claimedContacts = [
    options.cidNamesTarget ? null : request.query.get('cid'),
    request.query.get('contactId'),
    request.call.contactId ?? null,
  ].filter((value): value is string => Boolean(value));

  if (verified.kind === 'guest') {
    const guestAccount = verified.guestAccountId;
    if (!guestAccount) return crmError('Unauthorized: sign in to use this storefront.', 401);
    if (asked && asked !== guestAccount)
      return crmError(`Forbidden: a guest may only use the storefront's guest account.`, 403);
    if (claimedContacts.length > 0) return crmError('Forbidden: a guest has no contact.', 403);
    return {
      kind: 'guest',
      username: null,
      userType: GUEST_USER_TYPE,
      accountId: guestAccount,
      contactId: null,
      homeAccountId: guestAccount,
      allowedAccountIds: [guestAccount],
      storefrontId: verified.storefrontId,
      isManager: false,
    };
  }

  const home = verified.accountId;
  const allowed = [
    ...new Set([
      ...(home ? [home] : []),
      ...(verified.contactId ? await accessibleAccounts(db, verified.contactId) : []),
    ]),
  ];
  const accountId = asked ?? home;
  if (accountId && !allowed.includes(accountId))
    return crmError(`Forbidden: you may not act for account ${accountId}.`, 403);
  if (claimedContacts.some((contact) => contact !== verified.contactId))
    return crmError('Forbidden: a call may only name your own contact.', 403);
  return {
    kind: 'user',
    username: verified.username,
    userType: verified.userType,
    accountId,
    contactId: verified.contactId,
    homeAccountId: home,
    allowedAccountIds: allowed,
    storefrontId: verified.storefrontId,
    isManager: verified.userType === MANAGER_GROUP,
  };
}

/** The verified, authorized caller of a handler's request (kept for handlers written before it). */
export async function resolveCaller(request: CrmRequest): Promise<Caller> {
  return request.caller;
}
