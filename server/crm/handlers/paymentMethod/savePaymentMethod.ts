import type { PaymentMethodOutcome } from '../../../../schemas/address/accountBillingCalls';
import { isCardExpired } from '../../../../schemas/payment/cardExpiry';
import {
  PAYMENT_TOKEN_FIELD,
  SIGNED_RESULT_FIELDS,
  TOKENIZE_ONLY,
} from '../../../../schemas/payment/hostedPaymentFields';
import { paymentConfig } from '../../../payment/paymentConfig';
import { toSignedFields, verifyFields } from '../../../payment/signature';
import { crmError, decodeNested, ok, payloadArg, type CrmHandler } from '../../handler';
import { signedInAccount } from '../../records/signedInAccount';

/** What the customer is told for the page's reason codes when a card is not saved. */
const REASONS: Record<string, string> = {
  '202': 'The card has expired. Add a card that is still valid.',
  '203': 'The bank declined the card, so it was not saved. Add another card.',
  '476': 'The bank could not verify the card holder, so the card was not saved. Try again.',
};

/**
 * Receives the hosted page's signed result of a tokenize-only request (the fields it posted back
 * to the store) and saves the card's token with its brand, last four digits and expiry: never a
 * card number. Refused, saving nothing: a result not signed with the merchant's secret (forged or
 * tampered), one for a request not issued by addPaymentMethod to this caller at this account, one
 * already processed (replayed), and a card of a brand the asking page does not accept.
 */
export const savePaymentMethod: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const signedIn = await signedInAccount(request, 'saved cards');
    if ('refused' in signedIn) return signedIn.refused;
    const { accountId, contactId } = signedIn.caller;
    const fields = toSignedFields(decodeNested(payloadArg(request, 'fields') ?? request.payload));
    const names = [
      ...SIGNED_RESULT_FIELDS,
      ...(fields[PAYMENT_TOKEN_FIELD] !== undefined ? [PAYMENT_TOKEN_FIELD] : []),
    ];
    const verified = verifyFields(fields, names, paymentConfig().secretKey);
    if (!verified.ok)
      return crmError(
        verified.reason === 'expired'
          ? 'The card result has expired. Add the card again.'
          : 'The card result is not signed by the payment provider.',
        403,
      );
    const [issued] = await request.db.query<{
      account_id: string;
      contact_id: string;
      accepted_brands: string[];
      make_default: boolean;
    }>(
      `SELECT account_id, contact_id, accepted_brands, make_default FROM payment_method_requests
        WHERE transaction_uuid = $1`,
      [fields.req_transaction_uuid ?? ''],
    );
    if (
      !issued ||
      issued.account_id !== accountId ||
      issued.contact_id !== contactId ||
      fields.req_transaction_type !== TOKENIZE_ONLY
    )
      return crmError('This card was not added through this store.', 403);

    const outcome = await request.db.transaction(
      async (tx): Promise<PaymentMethodOutcome | null> => {
        const [claimed] = await tx.query(
          `UPDATE payment_method_requests SET status = 'Completed'
          WHERE transaction_uuid = $1 AND status = 'Issued' RETURNING 1`,
          [fields.req_transaction_uuid],
        );
        if (!claimed) return null;
        if (fields.decision === 'CANCEL')
          return { status: 'Cancelled', message: 'No card was added.', card: null };
        if (fields.decision !== 'ACCEPT' || !fields[PAYMENT_TOKEN_FIELD])
          return {
            status: 'Declined',
            message:
              REASONS[fields.reason_code ?? ''] ??
              'The card was not accepted, so it was not saved.',
            card: null,
          };
        const brand = fields.card_type_name || 'Credit/Debit';
        const accepted = issued.accepted_brands;
        if (accepted.length > 0 && !accepted.includes(brand))
          return {
            status: 'Refused',
            message: `${brand} cards are not accepted here. Add a ${accepted.join(', ')} card.`,
            card: null,
          };
        const expiry = fields.req_card_expiry_date ?? '';
        if (isCardExpired(expiry, new Date()))
          return { status: 'Declined', message: REASONS['202'] ?? '', card: null };
        const token = fields[PAYMENT_TOKEN_FIELD];
        const last4 = (fields.req_card_number ?? '').slice(-4);
        const [others] = await tx.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM saved_cards WHERE account_id = $1 AND contact_id = $2',
          [accountId, contactId],
        );
        // The first card is the default; a later one when the customer asked for it.
        const isDefault = issued.make_default || Number(others?.count ?? 0) === 0;
        if (isDefault)
          await tx.query(
            'UPDATE saved_cards SET is_default = false WHERE account_id = $1 AND contact_id = $2',
            [accountId, contactId],
          );
        await tx.query(
          `INSERT INTO saved_cards (token, account_id, contact_id, brand, last4, expiry, holder_name, is_default)
         VALUES ($1, $2, $3, $4, $5, $6, NULL, $7) ON CONFLICT (token) DO NOTHING`,
          [token, accountId, contactId, brand, last4, expiry, isDefault],
        );
        return {
          status: 'Saved',
          message: `Your ${brand} ending in ${last4} was saved.`,
          card: { token, brand, last4, expiry, isDefault },
        };
      },
    );
    if (!outcome) return crmError('This card result was already processed.', 409);
    return ok(outcome);
  },
};
