import { SIGNED_RESULT_FIELDS } from '../../../../schemas/payment/hostedPaymentFields';
import { paymentConfig } from '../../../payment/paymentConfig';
import { toSignedFields, verifyFields } from '../../../payment/signature';
import type { PaymentOutcome } from '../../../../schemas/checkout/checkoutCalls';
import { resolveCaller } from '../../caller';
import { crmError, decodeNested, ok, payloadArg, type CrmHandler } from '../../handler';
import { invoicePaymentRecords } from '../../records/invoices';
import { invoicePaymentOfCaller, settleInvoicePayment } from '../../records/invoicePayments';
import { ownedQuote } from '../../records/ownedQuote';
import { nextRecordId } from '../../records/recordIds';
import type { InvoicePaymentOutcome } from '../../../../schemas/billing/billingCalls';
import type { Db } from '../../../shared/contracts';

/** What the buyer is told for the page's reason codes (CyberSource-style codes). */
const REASONS: Record<string, string> = {
  '100': 'Payment approved.',
  '202': 'The card has expired. Use another card.',
  '203': 'The card was declined by the bank. Use another card or pay on account.',
  '476': 'The bank could not verify the card holder. Try again or use another card.',
};

/**
 * Receives the hosted payment page's signed result (the fields it posted back to the storefront)
 * and records the payment or the decline. Refused, recording nothing: a result not signed with the
 * merchant's secret or with fields outside the signature (forged or tampered), one for a request
 * this CRM did not issue, one whose amount, currency or reference differ from the signed
 * request, and one for a quote whose total changed since. The same result again from its owner
 * (a reload, a retry after a lost answer) gets the outcome recorded the first time and records
 * nothing more; any other result for a request already processed is refused.
 *
 * The request's subject is a quote (checkout) or an invoice payment (billing portal,
 * records/invoicePayments.ts): the checks and the recorded payment are the same; an approved
 * invoice payment is applied to its invoices once, and only while they still owe it.
 */
