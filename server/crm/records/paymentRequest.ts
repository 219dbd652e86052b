import { randomUUID } from 'node:crypto';
import {
  PAYMENT_TOKEN_FIELD,
  SIGNED_REQUEST_FIELDS,
  signedDateTime,
  type TransactionType,
} from '../../../schemas/payment/hostedPaymentFields';
import type { PaymentSignature } from '../../../schemas/checkout/checkoutCalls';
import { paymentConfig } from '../../payment/paymentConfig';
import { signFields } from '../../payment/signature';
import type { Db } from '../../shared/contracts';
import type { Caller } from '../caller';
import { crmError, payloadArg, stringArg, type CrmRequest } from '../handler';
import type { ActionResult } from '../../shared/contracts';

/** What is paid: a quote at checkout, or an invoice payment in the billing portal. */
export type PaymentSubject =
  { kind: 'quote'; quoteId: string } | { kind: 'invoicePayment'; invoicePaymentId: string };

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

/** The card options of a generateSignature call: a saved card of the account, or save the new one. */
export async function cardOptions(
  request: CrmRequest,
  caller: Caller,
  accountId: string,
): Promise<{ token: string | null; saveCard: boolean } | { refused: ActionResult }> {
  const token = stringArg(request, 'paymentToken');
  if (token) {
    const [card] = await request.db.query(
      `SELECT 1 FROM saved_cards WHERE token = $1 AND account_id = $2
          AND (contact_id IS NULL OR contact_id = $3)`,
      [token, accountId, caller.contactId],
    );
    if (!card) return { refused: crmError('That saved card is not available.', 404) };
  }
  const saveCard = !token && payloadArg(request, 'saveCard') === true && Boolean(caller.contactId);
  return { token, saveCard };
}

/**
 * Signs one payment attempt for the hosted payment page and records it (payment_requests), so
 * paymentRequestHandler accepts a result only for a request issued here, for its amount, once.
 * The amount and currency are the subject's own, read by the caller of this function from the
 * database, never the client's.
 */
export async function signPaymentRequest(
  db: Db,
  request: {
    subject: PaymentSubject;
    reference: string;
    amount: number;
    currency: string;
    accountId: string;
    contactId: string | null;
    returnUrl: string;
    token: string | null;
    saveCard: boolean;
  },
): Promise<PaymentSignature> {
  const config = paymentConfig();
  const transactionType: TransactionType = request.saveCard
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
    reference_number: request.reference,
    amount: request.amount.toFixed(2),
    currency: request.currency,
    override_custom_receipt_page: request.returnUrl,
    ...(request.token ? { [PAYMENT_TOKEN_FIELD]: request.token } : {}),
  };
  const names = [...SIGNED_REQUEST_FIELDS, ...(request.token ? [PAYMENT_TOKEN_FIELD] : [])];
  const signed = signFields(fields, names, config.secretKey);
  await db.query(
    `INSERT INTO payment_requests (transaction_uuid, quote_id, invoice_payment_id, reference_number,
        account_id, contact_id, amount, currency, transaction_type, signed_date_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      fields.transaction_uuid,
      request.subject.kind === 'quote' ? request.subject.quoteId : null,
      request.subject.kind === 'invoicePayment' ? request.subject.invoicePaymentId : null,
      request.reference,
      request.accountId,
      request.contactId,
      fields.amount,
      fields.currency,
      transactionType,
      now.toISOString(),
    ],
  );
  return { message: signed.signature ?? '', fields: signed, paymentPageUrl: config.pageUrl };
}
