import { crmError, ok, stringArg, type CrmHandler } from '../../handler';
import { ownedQuote } from '../../records/ownedQuote';
import { setQuotePoDocument } from '../../records/poDocument';

/**
 * Removes the quote's PO document (quoteId): only its owner, while the quote is in checkout.
 * Removing a document that is already gone answers the same (a retried call is harmless).
 */
export const removePoDocument: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const owned = await ownedQuote(
      request,
      request.caller,
      stringArg(request, 'quoteId', 'recordId'),
    );
    if ('refused' in owned) return owned.refused;
    const { quote } = owned;
    if (quote.status !== 'Draft')
      return crmError(`This quote is ${String(quote.status)} and can no longer be changed.`, 409);
    await request.db.transaction((tx) => setQuotePoDocument(tx, String(quote.id), null));
    return ok({ removed: true });
  },
};
