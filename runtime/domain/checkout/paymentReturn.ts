import { postForm } from '../../data/postForm';

/**
 * The hosted payment page's result as the storefront's /payment-return hands it to the checkout:
 * `?paymentResult=<base64url JSON of the signed fields>` (server/app/paymentReturn.ts). Nothing
 * here is trusted: the CRM verifies the signature, amount and reference.
 */

/** The query parameter that carries the result. */
export const PAYMENT_RESULT_PARAM = 'paymentResult';

/** The signed fields of a result parameter, or null when it is not one. */
export function decodePaymentResult(encoded: string | null): Record<string, string> | null {
  if (!encoded) return null;
  try {
    const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const fields: Record<string, string> = {};
    for (const [name, field] of Object.entries(value as Record<string, unknown>))
      if (typeof field === 'string') fields[name] = field;
    return fields;
  } catch {
    return null;
  }
}

/** The receipt page the payment page returns to, then back into `next` (a path of this store). */
export function paymentReturnUrl(next: string): string {
  return `/payment-return?next=${encodeURIComponent(next)}`;
}

/**
 * Sends the buyer to the hosted payment page: a form POST of the signed fields, as providers
 * require (the card is entered there, never on our pages).
 */
export function postToPaymentPage(url: string, fields: Readonly<Record<string, string>>): void {
  postForm(url, fields);
}

/**
 * Whether the CRM's refusal of a payment call is final: a payment request or result it answered
 * with 4xx (not signed, not this store's, not the caller's, not matching) will never be accepted,
 * so the result may leave the page and a new attempt needs a new key. A timeout, a throttle or a
 * server failure may have been recorded or may be next time: the result stays (in the URL) to be
 * handed over again and the attempt keeps its key, which the CRM answers with the outcome it
 * recorded, never a second payment.
 */
export function refusedForGood(error: unknown): boolean {
  const status =
    error && typeof error === 'object' && 'statusCode' in error
      ? Number((error as { statusCode: unknown }).statusCode)
      : NaN;
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}
