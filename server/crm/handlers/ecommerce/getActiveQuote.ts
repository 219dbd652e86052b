import { crmError, noRecords, ok, stringArg, type CrmHandler } from '../../handler';
import { mayUseQuote } from '../../records/ownership';
import { findActiveQuote, findQuote, quoteWithLines } from '../../records/quotes';

/**
 * The caller's active cart at the account they act for, with its lines. A guest has no contact:
 * their cart is the guest quote the browser keeps (EC_GUEST_QUOTE), named by quoteId, and only a
 * quote that is still a guest quote of that account is answered.
 */
export const getActiveQuote: CrmHandler = {
  method: 'GET',
  async handle(request) {
    const { caller } = request;
    if (!caller.contactId) {
      const guestQuoteId = stringArg(request, 'quoteId');
      if (!guestQuoteId) return crmError('Contact is required.');
      const quote = await findQuote(request.db, guestQuoteId);
      if (!quote || !mayUseQuote(caller, quote)) return noRecords();
      return ok(await quoteWithLines(request.db, guestQuoteId));
    }
    const quote = await findActiveQuote(request.db, caller.contactId, caller.accountId);
    if (!quote) return noRecords();
    return ok(await quoteWithLines(request.db, String(quote.id)));
  },
};
