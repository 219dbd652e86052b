import { ok, type CrmHandler } from '../../handler';
import { quoteWithLines } from '../../records/quotes';
import { refuseGuest } from '../../records/serviceParts';
import { updateQLI } from '../ecommerce/updateQLI';

/**
 * Sets the quantities of parts-cart lines (payload `lineItems: [{Id, qty}]`; 0 removes a line).
 * The same rules as updateQLI (ownership checked before any write, quantities set rather than
 * added, so a retry is harmless); answers the whole cart `{quote, lineItems, itemCount}` so the
 * parts cart and the cart badge take one answer.
 */
export const updateQtyOnQLIs: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const refused = refuseGuest(request.caller);
    if (refused) return refused;
    const answer = await updateQLI.handle(request);
    if (answer.statusCode !== 200 || !Array.isArray(answer.content)) return answer;
    const [first] = answer.content as { quoteId: string }[];
    if (first) return ok(await quoteWithLines(request.db, first.quoteId));
    // Every line was removed: answer the cart of the updated lines' quote, now empty.
    const [quote] = await request.db.query<{ id: string }>(
      `SELECT id FROM quotes WHERE contact_id = $1 AND account_id = $2 AND is_active
        ORDER BY updated_at DESC LIMIT 1`,
      [request.caller.contactId, request.caller.accountId],
    );
    return ok(quote ? await quoteWithLines(request.db, quote.id) : null);
  },
};
