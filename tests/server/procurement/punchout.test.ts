import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Crm, Db } from '../../../server/shared/contracts';
import { createCrm } from '../../../server/crm/index';
import { DEMO_QUOTES } from '../../../server/db/seed/crmRecords';
import { openTestDatabase } from '../../../server/db/testing';
import { createProcurementStandIn } from '../../../server/procurement/createProcurementStandIn';
import { callerOf, crmCall, PAUL } from '../crm/crmCall';

let db: Db;
let crm: Crm;
let procurement: ReturnType<typeof createProcurementStandIn>;
beforeAll(async () => {
  db = await openTestDatabase();
  crm = createCrm(db);
  procurement = createProcurementStandIn(db);
});
afterAll(async () => {
  await db.close();
});

const ORIGIN = 'http://localhost:5241';
const form = (path: string, fields: Record<string, string>) =>
  procurement.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }),
  );
const shuttle = async (quoteId: string, rest = {}) => {
  const result = await crm.makeCall(
    crmCall('getShuttleInfo', { callType: 'GET', query: { quoteId }, ...rest }),
  );
  return {
    ...result,
    parsed:
      typeof result.content === 'string' && !result.content.startsWith('ERROR')
        ? (JSON.parse(result.content) as { shuttleUrl: string | null; buyerCookie?: string })
        : null,
  };
};

describe('the procurement stand-in and getShuttleInfo', () => {
  it('has no shuttle address for a quote outside a punchout session', async () => {
    const info = await shuttle(DEMO_QUOTES.mariaCart);
    expect(info.statusCode).toBe(200);
    expect(info.parsed).toEqual({ shuttleUrl: null });
  });

  it('starts a punchout session with a quote id and sends the buyer to the storefront cart', async () => {
    const home = await procurement.fetch(new Request(`${ORIGIN}/procurement`));
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Start punchout session');
    expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

    const started = await form('/procurement/punchout', {
      host: 'portal.localhost',
      username: 'maria.manager',
      quoteId: DEMO_QUOTES.mariaCart,
    });
    expect(started.status).toBe(303);
    expect(started.headers.get('location')).toBe(
      `http://portal.localhost:5241/cart/${DEMO_QUOTES.mariaCart}`,
    );

    const info = await shuttle(DEMO_QUOTES.mariaCart);
    expect(info.parsed?.shuttleUrl).toMatch(
      /^http:\/\/localhost:5241\/procurement\/sessions\/PO-[0-9a-f]{16}\/return$/,
    );
    // Another contact cannot read the quote's shuttle address.
    const paul = await shuttle(DEMO_QUOTES.mariaCart, {
      contactId: PAUL.contactId,
      userType: PAUL.group,
      caller: callerOf(PAUL),
    });
    expect(paul.statusCode).toBe(404);
  });

  it('refuses a session for a quote of someone else or an unknown user', async () => {
    const foreign = await form('/procurement/punchout', {
      host: 'portal.localhost',
      username: 'paul.portal',
      quoteId: DEMO_QUOTES.mariaCart,
    });
    expect(foreign.status).toBe(400);
    expect(await foreign.text()).toContain(
      `Quote ${DEMO_QUOTES.mariaCart} is not a quote of paul.portal.`,
    );
    const unknown = await form('/procurement/punchout', {
      host: 'portal.localhost',
      username: 'nobody',
      quoteId: DEMO_QUOTES.mariaCart,
    });
    expect(await unknown.text()).toContain('No storefront user nobody.');
  });

  it('shows the cart the storefront posts back, and closes the session', async () => {
    const info = await shuttle(DEMO_QUOTES.mariaCart);
    const returnPath = new URL(info.parsed?.shuttleUrl ?? '').pathname;
    const cart = {
      quoteId: DEMO_QUOTES.mariaCart,
      currency: 'USD',
      total: 1234.5,
      lines: [
        { sku: 'CX-AB-0001', title: 'Anti-CD3 antibody', qty: 2, unitPrice: 300, totalPrice: 600 },
      ],
    };
    const BuyerCookie = info.parsed?.buyerCookie ?? '';
    expect(BuyerCookie).toMatch(/^[0-9a-f]{32}$/);
    const wrong = await form(returnPath, {
      cart: JSON.stringify({ ...cart, quoteId: DEMO_QUOTES.paulEmptyCart }),
      BuyerCookie,
    });
    expect(wrong.status).toBe(400);
    // Without the session's buyer cookie (cXML BuyerCookie) nobody else can return a cart to it.
    const noCookie = await form(returnPath, { cart: JSON.stringify(cart) });
    expect(noCookie.status).toBe(400);
    expect(await noCookie.text()).toContain("the buyer cookie is not this session's");
    const forged = await form(returnPath, {
      cart: JSON.stringify(cart),
      BuyerCookie: 'f'.repeat(32),
    });
    expect(forged.status).toBe(400);
    const returned = await form(returnPath, { cart: JSON.stringify(cart), BuyerCookie });
    expect(returned.status).toBe(303);
    // The session takes one cart.
    const again = await form(returnPath, { cart: JSON.stringify(cart), BuyerCookie });
    expect(again.status).toBe(409);
    const shown = await procurement.fetch(
      new Request(`${ORIGIN}${returned.headers.get('location')}`),
    );
    const html = await shown.text();
    expect(html).toContain('Cart received from the supplier');
    expect(html).toContain('Anti-CD3 antibody');
    expect(html).toContain('$1,234.50');
    expect((await shuttle(DEMO_QUOTES.mariaCart)).parsed).toEqual({ shuttleUrl: null });
  });
});
