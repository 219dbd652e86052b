import { resolveCaller } from '../../caller';
import { crmError, ok, payloadArg, stringArg, type CrmHandler } from '../../handler';
import { prepareInvoicePayment } from '../../records/invoicePayments';
import { ownedQuote } from '../../records/ownedQuote';
import { cardOptions, receiptPage, signPaymentRequest } from '../../records/paymentRequest';
import { refreshQuoteShipping } from '../../records/quoteShipping';

/**
 * Signs a payment request for the hosted payment page (spec 000 section 7: generateSignature
 * returns message, the signature). Two subjects share the one flow (records/paymentRequest.ts):
 *
 * - checkout (payload quoteId): the amount and currency are the quote's own; the reference is the
 *   quote id;
 * - invoices (payload invoicePayment {allocations [{invoiceId, amount}], idempotencyKey}): the
 *   billing portal's payment of one or several open invoices of the account, full or partial
 *   (records/invoicePayments.ts); the reference is the payment's receipt number.
 *
 * Every attempt gets a new transaction uuid, recorded so that paymentRequestHandler accepts a
 * result only for a request issued here, once. Also: returnUrl (the storefront's receipt page),
 * saveCard (ask the page for a token), paymentToken (pay with a saved card of the caller's
 * account).
 */
export const generateSignature: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const caller = await resolveCaller(request);
    const returnUrl = receiptPage(stringArg(request, 'returnUrl'), request.call.domain);

    const invoicePayment = payloadArg(request, 'invoicePayment');
    if (invoicePayment !== undefined) {
      if (!returnUrl) return crmError('returnUrl must be a page of this storefront.');
      const prepared = await prepareInvoicePayment(request.db, caller, invoicePayment);
      if ('refused' in prepared) return prepared.refused;
      const card = await cardOptions(request, caller, prepared.accountId);
      if ('refused' in card) return card.refused;
      return ok(
        await signPaymentRequest(request.db, {
          subject: { kind: 'invoicePayment', invoicePaymentId: prepared.id },
          reference: prepared.receiptNumber,
          amount: prepared.amount,
          currency: prepared.currency,
          accountId: prepared.accountId,
          contactId: caller.contactId,
          returnUrl,
          ...card,
        }),
      );
    }

    const owned = await ownedQuote(request, caller, stringArg(request, 'quoteId', 'recordId'));
    if ('refused' in owned) return owned.refused;
    const { quote } = owned;
    const quoteId = String(quote.id);
    if (quote.status !== 'Draft')
      return crmError(`This quote is ${String(quote.status)} and can no longer be paid.`, 409);
    if (!returnUrl) return crmError('returnUrl must be a page of this storefront.');
    const card = await cardOptions(request, caller, String(quote.account_id));
    if ('refused' in card) return card.refused;

    await refreshQuoteShipping(request.db, quoteId);
    const [priced] = await request.db.query<{ total: number; currency: string; lines: number }>(
      `SELECT total, currency, (SELECT count(*)::int FROM quote_line_items WHERE quote_id = q.id) AS lines
         FROM quotes q WHERE id = $1`,
      [quoteId],
    );
    if (!priced || priced.lines === 0) return crmError('The cart is empty.');
    if (Number(priced.total) <= 0) return crmError('There is nothing to pay.');

    return ok(
      await signPaymentRequest(request.db, {
        subject: { kind: 'quote', quoteId },
        reference: quoteId,
        amount: Number(priced.total),
        currency: priced.currency,
        accountId: String(quote.account_id),
        contactId: caller.contactId,
        returnUrl,
        ...card,
      }),
    );
  },
};
