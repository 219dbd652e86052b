import { crmError, forbidden, noRecords, ok, stringArg, type CrmHandler } from '../../handler';
import { FORBIDDEN_QUOTE, quoteForCaller } from '../../records/ownership';
import { listLineItems } from '../../records/quotes';

/** The lines of a quote (quoteid). */
export const getQuoteItems: CrmHandler = {
  method: 'ANY',
  async handle(request) {
    const quoteId = stringArg(request, 'quoteid', 'quoteId');
    if (!quoteId) return crmError('quoteid is required.');
    const access = await quoteForCaller(request.db, request.caller, quoteId);
    if ('missing' in access) return noRecords();
    if ('forbidden' in access) return forbidden(FORBIDDEN_QUOTE);
    return ok(await listLineItems(request.db, quoteId));
  },
};
