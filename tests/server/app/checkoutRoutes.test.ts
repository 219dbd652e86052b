import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createApp } from '../../../server/app/createApp';
import { readConfig } from '../../../server/app/config';
import { dbStorefrontDirectory } from '../../../server/app/dbStorefrontDirectory';
import { createGateway } from '../../../server/gateway/createGateway';
import { createDocumentStore } from '../../../server/crm/documents/documentStore';
import { createCrm } from '../../../server/crm/index';
import { DEMO_QUOTES } from '../../../server/db/seed/crmRecords';
import { openTestDatabase } from '../../../server/db/testing';
import { createHostedPaymentPage } from '../../../server/payment/hostedPaymentRoutes';
import { paymentConfig } from '../../../server/payment/paymentConfig';
import { createProcurementStandIn } from '../../../server/procurement/createProcurementStandIn';
import type { Db } from '../../../server/shared/contracts';
import {
  decodeAction,
  gatewayRequest,
  MAKE_CALL,
  makeCallData,
  TEST_API_KEY,
} from '../gateway/gatewayClient';

let db: Db;
let app: Hono;

beforeAll(async () => {
  db = await openTestDatabase();
  const config = { ...readConfig({}), gatewayApiKey: TEST_API_KEY };
  app = createApp({
    config,
    directory: dbStorefrontDirectory(db),
    gateway: createGateway({
      db,
      crm: createCrm(db),
      identity: null,
      apiKey: TEST_API_KEY,
      testMode: false,
    }),
    cognito: null,
    htmlTemplate: async () =>
      '<!doctype html><html><head><!--blockfront-head--></head><body></body></html>',
    buildManifest: () => ({ buildId: 'test-build', builtAt: '2026-01-01T00:00:00.000Z' }),
    ssoOauthDomain: null,
    documents: createDocumentStore(db),
    hostedPayment: createHostedPaymentPage(db, paymentConfig()),
    procurement: createProcurementStandIn(db),
  });
});

afterAll(() => db.close());

const at = (path: string, init: RequestInit = {}) =>
  app.fetch(
    new Request(`http://guest.localhost:5173${path}`, {
      ...init,
      headers: { host: 'guest.localhost:5173', ...init.headers },
    }),
  );

const postForm = (path: string, fields: Record<string, string>) =>
  at(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

describe("the storefront's payment receipt route", () => {
  it('moves the posted result into the checkout URL with a 303, so a reload does not post again', async () => {
    const fields = { decision: 'ACCEPT', signature: 'abc+/=', req_reference_number: 'Q1' };
    const response = await postForm('/payment-return?next=/checkout', fields);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '', 'http://x');
    expect(location.pathname).toBe('/checkout');
    const decoded = JSON.parse(
      Buffer.from(location.searchParams.get('paymentResult') ?? '', 'base64url').toString('utf8'),
    );
    expect(decoded).toEqual(fields);
  });

  it('never redirects off the storefront', async () => {
    for (const next of ['//evil.test/x', 'https://evil.test/', '/\\evil.test']) {
      const response = await postForm(`/payment-return?next=${encodeURIComponent(next)}`, {
        decision: 'ACCEPT',
      });
      expect(response.headers.get('location')?.startsWith('/checkout?paymentResult=')).toBe(true);
    }
  });
});

describe('the hosted payment page and the procurement stand-in on the local stack', () => {
  it('serves the payment page with its own CSP, and refuses an unsigned request', async () => {
    const css = await at('/hosted-payment/assets/page.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    const refused = await postForm('/hosted-payment/pay', { amount: '1.00' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(await refused.text()).toContain('Payment request refused');
  });

  it('serves the procurement stand-in', async () => {
    const response = await at('/procurement');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('ProcureHub');
  });

  it('signs a payment request through the gateway for a guest cart', async () => {
    const response = await app.fetch(
      gatewayRequest(MAKE_CALL, {
        data: makeCallData('generateSignature', {
          payload: JSON.stringify({ quoteId: DEMO_QUOTES.guestCart, returnUrl: '/payment-return' }),
        }),
      }),
    );
    const result = decodeAction(
      (await response.json()) as { data: Record<string, unknown> },
      'salesforceActions',
    );
    const crm = JSON.parse(String(result.salesforceActions)) as {
      statusCode: number;
      content: { message: string; fields: Record<string, string> };
    };
    expect(crm.statusCode).toBe(200);
    expect(crm.content.fields.reference_number).toBe(DEMO_QUOTES.guestCart);
    expect(crm.content.message).toBe(crm.content.fields.signature);
  });
});
