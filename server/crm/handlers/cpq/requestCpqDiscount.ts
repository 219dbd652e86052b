import { crmError, forbidden, ok, payloadArg, stringArg, type CrmHandler } from '../../handler';
import { readBundles } from '../../records/cpqCatalog';
import { applyLineDiscount, cpqQuoteForCaller, readCpqQuote } from '../../records/cpqQuotes';
import { discountVerdict } from '../../../../schemas/cpq/cpqPricing';
import { cpqBuyerOf, isRefusal, QUOTE_NOT_FOUND } from './cpqCaller';

/**
 * A manager's discount request on a saved quote (quoteId, percent, reason). The server decides:
 * only a manager of the account may ask (403 for anyone else, before anything is read), with a
 * reason; up to the bundle's automatic limit it is approved at once and the quote's lines carry
 * it, above it the request waits for the sales desk (Pending, lines without the discount), above
 * the maximum it is refused with the limit named. A new request replaces the previous one.
 */
export const requestCpqDiscount: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const buyer = cpqBuyerOf(request.caller, 'request a discount');
    if (isRefusal(buyer)) return buyer;
    if (!request.caller.isManager) return forbidden('Only a manager can request a discount.');
    const quoteId = stringArg(request, 'quoteId');
    if (!quoteId) return crmError('quoteId is required.');
    const quote = await cpqQuoteForCaller(request.db, request.caller, quoteId);
    if (!quote) return crmError(QUOTE_NOT_FOUND, 404);
    if (quote.status === 'Ordered') return crmError('This quote has been ordered.', 409);
    const rawPercent = payloadArg(request, 'percent') ?? stringArg(request, 'percent');
    const percent = typeof rawPercent === 'string' ? Number(rawPercent) : Number(rawPercent ?? NaN);
    const reasonArg = payloadArg(request, 'reason');
    const reason = typeof reasonArg === 'string' ? reasonArg.trim() : '';
    const [bundle] = await readBundles(request.db, buyer.accountId, String(quote.bundle_id));
    if (!bundle) return crmError('Bundle not found.', 404);
    const verdict = discountVerdict(bundle.discountPolicy, { percent, reason, isManager: true });
    if (!verdict.allowed) return crmError(verdict.reason);
    const approved = verdict.state === 'Approved';
    await request.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE cpq_quotes SET discount_percent = $2, discount_reason = $3, approval_state = $4,
                requested_by = $5, requested_at = now(),
                decided_at = CASE WHEN $4 = 'Approved' THEN now() ELSE NULL END, decision_note = $6
          WHERE quote_id = $1`,
        [
          quoteId,
          percent,
          reason.slice(0, 500),
          verdict.state,
          buyer.contactId,
          approved
            ? `Approved automatically: within the ${bundle.discountPolicy.autoApprovePercent}% a manager may give.`
            : 'Waiting for the Cellaris sales desk.',
        ],
      );
      await applyLineDiscount(tx, quoteId, approved ? percent : 0);
    });
    return ok(await readCpqQuote(request.db, quoteId));
  },
};
