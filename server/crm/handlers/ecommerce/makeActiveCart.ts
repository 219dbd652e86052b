import { crmError, forbidden, noRecords, ok, stringArg, type CrmHandler } from '../../handler';
import { FORBIDDEN_QUOTE, quoteForCaller } from '../../records/ownership';
import { quoteWithLines } from '../../records/quotes';

/** Makes one of the contact's quotes (quoteId) their active cart; their other carts at that account stop being active. */
export const makeActiveCart: CrmHandler = {
  method: 'ANY',
  async handle(request) {
    const quoteId = stringArg(request, 'quoteId', 'quoteid');
    if (!quoteId) return crmError('quoteId is required.');
    const { caller } = request;
    if (caller.kind === 'guest') return forbidden('sign in to choose a cart.');
    const access = await quoteForCaller(request.db, caller, quoteId);
    if ('missing' in access) return noRecords();
    if ('forbidden' in access) return forbidden(FORBIDDEN_QUOTE);
    const switched = await request.db.transaction(async (tx) => {
      const [quote] = await tx.query<{
        account_id: string;
        contact_id: string | null;
        status: string;
      }>('SELECT account_id, contact_id, status FROM quotes WHERE id = $1', [quoteId]);
      if (!quote || (caller.contactId && quote.contact_id !== caller.contactId)) return false;
      await tx.query(
        'UPDATE quotes SET is_active = false WHERE contact_id = $1 AND account_id = $2 AND id <> $3',
        [quote.contact_id, quote.account_id, quoteId],
      );
      await tx.query(
        "UPDATE quotes SET is_active = true, status = CASE WHEN status = 'Ordered' THEN status ELSE 'Draft' END, updated_at = now() WHERE id = $1",
        [quoteId],
      );
      return true;
    });
    if (!switched) return noRecords();
    return ok(await quoteWithLines(request.db, quoteId));
  },
};
