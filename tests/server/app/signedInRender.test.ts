import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createApp } from '../../../server/app/createApp';
import { readConfig } from '../../../server/app/config';
import { dbStorefrontDirectory } from '../../../server/app/dbStorefrontDirectory';
import { safeFirstPageRenderer } from '../../../server/app/firstPageRenderer';
import {
  SESSION_COOKIE,
  SESSION_COOKIE_MAX_AGE_S,
  decodeSessionCookie,
  encodeSessionCookie,
  sessionCookieMaxAge,
} from '../../../server/app/session/sessionCookie';
import { createGateway } from '../../../server/gateway/createGateway';
import { createSessionVerifier } from '../../../server/gateway/caller/verifyUserToken';
import { createDocumentStore } from '../../../server/crm/documents/documentStore';
import { createCrm } from '../../../server/crm/index';
import { openTestDatabase } from '../../../server/db/testing';
import { startIdentity, type LocalIdentity } from '../../../server/identity/startIdentity';
import type { Db } from '../../../server/shared/contracts';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_STOREFRONTS,
  DEMO_USERS,
  type DemoStorefrontKey,
} from '../../../server/shared/demo';
import {
  FIRST_PAGE_ELEMENT_ID,
  SIGNED_IN_COOKIE,
  type FirstPagePayload,
} from '../../../schemas/firstPage';
import { BOOT_ELEMENT_ID, type BootConfig } from '../../../schemas/boot';
import { generateCatalogue } from '../../../server/db/seed/catalogue';
import { orderHistory } from '../../../server/db/seed/orderHistory';
import { supportRequestRows } from '../../../server/db/seed/supportRequests';
import { DEMO_QUOTES } from '../../../server/db/seed/crmRecords';
import type { Cart } from '../../../runtime/domain/cart/cartTypes';
// The SSR bundle's source, through the same Vite plugins (serverRender.test.ts does the same).
import { renderFirstPage } from '../../../blocks/serverEntry';

/**
 * A signed-in visitor's first page rendered on the server (issue 22): the session cookie set by
 * POST /session from a real token of the local user pool, verified as the gateway verifies
 * callers; the page rendered as that caller through the real gateway, CRM and seed; its cache
 * headers; and every cookie the server must refuse.
 */

const TEMPLATE =
  '<!doctype html><html><head><title>x</title><!--blockfront-head--></head><body><div id="root"></div><script type="module" src="/assets/a.js"></script></body></html>';
const PORTAL = DEMO_STOREFRONTS.portal.domain;
const GUEST = DEMO_STOREFRONTS.guest.domain;
const EMPTY_ROOT = '<div id="root"></div>';

let db: Db;
let identity: LocalIdentity;
let dataDir: string;
let app: Hono;
let renders = 0;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'blockfront-signed-in-'));
  [db, identity] = await Promise.all([
    openTestDatabase(),
    startIdentity({
      dataDir: path.join(dataDir, 'identity'),
      ssoIssuer: 'http://sso.localhost:5173',
      poolIssuerDomain: 'http://localhost:5173/identity/cognito',
    }),
  ]);
  const config = { ...readConfig({}), testMode: true };
  const renderer = safeFirstPageRenderer(
    async (request) => {
      renders += 1;
      return renderFirstPage(request);
    },
    (line) => console.warn(line),
    // The time limit is not what these tests are about; the shared machine is often busy.
    15_000,
  );
  app = createApp({
    config,
    directory: dbStorefrontDirectory(db),
    gateway: createGateway({
      db,
      crm: createCrm(db),
      identity: identity.admin,
      apiKey: config.gatewayApiKey,
      testMode: true,
    }),
    cognito: identity.cognito,
    htmlTemplate: async () => TEMPLATE,
    buildManifest: () => ({ buildId: 'signed-in', builtAt: '2026-01-01T00:00:00.000Z' }),
    ssoOauthDomain: null,
    documents: createDocumentStore(db),
    renderFirstPage: renderer,
    sessions: createSessionVerifier({ db, identity: identity.admin }),
  });
}, 60_000);

