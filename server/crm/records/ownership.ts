import type { ActionResult, Db } from '../../shared/contracts';
import type { Caller } from '../caller';
import { crmError } from '../handler';

type Row = Record<string, unknown>;

/**
 * Whether a quote (cart) is the caller's: a guest's only while it is a guest quote of the
 * storefront's guest account (a guest's identity is the quote id the browser keeps); a user's
 * when it is their own contact's, at an account they may act for.
 */
export function mayUseQuote(caller: Caller, quote: Row): boolean {
  if (caller.kind === 'guest')
    return quote.is_guest === true && quote.account_id === caller.accountId;
  return (
    caller.contactId !== null &&
    quote.contact_id === caller.contactId &&
    caller.allowedAccountIds.includes(String(quote.account_id))
  );
}

export type QuoteAccess = { quote: Row } | { missing: true } | { forbidden: true };

/** The quote `quoteId` if the caller may use it. */
export async function quoteForCaller(
  db: Db,
  caller: Caller,
  quoteId: string,
): Promise<QuoteAccess> {
  const [quote] = await db.query('SELECT * FROM quotes WHERE id = $1', [quoteId]);
  if (!quote) return { missing: true };
  return mayUseQuote(caller, quote) ? { quote } : { forbidden: true };
}

/** The quotes holding the given line ids, each with whether the caller may use it. */
export async function quotesOfLines(
  db: Db,
  caller: Caller,
  lineIds: readonly string[],
): Promise<{ quoteIds: string[]; quotes: Row[]; forbidden: boolean }> {
  // Only what mayUseQuote reads: `DISTINCT q.*` sorted and sent all seventy columns, the largest
  // statement of a cart update (docs/benchmarks.md, session 10).
  const quotes = await db.query(
    `SELECT q.id, q.is_guest, q.account_id, q.contact_id FROM quotes q
      WHERE q.id IN (SELECT l.quote_id FROM quote_line_items l WHERE l.id = ANY($1::text[]))`,
    [lineIds],
  );
  return {
    quoteIds: quotes.map((quote) => String(quote.id)),
    quotes,
    forbidden: quotes.some((quote) => !mayUseQuote(caller, quote)),
  };
}

export const FORBIDDEN_QUOTE = 'this quote is not yours.';

/**
 * Whether the caller may read one record of a CRM object (getRecord, getFormattedObjectDetails);
 * a record that does not exist is "readable", so the handler answers its usual No records Found:
 * products are public; an account only if the caller may act for it; a contact only of such an
 * account (guests read none); a quote only the caller's own (mayUseQuote).
 */
export async function mayReadRecord(
  db: Db,
  caller: Caller,
  table: string,
  idColumn: string,
  objectId: string,
): Promise<boolean> {
  if (table === 'catalog_items') return true;
  if (table === 'accounts') {
    if (caller.allowedAccountIds.includes(objectId)) return true;
    const [exists] = await db.query('SELECT 1 FROM accounts WHERE id = $1', [objectId]);
    return !exists;
  }
  if (table === 'contacts') {
    if (caller.kind === 'guest') return false;
    const [contact] = await db.query<{ account_id: string }>(
      'SELECT account_id FROM contacts WHERE id = $1',
      [objectId],
    );
    return !contact || caller.allowedAccountIds.includes(contact.account_id);
  }
  if (table === 'quotes') {
    const [quote] = await db.query(`SELECT * FROM quotes WHERE ${idColumn} = $1`, [objectId]);
    return !quote || mayUseQuote(caller, quote);
  }
  // An object added to crmObjects.ts without an ownership rule is readable by nobody.
  return false;
}

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
