import { PAYMENT_RESULT_PARAM } from '../domain/checkout/paymentReturn';

/**
 * URLs whose first render depends on what only the browser holds, so the server leaves them to
 * the client: the single sign-on callback (`code` on the root completes the sign-in), dev mode
 * (`isDev`, which the client also keeps in the tab's storage and shows schema errors with) and a
 * return from the hosted payment page (`paymentResult` on the checkout or an invoice payment: the
 * hand-over to the CRM reads the tab's stored attempt and removes the parameter as it answers).
 */
export function firstPageSkipReason(url: URL): string | null {
  if (url.searchParams.has('code')) return 'a sign-in callback';
  if (url.searchParams.has('isDev')) return 'dev mode';
  if (url.searchParams.has(PAYMENT_RESULT_PARAM)) return 'a return from the payment page';
  return null;
}
