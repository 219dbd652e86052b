import type { ActionResult, Db } from '../../shared/contracts';
import type { Caller } from '../caller';
import { crmError } from '../handler';

export interface SavedCardRow {
  token: string;
  account_id: string;
  contact_id: string | null;
  brand: string;
  last4: string;
  expiry: string;
  is_default: boolean;
}

/**
 * A saved card the caller may change (remove, make default): their own card at the account the
 * call acts for, or an account-wide card (no contact) for a manager. Any other token, including
 * another customer's or another colleague's card, answers "Card not found." (404) like a missing one.
 */
export async function ownedCard(
  db: Db,
  caller: Caller,
  token: string | null,
): Promise<{ card: SavedCardRow } | { refused: ActionResult }> {
  const notFound = { refused: crmError('Card not found.', 404) };
  if (!token || !caller.contactId || !caller.accountId) return notFound;
  const [card] = await db.query<SavedCardRow & Record<string, unknown>>(
    'SELECT token, account_id, contact_id, brand, last4, expiry, is_default FROM saved_cards WHERE token = $1',
    [token],
  );
  if (!card || card.account_id !== caller.accountId) return notFound;
  if (!caller.allowedAccountIds.includes(card.account_id)) return notFound;
  const mine = card.contact_id === caller.contactId;
  const accountWide = card.contact_id === null && caller.isManager;
  return mine || accountWide ? { card } : notFound;
}