export const paymentRequestHandler: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const fields = toSignedFields(decodeNested(payloadArg(request, 'fields') ?? request.payload));
    const config = paymentConfig();
    const verified = verifyFields(fields, SIGNED_RESULT_FIELDS, config.secretKey);
    if (!verified.ok) {
      return crmError(
        verified.reason === 'expired'
          ? 'The payment result has expired. Start the payment again.'
          : 'The payment result is not signed by the payment provider.',
        403,
      );
    }
    const uuid = fields.req_transaction_uuid ?? '';
    const [issued] = await request.db.query<{
      quote_id: string | null;
      invoice_payment_id: string | null;
      reference_number: string | null;
      amount: number;
      currency: string;
      status: string;
      transaction_type: string;
    }>(
      `SELECT quote_id, invoice_payment_id, reference_number, amount, currency, status, transaction_type
         FROM payment_requests WHERE transaction_uuid = $1`,
      [uuid],
    );
    if (!issued) return crmError('This payment was not started by this store.', 403);
    const due = { amount: Number(issued.amount), currency: issued.currency };
    const caller = await resolveCaller(request);
    // The subject's owner: the quote's (checkout) or the invoice payment's account (billing).
    let owner: { accountId: string; quoteId: string | null; invoicePaymentId: string | null };
    if (issued.invoice_payment_id) {
      const invoicePayment = await invoicePaymentOfCaller(
        request.db,
        caller,
        issued.invoice_payment_id,
      );
      if (!invoicePayment) return crmError('Payment not found.', 404);
      owner = {
        accountId: String(invoicePayment.account_id),
        quoteId: null,
        invoicePaymentId: issued.invoice_payment_id,
      };
    } else {
      const owned = await ownedQuote(request, caller, issued.quote_id);
      if ('refused' in owned) return owned.refused;
      owner = {
        accountId: String(owned.quote.account_id),
        quoteId: String(owned.quote.id),
        invoicePaymentId: null,
      };
    }
    if (issued.status !== 'Issued') {
      // The same signed result again from its owner (a reload, or a retry after the first answer
      // was lost on the way): the outcome recorded then, and nothing recorded twice.
      const recorded = await recordedOutcome(request.db, uuid, fields.transaction_id);
      if (!recorded) return crmError('This payment result was already processed.', 409);
      return answer(recorded);
    }
    if (
      fields.req_reference_number !== (issued.reference_number ?? issued.quote_id) ||
      fields.req_currency !== issued.currency ||
      Number(fields.req_amount).toFixed(2) !== Number(issued.amount).toFixed(2) ||
      fields.req_transaction_type !== issued.transaction_type
    ) {
      return crmError('The payment result does not match the payment request.', 403);
    }
    const accepted = fields.decision === 'ACCEPT';
    if (accepted && Number(fields.auth_amount).toFixed(2) !== Number(issued.amount).toFixed(2))
      return crmError('The authorised amount differs from the amount due.', 403);

    const outcome = await request.db.transaction(async (tx) => {
      // The guard against a replay racing this one: only one call turns Issued into Completed.
      const [claimed] = await tx.query(
        `UPDATE payment_requests SET status = 'Completed' WHERE transaction_uuid = $1 AND status = 'Issued'
         RETURNING 1`,
        [uuid],
      );
      if (!claimed) return null;
      const last4 = (fields.req_card_number ?? '').slice(-4) || null;
      let changed: boolean;
      if (owner.invoicePaymentId) {
        const settled = await settleInvoicePayment(tx, owner.invoicePaymentId, {
          accepted,
          message: fields.message ?? '',
          cardBrand: fields.card_type_name || null,
          cardLast4: last4,
        });
        if (!settled) return null;
        changed = settled === 'Voided';
      } else {
        const [current] = await tx.query<{ total: number; status: string }>(
          'SELECT total, status FROM quotes WHERE id = $1',
          [owner.quoteId],
        );
        changed =
          current?.status !== 'Draft' ||
          Number(current.total).toFixed(2) !== Number(issued.amount).toFixed(2);
      }
      const status: PaymentOutcome['status'] = !accepted
        ? 'Declined'
        : changed
          ? 'Voided'
          : 'Authorized';
      const id = await nextRecordId(tx, 'a0P');
      const token = accepted && !changed ? fields.payment_token || null : null;
      await tx.query(
        `INSERT INTO payments (id, quote_id, invoice_payment_id, transaction_uuid, transaction_id, decision,
            reason_code, message, status, amount, currency, card_brand, card_last4, card_expiry, auth_code,
            payment_token)
         VALUES ($1, $2, $16, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
        [
          id,
          owner.quoteId,
          uuid,
          fields.transaction_id,
          fields.decision,
          fields.reason_code,
          fields.message,
          status,
          issued.amount,
          issued.currency,
          fields.card_type_name || null,
          last4,
          fields.req_card_expiry_date || null,
          fields.auth_code || null,
          token,
          owner.invoicePaymentId,
        ],
      );
      if (status === 'Authorized' && owner.quoteId) {
        await tx.query(
          `UPDATE quotes SET payment_method = 'Card', updated_at = now() WHERE id = $1`,
          [owner.quoteId],
        );
      }
      if (token && caller.contactId) {
        await tx.query(
          `INSERT INTO saved_cards (token, account_id, contact_id, brand, last4, expiry, holder_name)
           VALUES ($1, $2, $3, $4, $5, $6, NULL) ON CONFLICT (token) DO NOTHING`,
          [
            token,
            owner.accountId,
            caller.contactId,
            fields.card_type_name || 'Credit/Debit',
            last4 ?? '',
            fields.req_card_expiry_date ?? '',
          ],
        );
      }
      return { id, status, last4, token };
    });
    if (outcome) return answer(outcome);
    // Another call with this result claimed it meanwhile: its outcome, once it is recorded.
    const recorded = await recordedOutcome(request.db, uuid, fields.transaction_id);
    if (!recorded) return crmError('This payment result was already processed.', 409);
    return answer(recorded);

    async function answer(outcome: RecordedOutcome) {
      const message =
        outcome.status === 'Voided'
          ? owner.invoicePaymentId
            ? 'An invoice in this payment was paid or changed while you were paying, so the card was not charged. Review the invoices and pay again.'
            : 'The cart changed while you were paying, so this payment was not used. Review the order and pay again.'
          : fields.decision === 'CANCEL'
            ? 'Payment cancelled. Choose how you would like to pay.'
            : (REASONS[fields.reason_code ?? ''] ??
              fields.message ??
              'The payment was not approved.');
      const paid = {
        paymentId: outcome.id,
        status: outcome.status,
        decision: fields.decision ?? '',
        reasonCode: fields.reason_code ?? '',
        message,
        amount: due.amount,
        currency: due.currency,
        cardBrand: fields.card_type_name || null,
        cardLast4: outcome.last4,
        savedCardToken: outcome.token,
      } satisfies PaymentOutcome;
      if (!owner.invoicePaymentId) return ok(paid);
      await request.db.query('UPDATE invoice_payments SET message = $2 WHERE id = $1', [
        owner.invoicePaymentId,
        message,
      ]);
      const [receipt] = await invoicePaymentRecords(request.db, owner.accountId, {
        ids: [owner.invoicePaymentId],
      });
      return ok({ ...paid, invoicePayment: receipt! } satisfies InvoicePaymentOutcome);
    }
  },
};

/** A payment as recorded for a result: what its answer is made of. */
interface RecordedOutcome {
  id: string;
  status: PaymentOutcome['status'];
  last4: string | null;
  token: string | null;
}

/** The payment recorded for this very result (its request and the provider's transaction). */
async function recordedOutcome(
  db: Db,
  transactionUuid: string,
  transactionId: string | undefined,
): Promise<RecordedOutcome | null> {
  if (!transactionId) return null;
  const [row] = await db.query<{
    id: string;
    status: PaymentOutcome['status'];
    card_last4: string | null;
    payment_token: string | null;
  }>(
    `SELECT id, status, card_last4, payment_token FROM payments
      WHERE transaction_uuid = $1 AND transaction_id = $2`,
    [transactionUuid, transactionId],
  );
  return row
    ? { id: row.id, status: row.status, last4: row.card_last4, token: row.payment_token }
    : null;
}
