import { ok, type CrmHandler } from '../../handler';
import { findActiveQuote, quoteWithLines } from '../../records/quotes';
import { payloadIdentityProblem, refuseGuest } from '../../records/serviceParts';
import { serviceQuotesOf } from '../../records/serviceQuotes';

/**
 * The caller's open cart (spec 001 section 7: payload plus userTypeAWS and contactIdAWS, both the
 * caller's own) and the service quotes support prepared for them that could be taken over:
 * `{cart: {quote, lineItems, itemCount} | null, serviceQuotes: [...]}`.
 */
export const getActiveOpenCart: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const refused =
      refuseGuest(request.caller) ?? payloadIdentityProblem(request, 'userTypeAWS', 'contactIdAWS');
    if (refused) return refused;
    const { caller } = request;
    const quote = await findActiveQuote(request.db, caller.contactId ?? '', caller.accountId);
    return ok({
      cart: quote ? await quoteWithLines(request.db, String(quote.id)) : null,
      serviceQuotes: await serviceQuotesOf(request.db, caller),
    });
  },
};
