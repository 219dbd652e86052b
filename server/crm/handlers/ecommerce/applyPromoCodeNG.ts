import { crmError, forbidden, ok, payloadArg, stringArg, type CrmHandler } from '../../handler';
import { FORBIDDEN_QUOTE, quoteForCaller } from '../../records/ownership';
import { recalculateQuoteTotals } from '../../../db/repositories/quoteTotals';
import { findPromoCode } from '../../records/promoCodes';
import { NO_QLIS_MESSAGE } from './getQLIsForPromoCode';

/**
 * Applies a promo code to a batch of quote lines (payload promoCode, quoteId, qliIds, isLastBatch,
 * originalTotalSalesPrice; query ut). Lines outside the code's catalogue group get no discount.
 * The last batch records the code on the quote and recomputes its totals. Re-applying a batch
 * gives the same discount (it is set, not added).
 */
export const applyPromoCodeNG: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const code = stringArg(request, 'promoCode');
    const quoteId = stringArg(request, 'quoteId');
    if (!code || !quoteId) return crmError('promoCode and quoteId are required.');
    const access = await quoteForCaller(request.db, request.caller, quoteId);
    if ('forbidden' in access) return forbidden(FORBIDDEN_QUOTE);
    const qliIds = payloadArg(request, 'qliIds');
    const ids = Array.isArray(qliIds)
      ? qliIds.filter((id): id is string => typeof id === 'string')
      : [];
    if (ids.length === 0) return crmError(NO_QLIS_MESSAGE);
    const isLastBatch =
      payloadArg(request, 'isLastBatch') !== false &&
      payloadArg(request, 'isLastBatch') !== 'false';
    const originalTotal = Number(payloadArg(request, 'originalTotalSalesPrice') ?? 0);

    const promo = await findPromoCode(request.db, code);
    if (!promo) return crmError(`Promo code ${code} is not valid.`);
    if (!promo.isValid) return crmError(`Promo code ${promo.code} has expired.`);
    if (originalTotal < promo.minSubtotal) {
      return crmError(
        `Promo code ${promo.code} needs an order total of at least ${promo.minSubtotal.toFixed(2)}.`,
      );
    }
    const result = await request.db.transaction(async (tx) => {
      const discounted = await tx.query<{ promo_discount: number }>(
        `UPDATE quote_line_items l
            SET promo_discount = CASE WHEN $4::text IS NULL OR c.catalog_id IN (SELECT id FROM catalogs WHERE catalog_group_id = $4)
                                      THEN ROUND(l.qty * l.unit_price * (1 - l.discount / 100) * $3 / 100, 2) ELSE 0 END
           FROM catalog_items c
          WHERE c.item_id = l.item_id AND l.quote_id = $1 AND l.id = ANY($2::text[])
          RETURNING l.promo_discount`,
        [quoteId, ids, promo.discountPercent, promo.catalogGroupId],
      );
      if (discounted.length === 0) return null;
      if (isLastBatch) {
        await tx.query('UPDATE quotes SET promo_code = $2, updated_at = now() WHERE id = $1', [
          quoteId,
          promo.code,
        ]);
        await recalculateQuoteTotals(tx, [quoteId], true);
      }
      const [quote] = await tx.query<{ discount_total: number; total: number }>(
        'SELECT discount_total, total FROM quotes WHERE id = $1',
        [quoteId],
      );
      return {
        batchDiscount: discounted.reduce((sum, row) => sum + Number(row.promo_discount), 0),
        quote,
      };
    });
    if (!result) return crmError(NO_QLIS_MESSAGE);
    return ok({
      success: true,
      message: isLastBatch ? `Promo code ${promo.code} applied.` : 'Batch applied.',
      promoCode: promo.code,
      isLastBatch,
      batchDiscount: Math.round(result.batchDiscount * 100) / 100,
      discountTotal: result.quote?.discount_total ?? null,
      totalSalesPrice: result.quote?.total ?? null,
    });
  },
};
