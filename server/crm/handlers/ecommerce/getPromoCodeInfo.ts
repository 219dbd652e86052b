import { crmError, ok, stringArg, type CrmHandler } from '../../handler';
import { findPromoCode } from '../../records/promoCodes';

/** What a promo code gives and whether it is applied to the quote (quoteId, promoCode). */
export const getPromoCodeInfo: CrmHandler = {
  method: 'ANY',
  async handle(request) {
    const quoteId = stringArg(request, 'quoteId');
    const code = stringArg(request, 'promoCode');
    let appliedCode: string | null = null;
    if (quoteId) {
      const [quote] = await request.db.query<{ promo_code: string | null }>(
        'SELECT promo_code FROM quotes WHERE id = $1',
        [quoteId],
      );
      if (!quote) return crmError('Quote not found.', 404);
      appliedCode = quote.promo_code;
    }
    const lookup = code ?? appliedCode;
    if (!lookup) return ok({ promoCode: null, appliedToQuote: false });
    const promo = await findPromoCode(request.db, lookup);
    if (!promo) return crmError(`Promo code ${lookup} is not valid.`);
    return ok({
      promoCode: promo.code,
      description: promo.description,
      discountPercent: promo.discountPercent,
      minimumOrderTotal: promo.minSubtotal,
      catalogGroupId: promo.catalogGroupId,
      isValid: promo.isValid,
      appliedToQuote:
        appliedCode !== null && appliedCode.toUpperCase() === promo.code.toUpperCase(),
    });
  },
};