afterAll(async () => {
  await identity?.stop();
  await db?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A demo user's access token from the pool, issued to a storefront's app client. */
async function signIn(username: string, storefront: DemoStorefrontKey = 'portal'): Promise<string> {
  const response = await identity.cognito(
    new Request('http://localhost:5173/identity/cognito', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: DEMO_STOREFRONTS[storefront].clientId,
        AuthParameters: { USERNAME: username, PASSWORD: DEMO_PASSWORD },
      }),
    }),
  );
  const body = (await response.json()) as { AuthenticationResult?: { AccessToken?: string } };
  const token = body.AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(body)}`);
  return token;
}

const request = (host: string, pathAndQuery: string, init: RequestInit = {}) =>
  app.fetch(
    new Request(`http://${host}:5173${pathAndQuery}`, {
      ...init,
      headers: { host: `${host}:5173`, ...(init.headers as Record<string, string>) },
    }),
  );

const postSession = (host: string, token: string, body: unknown = {}, headers = {}) =>
  request(host, '/session', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** The `name=value` of a Set-Cookie header, and its attributes lower-cased. */
function parseSetCookie(header: string | null) {
  if (!header) throw new Error('no Set-Cookie');
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const [name, ...value] = pair.split('=');
  return {
    name,
    value: value.join('='),
    attributes: attributes.map((a) => a.toLowerCase()),
    maxAge: Number(/max-age=(\d+)/i.exec(header)?.[1]),
  };
}

async function sessionCookieFor(host: string, token: string, body: unknown = {}) {
  const response = await postSession(host, token, body);
  expect(response.status).toBe(200);
  return `${SESSION_COOKIE}=${parseSetCookie(response.headers.get('set-cookie')).value}`;
}

const page = (host: string, pathAndQuery: string, cookie?: string) =>
  request(host, pathAndQuery, cookie ? { headers: { cookie } } : {});

function payloadOf(html: string): FirstPagePayload | null {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_PAGE_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  return match ? (JSON.parse(match[1]!) as FirstPagePayload) : null;
}

/** The page's markup (#root), without the data the client hydrates from. */
function markupOf(html: string): string {
  const start = html.indexOf('<div id="root"');
  return html.slice(start, html.indexOf(`id="${FIRST_PAGE_ELEMENT_ID}"`, start));
}

/** The cart the page's query cache holds (the server's read of it); undefined: none read. */
function renderedCartOf(html: string, what: string): Cart | null | undefined {
  const payload = payloadOf(html);
  if (!payload) throw new Error(`${what}: not rendered by the server`);
  const { queries } = payload.queries as {
    queries: { queryKey: unknown[]; state: { data?: unknown } }[];
  };
  const cart = queries.find((query) => JSON.stringify(query.queryKey) === '["cart"]');
  return cart ? (cart.state.data as Cart | null) : undefined;
}

function bootOf(html: string): BootConfig {
  const match = new RegExp(
    `<script type="application/json" id="${BOOT_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  return JSON.parse(match![1]!) as BootConfig;
}

describe('the session cookie', () => {
  it('is set from a valid token: HttpOnly, SameSite=Lax, host-only, no longer than the token', async () => {
    const token = await signIn('maria.manager');
    const response = await postSession(PORTAL, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookie = parseSetCookie(response.headers.get('set-cookie'));
    expect(cookie.name).toBe(SESSION_COOKIE);
    expect(cookie.attributes).toEqual(
      expect.arrayContaining(['path=/', 'httponly', 'samesite=lax']),
    );
    // Host-only (each storefront its own host) and not Secure over plain http.
    expect(cookie.attributes.some((a) => a.startsWith('domain='))).toBe(false);
    expect(cookie.attributes).not.toContain('secure');
    const exp = (
      JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
        exp: number;
      }
    ).exp;
    expect(cookie.maxAge).toBeGreaterThan(0);
    expect(Date.now() + cookie.maxAge * 1000).toBeLessThanOrEqual(exp * 1000 + 1000);
    expect(decodeSessionCookie(cookie.value)).toEqual({ token, accountId: null });
    const answer = (await response.json()) as { username: string; expiresAt: number };
    expect(answer.username).toBe('maria.manager');
  });

  it('is Secure when the request came over https', async () => {
    const token = await signIn('maria.manager');
    const response = await postSession(PORTAL, token, {}, { 'x-forwarded-proto': 'https' });
    expect(parseSetCookie(response.headers.get('set-cookie')).attributes).toContain('secure');
  });

  it('lives until the token expires, never past a day', () => {
    const now = 1_000_000;
    expect(sessionCookieMaxAge(now + 3_600_000, now)).toBe(3600);
    expect(sessionCookieMaxAge(now - 1, now)).toBe(0);
    expect(sessionCookieMaxAge(now + 90 * 86_400_000, now)).toBe(SESSION_COOKIE_MAX_AGE_S);
    expect(sessionCookieMaxAge(null, now)).toBe(SESSION_COOKIE_MAX_AGE_S);
  });

  it('is refused for a missing, forged or revoked token and for another storefront', async () => {
    const cleared = (response: Response) => {
      expect(response.status).toBe(401);
      const cookie = parseSetCookie(response.headers.get('set-cookie'));
      expect(cookie.value).toBe('');
      expect(cookie.maxAge).toBe(0);
    };
    cleared(
      await request(PORTAL, '/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      }),
    );
    const token = await signIn('maria.manager');
    const [header, claims, signature = ''] = token.split('.');
    const forgedClaims = Buffer.from(
      JSON.stringify({
        ...(JSON.parse(Buffer.from(claims!, 'base64url').toString()) as object),
        username: 'paul.portal',
      }),
    ).toString('base64url');
    cleared(await postSession(PORTAL, `${header}.${forgedClaims}.${signature}`));
    cleared(await postSession(PORTAL, `${header}.${claims}.${signature.slice(0, -4)}AAAA`));
    // A token of the guest shop's app client is not one of the portal's.
    cleared(await postSession(PORTAL, await signIn('maria.manager', 'guest')));
    // Signed out everywhere: the pool revoked it.
    const revoked = await signIn('paul.portal');
    await identity.cognito(
      new Request('http://localhost:5173/identity/cognito', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.GlobalSignOut',
        },
        body: JSON.stringify({ AccessToken: revoked }),
      }),
    );
    cleared(await postSession(PORTAL, revoked));
  });

  it('refuses a cross-site request and is removed by DELETE /session', async () => {
    const token = await signIn('maria.manager');
    const crossSite = await postSession(PORTAL, token, {}, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('set-cookie')).toBeNull();
    const removed = await request(PORTAL, '/session', {
      method: 'DELETE',
      headers: { origin: `http://${PORTAL}:5173` },
    });
    expect(removed.status).toBe(204);
    const cookie = parseSetCookie(removed.headers.get('set-cookie'));
    expect([cookie.name, cookie.value, cookie.maxAge]).toEqual([SESSION_COOKIE, '', 0]);
  });
});

