/**
 * The hosted payment page's signed field lists (a CyberSource Secure Acceptance style contract),
 * shared by the server that signs and verifies and the checkout block that posts the form. Pure
 * data: the HMAC itself is computed on the server only, where the secret key lives.
 *
 * A signature is HMAC-SHA256, base64, over `name=value` pairs joined by commas, in the order of
 * the `signed_field_names` field (which names itself).
 */

/** Fields the storefront's request must sign (generateSignature), in this order. */
export const SIGNED_REQUEST_FIELDS = [
  'access_key',
  'profile_id',
  'transaction_uuid',
  'signed_field_names',
  'unsigned_field_names',
  'signed_date_time',
  'locale',
  'transaction_type',
  'reference_number',
  'amount',
  'currency',
  'override_custom_receipt_page',
] as const;

/** Signed in addition when the buyer pays with a saved card. */
export const PAYMENT_TOKEN_FIELD = 'payment_token';

/** Fields the page's result signs, in this order (plus payment_token when a card was saved). */
export const SIGNED_RESULT_FIELDS = [
  'decision',
  'reason_code',
  'message',
  'transaction_id',
  'auth_code',
  'auth_amount',
  'req_transaction_uuid',
  'req_reference_number',
  'req_amount',
  'req_currency',
  'req_transaction_type',
  'req_card_number',
  'req_card_expiry_date',
  'card_type_name',
  'signed_field_names',
  'signed_date_time',
] as const;

/** The page's decisions: approved, declined (card or 3-D Secure), cancelled by the buyer. */
export type PaymentDecision = 'ACCEPT' | 'DECLINE' | 'CANCEL' | 'ERROR';

/**
 * Transaction types the storefront may ask for: authorise, and optionally save the card; or only
 * save a card (`create_payment_token`, amount 0.00: the account area's payment methods).
 */
export const TRANSACTION_TYPES = [
  'authorization',
  'authorization,create_payment_token',
  'create_payment_token',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** The tokenize-only type: the page saves the card and charges nothing. */
export const TOKENIZE_ONLY: TransactionType = 'create_payment_token';

/** How long a signed request or result stays valid. */
export const SIGNATURE_MAX_AGE_MS = 15 * 60 * 1000;

/** The signed date format: UTC to the second, e.g. 2026-11-25T08:40:00Z. */
export function signedDateTime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}
