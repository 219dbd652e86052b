import type { Hono } from 'hono';
import { toSignedFields } from '../payment/signature';

/** The storefront's receipt page for the hosted payment page (generateSignature's returnUrl). */
export const PAYMENT_RETURN_PATH = '/payment-return';

/** Where the buyer goes after the receipt: a path of this storefront, /checkout by default. */
function nextPath(value: string | undefined): string {
  return value && /^\/(?![/\\])[^\s]*$/.test(value) ? value : '/checkout';
}

/**
 * The payment page posts its signed result here (a cross-site form POST, as providers do). The
 * single-page app cannot take a POST, so the result moves to the page's URL with a 303 (POST,
 * redirect, GET: a reload does not post again), where the checkout reads it and hands it to
 * paymentRequestHandler through the gateway. Nothing is trusted here: the CRM verifies the
 * signature, amount and reference.
 */
export function mountPaymentReturn(app: Hono): void {
  app.post(PAYMENT_RETURN_PATH, async (c) => {
    const fields = toSignedFields(await c.req.parseBody().catch(() => ({})));
    const target = nextPath(c.req.query('next'));
    const encoded = Buffer.from(JSON.stringify(fields), 'utf8').toString('base64url');
    const separator = target.includes('?') ? '&' : '?';
    return c.redirect(`${target}${separator}paymentResult=${encoded}`, 303);
  });
}
