import { randomUUID } from 'node:crypto';
import {
  PAYMENT_TOKEN_FIELD,
  SIGNED_REQUEST_FIELDS,
  signedDateTime,
  type TransactionType,
} from '../../../../schemas/payment/hostedPaymentFields';
import { paymentConfig } from '../../../payment/paymentConfig';
import { signFields } from '../../../payment/signature';
import { resolveCaller } from '../../caller';
import { crmError, ok, payloadArg, stringArg, type CrmHandler } from '../../handler';
import { ownedQuote } from '../../records/ownedQuote';
import { refreshQuoteShipping } from '../../records/quoteShipping';

/** A receipt page on the calling storefront: a path, or a URL on the call's own host. */
export function receiptPage(value: string | null, domain: string): string | null {
  if (!value) return null;
  if (/^\/(?![/\\])/.test(value)) return value;
  try {
    const url = new URL(value);
    const host = url.hostname.toLowerCase();
    return /^https?:$/.test(url.protocol) && host === domain.toLowerCase() ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Signs a payment request for the hosted payment page (spec 000 section 7: generateSignature
 * returns message, the signature). The amount and currency are the quote's own, read here, never
 * the client's; the reference is the quote id; every attempt gets a new transaction uuid, recorded
 * so that paymentRequestHandler accepts a result only for a request issued here, once. Payload:
 * quoteId, returnUrl (the storefront's receipt page), saveCard (ask the page for a token),
 * paymentToken (pay with a saved card of the caller's account).
 */
export const generateSignature: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const caller = await resolveCaller(request);
    const owned = await ownedQuote(request, caller, stringArg(request, 'quoteId', 'recordId'));
    if ('refused' in owned) return owned.refused;
    const { quote } = owned;
    const quoteId = String(quote.id);
    if (quote.status !== 'Draft')
      return crmError(`This quote is ${String(quote.status)} and can no longer be paid.`, 409);
    const returnUrl = receiptPage(stringArg(request, 'returnUrl'), request.call.domain);
    if (!returnUrl) return crmError('returnUrl must be a page of this storefront.');
    const token = stringArg(request, 'paymentToken');
    if (token) {
      const [card] = await request.db.query(
        `SELECT 1 FROM saved_cards WHERE token = $1 AND account_id = $2
            AND (contact_id IS NULL OR contact_id = $3)`,
        [token, quote.account_id, caller.contactId],
      );
      if (!card) return crmError('That saved card is not available.', 404);
    }
    const saveCard =
      !token && payloadArg(request, 'saveCard') === true && Boolean(caller.contactId);

    await refreshQuoteShipping(request.db, quoteId);
    const [priced] = await request.db.query<{ total: number; currency: string; lines: number }>(
      `SELECT total, currency, (SELECT count(*)::int FROM quote_line_items WHERE quote_id = q.id) AS lines
         FROM quotes q WHERE id = $1`,
      [quoteId],
    );
    if (!priced || priced.lines === 0) return crmError('The cart is empty.');
    if (Number(priced.total) <= 0) return crmError('There is nothing to pay.');

    const config = paymentConfig();
    const transactionType: TransactionType = saveCard
      ? 'authorization,create_payment_token'
      : 'authorization';
    const now = new Date();
    const fields: Record<string, string> = {
      access_key: config.accessKey,
      profile_id: config.profileId,
      transaction_uuid: randomUUID(),
      unsigned_field_names: '',
      signed_date_time: signedDateTime(now),
      locale: 'en-us',
      transaction_type: transactionType,
      reference_number: quoteId,
      amount: Number(priced.total).toFixed(2),
      currency: priced.currency,
      override_custom_receipt_page: returnUrl,
      ...(token ? { [PAYMENT_TOKEN_FIELD]: token } : {}),
    };
    const names = [...SIGNED_REQUEST_FIELDS, ...(token ? [PAYMENT_TOKEN_FIELD] : [])];
    const signed = signFields(fields, names, config.secretKey);
    await request.db.query(
      `INSERT INTO payment_requests (transaction_uuid, quote_id, account_id, contact_id, amount,
          currency, transaction_type, signed_date_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        fields.transaction_uuid,
        quoteId,
        quote.account_id,
        caller.contactId,
        fields.amount,
        fields.currency,
        transactionType,
        now.toISOString(),
      ],
    );
    return ok({ message: signed.signature, fields: signed, paymentPageUrl: config.pageUrl });
  },
};
