import { crmError, forbidden, ok, stringArg, type CrmHandler } from '../../handler';
import { FORBIDDEN_QUOTE, quoteForCaller } from '../../records/ownership';

export const NO_QLIS_MESSAGE = 'QLIs not found for promo code application.';

/** The quote's line ids and the total before any promo, the first step of applying a promo code. */
export const getQLIsForPromoCode: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const quoteId = stringArg(request, 'quoteId');
    if (!quoteId) return crmError('quoteId is required.');
    if ('forbidden' in (await quoteForCaller(request.db, request.caller, quoteId)))
      return forbidden(FORBIDDEN_QUOTE);
    const rows = await request.db.query<{ id: string; line_total: number }>(
      `SELECT id, ROUND(qty * unit_price * (1 - discount / 100), 2) AS line_total
         FROM quote_line_items WHERE quote_id = $1 ORDER BY sort_order, id`,
      [quoteId],
    );
    if (rows.length === 0) return crmError(NO_QLIS_MESSAGE);
    const total = rows.reduce((sum, row) => sum + Number(row.line_total), 0);
    return ok({
      qliIds: rows.map((row) => row.id),
      originalTotalSalesPrice: Math.round(total * 100) / 100,
    });
  },
};