describe("a signed-in visitor's first page", () => {
  it('is rendered as that caller: their name and account in the header, private, never their token', async () => {
    const token = await signIn('maria.manager');
    const cookie = await sessionCookieFor(PORTAL, token);
    const response = await page(PORTAL, '/', cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toContain('Cookie');
    expect(response.headers.get('set-cookie')).toBeNull();
    const html = await response.text();
    expect(html).toContain('data-first-page');
    expect(html).toContain('bf-header-account-name">Maria<');
    expect(html).toContain(DEMO_ACCOUNTS.main.name);
    expect(html).not.toContain(token);
    expect(payloadOf(html)?.viewer).toEqual({
      username: 'maria.manager',
      givenName: 'Maria',
      familyName: 'Keller',
      userType: 'AWSManager',
      accountId: DEMO_ACCOUNTS.main.id,
      accountName: DEMO_ACCOUNTS.main.name,
      indirectBuyerId: null,
    });
    expect(bootOf(html).session).toMatchObject({ username: 'maria.manager', accountId: null });
  });

  it('without the cookie, the login-required portal leaves the page to the client (sign-in first)', async () => {
    const response = await page(PORTAL, '/');
    const html = await response.text();
    expect(html).toContain(EMPTY_ROOT);
    expect(html).not.toContain('Maria');
    expect(bootOf(html).session).toBeUndefined();
  });

  it('acts for the chosen account only when the CRM lets the caller act for it', async () => {
    const token = await signIn('maria.manager');
    const related = await page(
      PORTAL,
      '/',
      await sessionCookieFor(PORTAL, token, { accountId: DEMO_ACCOUNTS.related.id }),
    );
    const relatedHtml = await related.text();
    expect(relatedHtml).toContain(DEMO_ACCOUNTS.related.name);
    expect(payloadOf(relatedHtml)?.viewer?.accountId).toBe(DEMO_ACCOUNTS.related.id);
    // Another customer's account: the CRM refuses the read, the client renders the page.
    const foreign = await page(
      PORTAL,
      '/',
      await sessionCookieFor(PORTAL, token, { accountId: DEMO_ACCOUNTS.sso.id }),
    );
    const foreignHtml = await foreign.text();
    expect(foreignHtml).toContain(EMPTY_ROOT);
    expect(foreignHtml).not.toContain(DEMO_ACCOUNTS.sso.name);
  });

  it('is never stored in nor answered from the shared guest page cache', async () => {
    const token = await signIn('maria.manager', 'guest');
    const cookie = await sessionCookieFor(GUEST, token);
    // A guest's page first (cached for every guest), then the signed-in visitor's, then a guest's.
    const guestBefore = await page(GUEST, '/');
    expect(guestBefore.headers.get('cache-control')).toMatch(/^public/);
    const before = renders;
    const signedIn = await (await page(GUEST, '/', cookie)).text();
    expect(renders).toBe(before + 1);
    expect(signedIn).toContain('bf-header-account-name">Maria<');
    // Block visibility follows the signed-in user's group, as in the browser.
    expect(markupOf(signedIn)).toContain('Signed in as a Cellaris customer');
    expect(markupOf(signedIn)).not.toContain('to see your institution');
    const guestAfter = await page(GUEST, '/');
    const guestHtml = await guestAfter.text();
    expect(guestHtml).not.toContain('Maria');
    expect(markupOf(guestHtml)).toContain('to see your institution');
    expect(markupOf(guestHtml)).not.toContain('Signed in as a Cellaris customer');
    expect(payloadOf(guestHtml)?.viewer ?? null).toBeNull();
    // The guest's answer came from the cache (no render) and is the guest's own.
    expect(renders).toBe(before + 1);
    expect(guestAfter.headers.get('etag')).toBe(guestBefore.headers.get('etag'));
    // And the signed-in visitor's second request is rendered again, never the guests' page.
    await page(GUEST, '/', cookie);
    expect(renders).toBe(before + 2);
  });

  it("refuses a forged cookie, another storefront's and a revoked one, and clears it", async () => {
    const guestToken = await signIn('maria.manager', 'guest');
    const portalToken = await signIn('paul.portal');
    const forged = `${SESSION_COOKIE}=${encodeSessionCookie({
      token: `${portalToken.slice(0, -6)}AAAAAA`,
      accountId: null,
    })}`;
    const garbage = `${SESSION_COOKIE}=not-a-session`;
    const otherStorefront = `${SESSION_COOKIE}=${encodeSessionCookie({ token: guestToken, accountId: null })}`;
    for (const cookie of [forged, garbage, otherStorefront]) {
      const response = await page(PORTAL, '/', cookie);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      const cleared = parseSetCookie(response.headers.get('set-cookie'));
      expect([cleared.name, cleared.value, cleared.maxAge]).toEqual([SESSION_COOKIE, '', 0]);
      const html = await response.text();
      expect(html).toContain(EMPTY_ROOT);
      expect(html).not.toContain('Maria');
      expect(html).not.toContain('Paul');
      expect(bootOf(html).session).toBeUndefined();
    }
    // On the guest shop the refused cookie's visitor gets the guest's page, still private.
    const portalCookie = `${SESSION_COOKIE}=${encodeSessionCookie({ token: portalToken, accountId: null })}`;
    const onGuest = await page(GUEST, '/', portalCookie);
    expect(onGuest.headers.get('cache-control')).toBe('private, no-cache');
    expect(parseSetCookie(onGuest.headers.get('set-cookie')).maxAge).toBe(0);
    const guestHtml = await onGuest.text();
    expect(guestHtml).toContain('data-first-page');
    expect(guestHtml).not.toContain('Paul');
  });

  it('renders the account area, the cart and the checkout as the visitor, privately', async () => {
    const cookie = await sessionCookieFor(PORTAL, await signIn('maria.manager'));
    const withGuidance = `${cookie}; bf-guidance=1`;
    for (const path of ['/billing/account', '/billing/enhancedList', '/cart', '/checkout']) {
      const response = await page(PORTAL, path, withGuidance);
      expect(response.headers.get('cache-control'), path).toBe('private, no-cache');
      const html = await response.text();
      expect(html, path).toContain('data-first-page');
      expect(markupOf(html), path).toContain('Maria');
    }
  });

  it("holds the signed-in visitor's own cart, which the gateway picks, whatever the cookies name", async () => {
    const maria = `${await sessionCookieFor(PORTAL, await signIn('maria.manager'))}; bf-guidance=1`;
    for (const path of ['/cart', '/checkout']) {
      const html = await (await page(PORTAL, path, maria)).text();
      const cart = renderedCartOf(html, path);
      expect(cart?.quote.id, path).toBe(DEMO_QUOTES.mariaCart);
      expect(cart!.lineItems.length, path).toBe(3);
      const markup = markupOf(html);
      // Every step with its data: the cart, the quote's fields, the address book, the shipping
      // methods for the quote's country, the saved cards; no block left loading.
      expect(markup, path).not.toContain('aria-busy="true"');
      for (const line of cart!.lineItems) expect(markup, path).toContain(line.title);
      // The client hydrates it only when its storage agrees (no guest cart to promote first).
      expect(payloadOf(html)!.pageState, path).toMatchObject({ guestCart: false });
    }
    const mariaTitles = renderedCartOf(
      await (await page(PORTAL, '/cart', maria)).text(),
      'maria',
    )!.lineItems.map((line) => line.title);

    // Paul, of the same account, whose browser names Maria's quote in every cookie it could: his
    // own (empty) cart is rendered, nothing of hers.
    const paul = [
      await sessionCookieFor(PORTAL, await signIn('paul.portal')),
      'bf-guidance=1',
      `EC_Quote_Id=${DEMO_QUOTES.mariaCart}`,
      `bf-quote=${DEMO_QUOTES.mariaCart}`,
      `bf-cart=${DEMO_QUOTES.mariaCart}`,
    ].join('; ');
    const paulHtml = await (await page(PORTAL, '/cart', paul)).text();
    expect(renderedCartOf(paulHtml, 'paul')?.quote.id).toBe(DEMO_QUOTES.paulEmptyCart);
    expect(paulHtml).not.toContain(DEMO_QUOTES.mariaCart);
    for (const title of mariaTitles) expect(markupOf(paulHtml)).not.toContain(title);
    expect(markupOf(paulHtml)).toContain('Your cart is empty.');
  });

  it("shows the visitor's cart count in the header of every page, not 0 until the browser has read it", async () => {
    const maria = await sessionCookieFor(PORTAL, await signIn('maria.manager'));
    for (const path of ['/', '/billing/enhancedList']) {
      const html = await (await page(PORTAL, path, maria)).text();
      const cart = renderedCartOf(html, path);
      expect(cart?.quote.id, path).toBe(DEMO_QUOTES.mariaCart);
      const items = cart!.lineItems.reduce((sum, line) => sum + line.qty, 0);
      expect(items, path).toBeGreaterThan(0);
      expect(markupOf(html), path).toMatch(
        new RegExp(`data-testid="cart-count">${items}<[^]*?> items<`),
      );
    }
    // A browser holding a guest cart to promote: its count is the browser's to tell.
    const withGuestCart = `${maria}; bf-guest-cart=1`;
    const html = await (await page(PORTAL, '/', withGuestCart)).text();
    expect(renderedCartOf(html, 'guest cart')).toBeUndefined();
    expect(markupOf(html)).toMatch(/data-testid="cart-count">0</);
  });

  it("shows the visitor's unread notifications on the header's bell, read as them beside the page", async () => {
    const maria = await sessionCookieFor(PORTAL, await signIn('maria.manager'));
    for (const path of ['/', '/checkout']) {
      const html = await (await page(PORTAL, path, `${maria}; bf-guidance=1`)).text();
      const payload = payloadOf(html);
      expect(payload, path).toBeTruthy();
      const { queries } = payload!.queries as {
        queries: { queryKey: unknown[]; state: { data?: { unreadCount?: number } } }[];
      };
      const count = queries.find((query) =>
        JSON.stringify(query.queryKey).includes('getNotificationsCount'),
      );
      const unread = count?.state.data?.unreadCount;
      // The seeded contact has unread notifications at her account: the bell is not empty.
      expect(unread, path).toBeGreaterThan(0);
      expect(markupOf(html), path).toContain(`aria-label="Notifications, ${unread} unread"`);
      expect(markupOf(html), path).toMatch(
        new RegExp(`data-testid="notification-count"[^>]*>${unread}<`),
      );
    }
  });

  it('leaves the cart in its loading state while the browser holds a guest cart to promote', async () => {
    const cookie = `${await sessionCookieFor(PORTAL, await signIn('maria.manager'))}; bf-guidance=1; bf-guest-cart=1`;
    for (const path of ['/cart', '/checkout']) {
      const html = await (await page(PORTAL, path, cookie)).text();
      expect(html, path).toContain('data-first-page');
      expect(renderedCartOf(html, path), path).toBeUndefined();
    }
    expect(markupOf(await (await page(PORTAL, '/cart', cookie)).text())).toContain(
      'aria-busy="true"',
    );
  });

  it('leaves the sign-in pages and the cart before the guidance step to the client', async () => {
    const cookie = await sessionCookieFor(PORTAL, await signIn('maria.manager'));
    // /cart goes to /guidance until this visit has seen it (the bf-guidance cookie).
    for (const path of ['/login', '/cart']) {
      const response = await page(PORTAL, path, cookie);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(await response.text()).toContain(EMPTY_ROOT);
    }
  });

  it('renders the new request form empty: a saved draft is the browser’s, restored after hydrating', async () => {
    const cookie = await sessionCookieFor(PORTAL, await signIn('maria.manager'));
    const response = await page(PORTAL, '/billing/requests/new', cookie);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const markup = markupOf(await response.text());
    expect(markup).toContain('aria-label="New support request"');
    expect(markup).toContain('Subject');
    expect(markup).not.toContain('Draft restored');
  });

  it("holds the manager's invoices and users, read as that caller, and never for another", async () => {
    const cookie = await sessionCookieFor(PORTAL, await signIn('maria.manager'));
    const invoices = await page(PORTAL, '/billing/enhancedList', cookie);
    expect(invoices.headers.get('cache-control')).toBe('private, no-cache');
    const invoicesHtml = await invoices.text();
    const invoicesMarkup = markupOf(invoicesHtml);
    // The newest of the account's invoices and credit notes, as the list shows them first.
    expect(invoicesMarkup).toMatch(/<a [^>]*>INV-210998<\/a>/);
    expect(invoicesMarkup).toMatch(/<a [^>]*>CN-7048<\/a>/);
    expect(invoicesMarkup).not.toContain('Loading invoices');
    const invoiceQueries = (
      payloadOf(invoicesHtml)!.queries as { queries: { queryKey: unknown[] }[] }
    ).queries.map((query) => query.queryKey);
    expect(invoiceQueries).toContainEqual(['billing', 'invoices']);

    const users = markupOf(await (await page(PORTAL, '/billing/manageusers', cookie)).text());
    expect(users).toContain('Aaron Baptiste');
    expect(users).toContain('aaron.baptiste@northgate-labs.test');
    expect(users).not.toContain('Loading users');

    // Acting for the related account, the same manager gets that account's invoices, not these.
    const related = await sessionCookieFor(PORTAL, await signIn('maria.manager'), {
      accountId: DEMO_ACCOUNTS.related.id,
    });
    const theirs = markupOf(await (await page(PORTAL, '/billing/enhancedList', related)).text());
    expect(theirs).toContain(DEMO_ACCOUNTS.related.name);
    expect(theirs).not.toContain('INV-210998');
    // A visitor without a session is sent to sign in by the client: nothing of Maria's is sent.
    const anonymous = await (await page(PORTAL, '/billing/enhancedList')).text();
    expect(anonymous).toContain(EMPTY_ROOT);
    expect(anonymous).not.toContain('INV-210998');
  });

  it('links its stylesheets rather than carrying them inline, as a guest page does', async () => {
    const cookie = await sessionCookieFor(PORTAL, await signIn('paul.portal'));
    const html = await (await page(PORTAL, '/orders', cookie)).text();
    const theme = bootOf(html).themeHref;
    expect(html).toContain(`<link rel="stylesheet" href="${theme}" />`);
    expect(html).not.toContain('data-bf-sheet');
    const guest = await (await page(GUEST, '/about')).text();
    expect(guest).toContain(`<style data-bf-sheet="${bootOf(guest).themeHref}">`);
  });

  it("holds the buyer's orders and support requests, each list and one of each, read as that caller", async () => {
    const cookie = await sessionCookieFor(PORTAL, await signIn('paul.portal'));
    const paul = DEMO_USERS.find((user) => user.username === 'paul.portal')!;
    const history = orderHistory(generateCatalogue().items);
    const [newestOrder] = history.orders
      .filter((order) => order.contact_id === paul.contactId)
      .sort((a, b) => String(b.placed_at).localeCompare(String(a.placed_at)));
    const orders = markupOf(await (await page(PORTAL, '/orders', cookie)).text());
    expect(orders).toContain(`>${String(newestOrder!.order_number)}<`);
    expect(orders).not.toContain('Loading your orders');
    const order = markupOf(
      await (
        await page(PORTAL, `/order-detail?orderNumber=${String(newestOrder!.order_number)}`, cookie)
      ).text(),
    );
    expect(order).toContain(String(newestOrder!.order_number));
    expect(order).not.toContain('Loading the order');

    const [newestRequest] = supportRequestRows()
      .requests.filter((request) => request.account_id === paul.accountId)
      .sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)));
    const requests = markupOf(await (await page(PORTAL, '/billing/requests', cookie)).text());
    expect(requests).toContain(newestRequest!.request_number);
    expect(requests).toContain(newestRequest!.subject);
    const request = markupOf(
      await (
        await page(PORTAL, `/billing/requests/request-${newestRequest!.request_number}`, cookie)
      ).text(),
    );
    expect(request).toContain(newestRequest!.subject);
    expect(request).not.toContain('Loading the request');
    // Another account's request reads as not found, never its subject (REQ-00064: Helixa's).
    const foreign = supportRequestRows().requests.find((r) => r.request_number === 'REQ-00064')!;
    expect(foreign.account_id).not.toBe(paul.accountId);
    const theirs = markupOf(
      await (await page(PORTAL, '/billing/requests/request-REQ-00064', cookie)).text(),
    );
    expect(theirs).not.toContain(foreign.subject);
  });

  it("a browser that holds a session the server was never given gets the client's render", async () => {
    const before = renders;
    const html = await (await page(PORTAL, '/', `${SIGNED_IN_COOKIE}=1`)).text();
    expect(html).toContain(EMPTY_ROOT);
    expect(renders).toBe(before);
  });
});

