import type { Crm, Db } from '../../../server/shared/contracts';
import { createHostedPaymentPage } from '../../../server/payment/hostedPaymentRoutes';
import { paymentConfig } from '../../../server/payment/paymentConfig';
import { crmCall } from '../crm/crmCall';

/** Test helper: drives the hosted payment page the way a browser does (forms, 303 redirects). */
export function paymentPage(db: Db) {
  const app = createHostedPaymentPage(db, paymentConfig());
  const origin = 'http://portal.localhost';
  const post = (path: string, form: Record<string, string>) =>
    app.fetch(
      new Request(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      }),
    );
  const get = (path: string) => app.fetch(new Request(`${origin}${path}`));
  return { app, post, get };
}

const unescape = (text: string) =>
  text.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));

/** The hidden fields of the result page's form. */
export function hiddenFields(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [
      unescape(m[1] ?? ''),
      unescape(m[2] ?? ''),
    ]),
  );
}

export async function signRequest(
  crm: Crm,
  quoteId: string,
  extra: Record<string, unknown> = {},
  rest = {},
) {
  const result = await crm.makeCall(
    crmCall('generateSignature', {
      payload: { quoteId, returnUrl: '/payment-return?next=/checkout', ...extra },
      ...rest,
    }),
  );
  return result;
}

/**
 * Pays through the page: posts the signed request, then the card (or the saved-card confirmation),
 * answers a challenge when given, and returns the signed result the page posts back to the store.
 */
export async function payOnPage(
  page: ReturnType<typeof paymentPage>,
  fields: Record<string, string>,
  card: Record<string, string> | null,
  challengeCode?: string,
): Promise<Record<string, string>> {
  const start = await page.post('/hosted-payment/pay', fields);
  if (start.status !== 303)
    throw new Error(`payment page refused the request: ${start.status} ${await start.text()}`);
  const location = start.headers.get('location') ?? '';
  const uuid = location.split('/').pop() ?? '';
  const submitted = await page.post(`/hosted-payment/pay/${uuid}/card`, card ?? {});
  if (submitted.status !== 303)
    throw new Error(`card refused: ${submitted.status} ${await submitted.text()}`);
  if (challengeCode !== undefined) {
    const answered = await page.post(`/hosted-payment/pay/${uuid}/challenge`, {
      challenge_code: challengeCode,
    });
    if (answered.status !== 303) throw new Error(`challenge refused: ${answered.status}`);
  }
  const resultPage = await page.get(location);
  return hiddenFields(await resultPage.text());
}

export const GOOD_CARD = {
  card_holder: 'Maria Keller',
  card_number: '4111 1111 1111 1111',
  card_expiry_month: '12',
  card_expiry_year: String(new Date().getUTCFullYear() + 2),
  card_cvn: '123',
};
