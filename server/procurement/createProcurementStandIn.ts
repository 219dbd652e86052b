import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Db } from '../shared/contracts';
import { DEMO_STOREFRONTS } from '../shared/demo';
import {
  PROCUREMENT_CSS,
  homePage,
  sessionPage,
  type ReturnedCart,
  type SessionRow,
} from './procurementPages';
import { PROCUREMENT_PATH } from './procurementPaths';

const SESSION_ID = /^PO-[0-9a-f]{16}$/;

const HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'self'; form-action 'self' http://*.localhost:*; frame-ancestors 'none'; base-uri 'none'",
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

/** The storefront's origin on the same port as the request (demo hosts resolve to loopback). */
function storefrontOrigin(c: Context, host: string): string {
  const url = new URL(c.req.url);
  return `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`;
}

/** A cart as the storefront posts it: a JSON `cart` field (or a JSON body). */
function parseCart(value: unknown): ReturnedCart | null {
  if (typeof value !== 'string' || value.length > 200_000) return null;
  try {
    const cart = JSON.parse(value) as unknown;
    return cart && typeof cart === 'object' && !Array.isArray(cart) ? (cart as ReturnedCart) : null;
  } catch {
    return null;
  }
}

/**
 * A small e-procurement system stand-in (the buyer's side of a punchout): starts a punchout
 * session for a requisitioner and a supplier quote, sends them to the supplier's storefront, and
 * shows the cart the storefront posts back to the session's return address (getShuttleInfo's
 * shuttleUrl). See docs/local-stack.md.
 */
export function createProcurementStandIn(db: Db) {
  const app = new Hono().basePath(PROCUREMENT_PATH);
  const hosts = [
    DEMO_STOREFRONTS.portal.domain,
    DEMO_STOREFRONTS.sso.domain,
    DEMO_STOREFRONTS.guest.domain,
  ];

  const sessions = () =>
    db.query<SessionRow & Record<string, unknown>>(
      `SELECT s.*, c.username FROM punchout_sessions s LEFT JOIN contacts c ON c.id = s.contact_id
        ORDER BY s.created_at DESC LIMIT 50`,
    );

  app.get('/assets/procurement.css', (c) =>
    c.body(PROCUREMENT_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }),
  );

  app.get('/', async (c) =>
    c.html(
      homePage({
        sessions: await sessions(),
        hosts,
        defaults: { username: 'maria.manager', quoteId: '0Q0Dn00000Cart0001' },
      }),
      200,
      HEADERS,
    ),
  );

  app.post('/punchout', async (c) => {
    const form = await c.req.parseBody();
    const username = String(form.username ?? '').trim();
    const quoteId = String(form.quoteId ?? '').trim();
    const host = hosts.includes(String(form.host))
      ? String(form.host)
      : DEMO_STOREFRONTS.portal.domain;
    const [quote] = await db.query<{ id: string; contact_id: string | null; status: string }>(
      'SELECT id, contact_id, status FROM quotes WHERE id = $1',
      [quoteId],
    );
    const [contact] = await db.query<{ id: string }>(
      'SELECT id FROM contacts WHERE lower(username) = lower($1)',
      [username],
    );
    const error = !contact
      ? `No storefront user ${username}.`
      : !quote || (quote.contact_id && quote.contact_id !== contact.id)
        ? `Quote ${quoteId} is not a quote of ${username}.`
        : quote.status !== 'Draft'
          ? `Quote ${quoteId} is ${quote.status}; punch out with an open cart.`
          : null;
    if (error || !contact || !quote)
      return c.html(
        homePage({
          sessions: await sessions(),
          hosts,
          defaults: { username, quoteId },
          error: error ?? '',
        }),
        400,
        HEADERS,
      );
    const id = `PO-${randomBytes(8).toString('hex')}`;
    const origin = new URL(c.req.url).origin;
    await db.query(
      `INSERT INTO punchout_sessions (id, quote_id, contact_id, buyer_cookie, browser_form_post_url, from_identity)
       VALUES ($1, $2, $3, $4, $5, 'ProcureHub-Local')`,
      [
        id,
        quote.id,
        contact.id,
        randomBytes(16).toString('hex'),
        `${origin}${PROCUREMENT_PATH}/sessions/${id}/return`,
      ],
    );
    return c.redirect(`${storefrontOrigin(c, host)}/cart/${encodeURIComponent(quote.id)}`, 303);
  });

  app.get('/sessions/:id', async (c) => {
    const id = c.req.param('id');
    const [session] = SESSION_ID.test(id)
      ? await db.query<SessionRow & Record<string, unknown>>(
          `SELECT s.*, c.username FROM punchout_sessions s LEFT JOIN contacts c ON c.id = s.contact_id WHERE s.id = $1`,
          [id],
        )
      : [];
    if (!session) return c.text('Not Found', 404);
    return c.html(
      sessionPage(
        session,
        `${storefrontOrigin(c, DEMO_STOREFRONTS.portal.domain)}/cart/${session.quote_id}`,
      ),
      200,
      HEADERS,
    );
  });

  // The storefront's "Return cart to procurement" posts here (a cross-site form POST).
  app.post('/sessions/:id/return', async (c) => {
    const id = c.req.param('id');
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const cart = parseCart((form as Record<string, unknown>).cart);
    if (!SESSION_ID.test(id) || !cart)
      return c.text('Bad Request: expected a cart field of JSON', 400);
    const [session] = await db.query<{
      quote_id: string;
      buyer_cookie: string;
      returned_at: string | null;
    }>('SELECT quote_id, buyer_cookie, returned_at FROM punchout_sessions WHERE id = $1', [id]);
    if (!session) return c.text('Not Found', 404);
    // cXML's BuyerCookie: only the storefront that was given this session's cookie returns to it.
    if ((form as Record<string, unknown>).BuyerCookie !== session.buyer_cookie)
      return c.text("Bad Request: the buyer cookie is not this session's", 400);
    if (cart.quoteId && cart.quoteId !== session.quote_id)
      return c.text('Bad Request: the cart is not the quote of this session', 400);
    if (session.returned_at)
      return c.text('Conflict: this session has already received its cart', 409);
    await db.query(
      'UPDATE punchout_sessions SET returned_cart = $2, returned_at = now() WHERE id = $1',
      [id, JSON.stringify(cart)],
    );
    return c.redirect(`${PROCUREMENT_PATH}/sessions/${id}`, 303);
  });

  return app;
}
