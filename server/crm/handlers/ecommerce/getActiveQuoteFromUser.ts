import { crmError, noRecords, ok, type CrmHandler } from '../../handler';
import { findActiveQuote, quoteWithLines } from '../../records/quotes';

/**
 * The signed-in user's newest active cart whatever account it belongs to (used right after sign-in,
 * before an account is chosen).
 */
export const getActiveQuoteFromUser: CrmHandler = {
  method: 'GET',
  async handle(request) {
    const { caller } = request;
    if (!caller.contactId) return crmError('Contact is required.');
    const quote = await findActiveQuote(request.db, caller.contactId, null);
    if (!quote) return noRecords();
    return ok(await quoteWithLines(request.db, String(quote.id)));
  },
};
