import { SIGNED_RESULT_FIELDS } from '../../../../schemas/payment/hostedPaymentFields';
import { paymentConfig } from '../../../payment/paymentConfig';
import { toSignedFields, verifyFields } from '../../../payment/signature';
import { resolveCaller } from '../../caller';
import { crmError, decodeNested, ok, payloadArg, type CrmHandler } from '../../handler';
import { ownedQuote } from '../../records/ownedQuote';
import { nextRecordId } from '../../records/recordIds';

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
 * this CRM did not issue, one already processed (replayed), one whose amount, currency or
 * reference differ from the signed request, and one for a quote whose total changed since.
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
      quote_id: string;
      amount: number;
      currency: string;
      status: string;
      transaction_type: string;
    }>(
      'SELECT quote_id, amount, currency, status, transaction_type FROM payment_requests WHERE transaction_uuid = $1',
      [uuid],
    );
    if (!issued) return crmError('This payment was not started by this store.', 403);
    const caller = await resolveCaller(request);
    const owned = await ownedQuote(request, caller, issued.quote_id);
    if ('refused' in owned) return owned.refused;
    if (issued.status !== 'Issued')
      return crmError('This payment result was already processed.', 409);
    if (
      fields.req_reference_number !== issued.quote_id ||
      fields.req_currency !== issued.currency ||
      Number(fields.req_amount).toFixed(2) !== Number(issued.amount).toFixed(2) ||
      fields.req_transaction_type !== issued.transaction_type
    ) {
      return crmError('The payment result does not match the payment request.', 403);
    }
    const accepted = fields.decision === 'ACCEPT';
    if (accepted && Number(fields.auth_amount).toFixed(2) !== Number(issued.amount).toFixed(2))
      return crmError('The authorised amount differs from the amount due.', 403);
    const { quote } = owned;

    const outcome = await request.db.transaction(async (tx) => {
      // The guard against a replay racing this one: only one call turns Issued into Completed.
      const [claimed] = await tx.query(
        `UPDATE payment_requests SET status = 'Completed' WHERE transaction_uuid = $1 AND status = 'Issued'
         RETURNING 1`,
        [uuid],
      );
      if (!claimed) return null;
      const [current] = await tx.query<{ total: number; status: string }>(
        'SELECT total, status FROM quotes WHERE id = $1',
        [issued.quote_id],
      );
      const changed =
        current?.status !== 'Draft' ||
        Number(current.total).toFixed(2) !== Number(issued.amount).toFixed(2);
      const status = !accepted ? 'Declined' : changed ? 'Voided' : 'Authorized';
      const id = await nextRecordId(tx, 'a0P');
      const last4 = (fields.req_card_number ?? '').slice(-4) || null;
      const token = accepted && !changed ? fields.payment_token || null : null;
      await tx.query(
        `INSERT INTO payments (id, quote_id, transaction_uuid, transaction_id, decision, reason_code,
            message, status, amount, currency, card_brand, card_last4, card_expiry, auth_code, payment_token)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
        [
          id,
          issued.quote_id,
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
        ],
      );
      if (status === 'Authorized') {
        await tx.query(
          `UPDATE quotes SET payment_method = 'Card', updated_at = now() WHERE id = $1`,
          [issued.quote_id],
        );
      }
      if (token && caller.contactId) {
        await tx.query(
          `INSERT INTO saved_cards (token, account_id, contact_id, brand, last4, expiry, holder_name)
           VALUES ($1, $2, $3, $4, $5, $6, NULL) ON CONFLICT (token) DO NOTHING`,
          [
            token,
            quote.account_id,
            caller.contactId,
            fields.card_type_name || 'Credit/Debit',
            last4 ?? '',
            fields.req_card_expiry_date ?? '',
          ],
        );
      }
      return { id, status, last4, token };
    });
    if (!outcome) return crmError('This payment result was already processed.', 409);
    const message =
      outcome.status === 'Voided'
        ? 'The cart changed while you were paying, so this payment was not used. Review the order and pay again.'
        : fields.decision === 'CANCEL'
          ? 'Payment cancelled. Choose how you would like to pay.'
          : (REASONS[fields.reason_code ?? ''] ??
            fields.message ??
            'The payment was not approved.');
    return ok({
      paymentId: outcome.id,
      status: outcome.status,
      decision: fields.decision,
      reasonCode: fields.reason_code,
      message,
      amount: Number(issued.amount),
      currency: issued.currency,
      cardBrand: fields.card_type_name || null,
      cardLast4: outcome.last4,
      savedCardToken: outcome.token,
    });
  },
};
