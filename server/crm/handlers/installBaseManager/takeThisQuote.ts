import { crmError, forbidden, ok, stringArg, type CrmHandler } from '../../handler';
import { FORBIDDEN_QUOTE, quoteForCaller } from '../../records/ownership';
import { quoteWithLines } from '../../records/quotes';
import { payloadIdentityProblem, refuseGuest } from '../../records/serviceParts';
import { SERVICE_QUOTE_STATUS } from '../../records/serviceQuotes';

/**
 * Takes over a service quote support prepared (spec 001 section 7: payload plus userTypeAWS and
 * contactIdAWS): it becomes the caller's active cart and a Draft; the cart they had stays as a
 * saved cart (not active), so nothing in it is lost. Payload `quoteId`. Answers the new cart.
 * Only a service quote of the caller's may be taken (another's: 403; not a service quote: 409).
 */
export const takeThisQuote: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const refused =
      refuseGuest(request.caller) ?? payloadIdentityProblem(request, 'userTypeAWS', 'contactIdAWS');
    if (refused) return refused;
    const quoteId = stringArg(request, 'quoteId', 'quoteid');
    if (!quoteId) return crmError('quoteId is required.');
    const access = await quoteForCaller(request.db, request.caller, quoteId);
    if ('missing' in access) return crmError('Quote not found.', 404);
    if ('forbidden' in access) return forbidden(FORBIDDEN_QUOTE);
    if (access.quote.status !== SERVICE_QUOTE_STATUS)
      return crmError('This quote is not a service quote waiting to be taken over.', 409);
    await request.db.transaction(async (tx) => {
      await tx.query(
        'UPDATE quotes SET is_active = false WHERE contact_id = $1 AND account_id = $2 AND id <> $3 AND is_active',
        [access.quote.contact_id, access.quote.account_id, quoteId],
      );
      await tx.query(
        "UPDATE quotes SET is_active = true, status = 'Draft', updated_at = now() WHERE id = $1",
        [quoteId],
      );
    });
    return ok(await quoteWithLines(request.db, quoteId));
  },
};
