import type { Db } from '../../shared/contracts';
import type { Caller } from '../caller';

/** Whether the quote's account may buy on payment terms: a signed-in buyer, not prepaid. */
export async function mayPayOnTerms(db: Db, caller: Caller, accountId: unknown): Promise<boolean> {
  if (!caller.contactId) return false;
  const [account] = await db.query<{ payment_terms: string; is_guest_account: boolean }>(
    'SELECT payment_terms, is_guest_account FROM accounts WHERE id = $1',
    [accountId],
  );
  return Boolean(account && !account.is_guest_account && account.payment_terms !== 'Prepaid');
}
