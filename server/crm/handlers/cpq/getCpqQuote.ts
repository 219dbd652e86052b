import { crmError, ok, stringArg, type CrmHandler } from '../../handler';
import { cpqQuoteForCaller, readCpqQuote, reviewPendingDiscount } from '../../records/cpqQuotes';
import { cpqBuyerOf, isRefusal, QUOTE_NOT_FOUND } from './cpqCaller';

/**
 * One saved CPQ quote (quoteId) of the caller with its configuration and discount approval. A
 * pending discount whose review is due is decided first (the simulated sales desk), so the
 * answer shows where the approval stands now.
 */
export const getCpqQuote: CrmHandler = {
  method: 'GET',
  async handle(request) {
    const buyer = cpqBuyerOf(request.caller, 'open a quote');
    if (isRefusal(buyer)) return buyer;
    const quoteId = stringArg(request, 'quoteId');
    if (!quoteId) return crmError('quoteId is required.');
    if (!(await cpqQuoteForCaller(request.db, request.caller, quoteId)))
      return crmError(QUOTE_NOT_FOUND, 404);
    await reviewPendingDiscount(request.db, quoteId);
    return ok(await readCpqQuote(request.db, quoteId));
  },
};
