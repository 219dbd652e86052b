import { crmError, noRecords, ok, stringArg, type CrmHandler } from '../../handler';
import { findQuote, listLineItems } from '../../records/quotes';

/** The lines of a quote (quoteid). */
export const getQuoteItems: CrmHandler = {
  method: 'ANY',
  async handle(request) {
    const quoteId = stringArg(request, 'quoteid', 'quoteId');
    if (!quoteId) return crmError('quoteid is required.');
    if (!(await findQuote(request.db, quoteId))) return noRecords();
    return ok(await listLineItems(request.db, quoteId));
  },
};
