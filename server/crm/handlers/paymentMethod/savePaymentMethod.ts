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
 * tampered), one for a request not issued by addPaymentMethod to this caller at this account, and
 * a card of a brand the asking page does not accept. The same result again from its owner (a
 * reload, a retry after a lost answer) gets the outcome it had and saves nothing more.
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

    const decision = decide(fields, issued.accepted_brands);
    const outcome = await request.db.transaction(
      async (tx): Promise<PaymentMethodOutcome | null> => {
        const [claimed] = await tx.query(
          `UPDATE payment_method_requests SET status = 'Completed'
          WHERE transaction_uuid = $1 AND status = 'Issued' RETURNING 1`,
          [fields.req_transaction_uuid],
        );
        if (!claimed) return null;
        if ('outcome' in decision) return decision.outcome;
        const { token, brand, last4, expiry } = decision.card;
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
        return savedOutcome({ ...decision.card, isDefault });
      },
    );
    if (outcome) return ok(outcome);
    // The same result again from its owner (a reload, a retry after the first answer was lost):
    // the outcome it had, and nothing saved twice; a card removed since is not saved again.
    if ('outcome' in decision) return ok(decision.outcome);
    const [saved] = await request.db.query<{ is_default: boolean }>(
      `SELECT is_default FROM saved_cards WHERE token = $1 AND account_id = $2 AND contact_id = $3`,
      [decision.card.token, accountId, contactId],
    );
    if (saved) return ok(savedOutcome({ ...decision.card, isDefault: saved.is_default }));
    return crmError('This card result was already processed.', 409);
  },
};

interface CardToSave {
  token: string;
  brand: string;
  last4: string;
  expiry: string;
}

/**
 * What a verified result of an issued request comes to: a card to save, or the outcome that saves
 * nothing (cancelled, declined, a brand the asking page does not accept, an expired card). It
 * depends on the signed fields only, so the same result again comes to the same.
 */
function decide(
  fields: Record<string, string | undefined>,
  acceptedBrands: readonly string[],
): { card: CardToSave } | { outcome: PaymentMethodOutcome } {
  if (fields.decision === 'CANCEL')
    return { outcome: { status: 'Cancelled', message: 'No card was added.', card: null } };
  const token = fields[PAYMENT_TOKEN_FIELD];
  if (fields.decision !== 'ACCEPT' || !token)
    return {
      outcome: {
        status: 'Declined',
        message:
          REASONS[fields.reason_code ?? ''] ?? 'The card was not accepted, so it was not saved.',
        card: null,
      },
    };
  const brand = fields.card_type_name || 'Credit/Debit';
  if (acceptedBrands.length > 0 && !acceptedBrands.includes(brand))
    return {
      outcome: {
        status: 'Refused',
        message: `${brand} cards are not accepted here. Add a ${acceptedBrands.join(', ')} card.`,
        card: null,
      },
    };
  const expiry = fields.req_card_expiry_date ?? '';
  if (isCardExpired(expiry, new Date()))
    return { outcome: { status: 'Declined', message: REASONS['202'] ?? '', card: null } };
  return { card: { token, brand, last4: (fields.req_card_number ?? '').slice(-4), expiry } };
}

function savedOutcome(card: CardToSave & { isDefault: boolean }): PaymentMethodOutcome {
  return {
    status: 'Saved',
    message: `Your ${card.brand} ending in ${card.last4} was saved.`,
    card,
  };
}
