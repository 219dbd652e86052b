import type { ActionResult, Db } from '../shared/contracts';
import type { Caller } from './caller';
import { crmError } from './handler';

/** Who a record belongs to: the account it is of, and the contact when it is personal (a cart). */
export interface RecordOwner {
  accountId: string;
  /** A personal record's contact (a cart, a saved card); null for account-wide records. */
  contactId?: string | null;
  /** Guest records (guest carts and their orders) are reachable by a guest holding their id. */
  isGuest?: boolean;
}

/** Whether the caller may use this account: the call acts for it and the contact may act for it. */
export async function callerMayUseAccount(
  db: Db,
  caller: Caller,
  accountId: string,
): Promise<boolean> {
  if (!caller.accountId || caller.accountId !== accountId) return false;
  return caller.allowedAccountIds.includes(accountId);
}

/**
 * The one ownership check of the checkout handlers: null when the caller may read and write the
 * record, else the answer to give. A record of another account, or another contact's cart, answers
 * "not found" (404) like a missing id, so ids of other customers cannot be probed. Guests reach
 * only guest records of the guest account the call acts for.
 */
export async function checkOwnership(
  db: Db,
  caller: Caller,
  owner: RecordOwner | null,
  notFound = 'Record not found.',
): Promise<ActionResult | null> {
  const refused = crmError(notFound, 404);
  if (!owner) return refused;
  if (!(await callerMayUseAccount(db, caller, owner.accountId))) return refused;
  if (!caller.contactId) return owner.isGuest ? null : refused;
  if (owner.contactId && owner.contactId !== caller.contactId) return refused;
  return null;
}