describe("an instrument's page rendered as the caller (issue 19)", () => {
  const OWN = '/service/instrument/a0IBNorth0001';
  const HELIXA = '/service/instrument/a0IBHelix0001';

  it("answers 200 with the instrument for its account's user", async () => {
    const cookie = await sessionCookieFor(PORTAL, await signIn('priya.nair'));
    const response = await page(PORTAL, OWN, cookie);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(markupOf(html)).toContain('AUR5L-21-004187');
    expect(html).toContain('<title>Aurion 5L Spectral Flow Cytometer (SN AUR5L-21-004187) |');
  });

  it("answers 404 for another account's instrument and an unknown id, naming neither", async () => {
    const cookie = await sessionCookieFor(PORTAL, await signIn('priya.nair'));
    for (const path of [HELIXA, '/service/instrument/a0IBNoSuchId99']) {
      const response = await page(PORTAL, path, cookie);
      expect(response.status).toBe(404);
      // The signed-in visitor's answer: private, never in a shared cache.
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      const html = await response.text();
      // The client draws the 404 page (the error pages are the client's), as this visitor.
      expect(html).toContain(EMPTY_ROOT);
      expect(bootOf(html).session).toMatchObject({ username: 'priya.nair' });
      expect(html).not.toContain('HelixSeq');
      expect(html).not.toContain('HSQX-22-000007');
    }
  });

  it('answers 200 for the same instrument to a user of the account that owns it', async () => {
    const cookie = await sessionCookieFor(
      DEMO_STOREFRONTS.sso.domain,
      await signIn('hugo.sso', 'sso'),
    );
    const response = await page(DEMO_STOREFRONTS.sso.domain, HELIXA, cookie);
    expect(response.status).toBe(200);
    expect(markupOf(await response.text())).toContain('HSQX-22-000007');
  });

  it("a browser whose session the server does not hold gets the client's render with 200", async () => {
    // The client then reads getInstrument itself and draws the 404 page (the journey checks it).
    const response = await page(PORTAL, HELIXA, `${SIGNED_IN_COOKIE}=1`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(EMPTY_ROOT);
  });
});
