import { crmError, forbidden, noRecords, ok, stringArg, type CrmHandler } from '../../handler';
import { quoteWithLines } from '../../records/quotes';
import { priceBookLines } from '../../records/bookPricedLines';
import { recalculateQuoteTotals } from '../../../db/repositories/quoteTotals';

/**
 * After sign-in, the stored guest quote (quoteId) becomes the active cart of the contact (cid) at
 * the account (accId); their other carts there stop being active. Query only; empty payload.
 */
export const makeActiveCartForGuest: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const quoteId = stringArg(request, 'quoteId');
    // cid and accId were checked against the verified caller (caller.ts): they are the caller's.
    const { caller } = request;
    if (caller.kind === 'guest') return forbidden('sign in to take over a guest cart.');
    const contactId = caller.contactId;
    const accountId = caller.accountId;
    if (
      !quoteId ||
      !stringArg(request, 'cid') ||
      !stringArg(request, 'accId') ||
      !contactId ||
      !accountId
    )
      return crmError('cid, accId and quoteId are required.');
    const moved = await request.db.transaction(async (tx) => {
      const [quote] = await tx.query<{
        is_guest: boolean;
        contact_id: string | null;
        storefront_id: string | null;
      }>('SELECT is_guest, contact_id, storefront_id FROM quotes WHERE id = $1', [quoteId]);
      // Only a guest quote of this storefront, or one this contact already took over (a retried
      // call), may move.
      const guestQuoteHere =
        quote?.is_guest === true && quote.storefront_id === caller.storefrontId;
      if (!quote || (!guestQuoteHere && quote.contact_id !== contactId)) return false;
      await tx.query(
        'UPDATE quotes SET is_active = false WHERE contact_id = $1 AND account_id = $2 AND id <> $3',
        [contactId, accountId, quoteId],
      );
      await tx.query(
        `UPDATE quotes SET account_id = $2, contact_id = $3, is_guest = false, is_active = true, name = 'Cart ' || quote_number,
                updated_at = now()
          WHERE id = $1`,
        [quoteId, accountId, contactId],
      );
      // The guest's list prices become the account's contract prices.
      await priceBookLines(tx, [quoteId]);
      await recalculateQuoteTotals(tx, [quoteId], true);
      return true;
    });
    if (!moved) return noRecords();
    return ok(await quoteWithLines(request.db, quoteId));
  },
};
