import { crmError, forbidden, ok, stringArg, type CrmHandler } from '../../handler';
import { FORBIDDEN_QUOTE, quoteForCaller } from '../../records/ownership';
import { findPromoCode } from '../../records/promoCodes';

/** What a promo code gives and whether it is applied to the quote (quoteId, promoCode). */
export const getPromoCodeInfo: CrmHandler = {
  method: 'ANY',
  async handle(request) {
    const quoteId = stringArg(request, 'quoteId');
    const code = stringArg(request, 'promoCode');
    let appliedCode: string | null = null;
    if (quoteId) {
      const access = await quoteForCaller(request.db, request.caller, quoteId);
      if ('missing' in access) return crmError('Quote not found.', 404);
      if ('forbidden' in access) return forbidden(FORBIDDEN_QUOTE);
      appliedCode = (access.quote.promo_code as string | null) ?? null;
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
