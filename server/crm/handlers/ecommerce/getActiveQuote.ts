import { resolveCaller } from '../../caller';
import { crmError, noRecords, ok, type CrmHandler } from '../../handler';
import { findActiveQuote, quoteWithLines } from '../../records/quotes';

/** The caller's active cart at the account they act for, with its lines. */
export const getActiveQuote: CrmHandler = {
  method: 'GET',
  async handle(request) {
    const caller = await resolveCaller(request);
    if (!caller.contactId) return crmError('Contact is required.');
    const quote = await findActiveQuote(request.db, caller.contactId, caller.accountId);
    if (!quote) return noRecords();
    return ok(await quoteWithLines(request.db, String(quote.id)));
  },
};
