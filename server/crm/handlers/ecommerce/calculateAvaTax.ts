import { resolveCaller } from '../../caller';
import { crmError, ok, stringArg, type CrmHandler } from '../../handler';
import { ownedQuote } from '../../records/ownedQuote';
import { calculateQuoteTax } from '../../records/quoteTax';
import { refreshQuoteShipping } from '../../records/quoteShipping';

/**
 * Tax for a quote (recordId; isCommit records it as final, as placing the order does). Skipped,
 * not failed, when the shipping address is incomplete (spec 001 section 5). The shipping amount is
 * priced again first, since it is taxed.
 */
export const calculateAvaTax: CrmHandler = {
  method: 'ANY',
  async handle(request) {
    const quoteId = stringArg(request, 'recordId');
    if (!quoteId) return crmError('recordId is required.');
    const isCommit =
      stringArg(request, 'isCommit') === 'true' ||
      (request.payload as { isCommit?: unknown } | null)?.isCommit === true;
    const caller = await resolveCaller(request);
    const owned = await ownedQuote(request, caller, quoteId);
    if ('refused' in owned) return owned.refused;
    if (owned.quote.status !== 'Draft')
      return crmError(`This quote is ${String(owned.quote.status)}; its tax is final.`, 409);
    const outcome = await request.db.transaction(async (tx) => {
      await refreshQuoteShipping(tx, quoteId);
      return calculateQuoteTax(tx, quoteId, isCommit);
    });
    return outcome ? ok(outcome) : crmError('Quote not found.', 404);
  },
};
