import { crmError, forbidden, ok, stringArg, type CrmHandler } from '../../handler';
import { FORBIDDEN_QUOTE, quoteForCaller } from '../../records/ownership';
import { listLineItems } from '../../records/quotes';
import { refuseGuest } from '../../records/serviceParts';

/**
 * The lines of one of the caller's quotes (payload `quoteId`): the open cart or a service quote,
 * each line with its part's number, availability and whether it is obsolete. Answers `{quoteId,
 * lines}`; another contact's quote is refused (403) and a missing one is 404.
 */
export const retrieveQuoteLines: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const refused = refuseGuest(request.caller);
    if (refused) return refused;
    const quoteId = stringArg(request, 'quoteId', 'quoteid');
    if (!quoteId) return crmError('quoteId is required.');
    const access = await quoteForCaller(request.db, request.caller, quoteId);
    if ('missing' in access) return crmError('Quote not found.', 404);
    if ('forbidden' in access) return forbidden(FORBIDDEN_QUOTE);
    const lines = await listLineItems(request.db, quoteId);
    const parts = await request.db.query<{
      item_id: string;
      availability: string;
      is_obsolete: boolean;
    }>('SELECT item_id, availability, is_obsolete FROM parts WHERE item_id = ANY($1::text[])', [
      lines.map((line) => line.itemId),
    ]);
    const byItem = new Map(parts.map((part) => [part.item_id, part]));
    return ok({
      quoteId,
      lines: lines.map((line) => ({
        ...line,
        partNumber: byItem.has(line.itemId) ? line.sku : null,
        availability: byItem.get(line.itemId)?.availability ?? null,
        isObsolete: byItem.get(line.itemId)?.is_obsolete === true,
      })),
    });
  },
};
