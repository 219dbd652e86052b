import { crmError, ok, payloadArg, type CrmHandler } from '../../handler';
import { findActiveQuote } from '../../records/quotes';
import { payloadIdentityProblem, refuseGuest } from '../../records/serviceParts';

/**
 * How many of each part are already in the caller's open cart (spec 001 section 7: payload plus
 * awsUserType and contactId, both the caller's own). Payload `itemIds` (the parts shown); answers
 * `{quoteId, quantities: {itemId: qty}}`, every asked id present (0 when not in the cart).
 */
export const getQliQuantity: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const refused =
      refuseGuest(request.caller) ?? payloadIdentityProblem(request, 'awsUserType', 'contactId');
    if (refused) return refused;
    const itemIds = payloadArg(request, 'itemIds');
    if (!Array.isArray(itemIds) || itemIds.some((id) => typeof id !== 'string'))
      return crmError('itemIds must be a list of part item ids.');
    if (itemIds.length > 200) return crmError('At most 200 itemIds at a time.');
    const quote = await findActiveQuote(
      request.db,
      request.caller.contactId ?? '',
      request.caller.accountId,
    );
    const quantities: Record<string, number> = Object.fromEntries(
      (itemIds as string[]).map((id) => [id, 0]),
    );
    if (quote) {
      const rows = await request.db.query<{ item_id: string; qty: number }>(
        `SELECT item_id, sum(qty)::int AS qty FROM quote_line_items
          WHERE quote_id = $1 AND item_id = ANY($2::text[]) GROUP BY item_id`,
        [quote.id, itemIds],
      );
      for (const row of rows) quantities[row.item_id] = Number(row.qty);
    }
    return ok({ quoteId: quote ? String(quote.id) : null, quantities });
  },
};
