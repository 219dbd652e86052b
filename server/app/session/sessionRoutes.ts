import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_PATH } from '../../../schemas/firstPage';
import type { SessionCaller, SessionVerifier } from '../../gateway/caller/verifyUserToken';
import { requestOrigin } from '../host';
import type { StorefrontRecord } from '../storefrontDirectory';
import {
  clearSessionCookieHeader,
  decodeSessionCookie,
  SESSION_COOKIE,
  sessionAccountId,
  sessionCookieMaxAge,
  setSessionCookieHeader,
} from './sessionCookie';

/** The storefront a request is for, found by its host (createApp's directory lookup). */
export type StorefrontOfRequest = (request: Request) => Promise<StorefrontRecord | null>;

/** The signed-in visitor a page is rendered for: the cookie's token, verified now. */
export interface PageSession extends SessionCaller {
  token: string;
  /** The account the visitor chose (a request the CRM checks); null: their own. */
  accountId: string | null;
}

/** Whether the request came over https (then the cookie is Secure). */
export const isHttps = (request: Request): boolean => requestOrigin(request).startsWith('https://');

/**
 * A browser sends `Origin` with every POST and DELETE from a page; one naming another site is a
 * cross-site request and is refused (the bearer token and the preflight a DELETE needs refuse it
 * already; this says so plainly).
 */
function crossSite(c: Context): boolean {
  const origin = c.req.header('origin');
  return Boolean(origin) && origin !== requestOrigin(c.req.raw);
}

/**
 * `POST /session` with the access token as a bearer token (and, optionally, `{accountId}`): the
 * token is verified as the gateway verifies a caller on this host's storefront, then kept in the
 * HttpOnly session cookie until it expires. `DELETE /session` removes it (sign-out, expiry).
 */
export function mountSessionRoutes(
  app: Hono,
  deps: { verify: SessionVerifier | null; storefrontOf: StorefrontOfRequest; now?: () => number },
): void {
  const now = deps.now ?? Date.now;
  const noStore = { 'Cache-Control': 'no-store' };

  app.post(SESSION_PATH, async (c) => {
    if (crossSite(c)) return c.json({ message: 'Cross-site request refused' }, 403, noStore);
    const secure = isHttps(c.req.raw);
    const refuse = (message: string) =>
      c.json({ message }, 401, { ...noStore, 'Set-Cookie': clearSessionCookieHeader(secure) });
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization')?.trim() ?? '')?.[1];
    if (!token) return refuse('Expected the access token as a bearer token');
    const storefront = await deps.storefrontOf(c.req.raw);
    if (!storefront) return c.json({ message: 'Storefront Not Found' }, 404, noStore);
    const verified = deps.verify ? await deps.verify(token, storefront.domain) : null;
    if (!verified) return refuse('The access token is not valid on this storefront');
    const maxAge = sessionCookieMaxAge(verified.expiresAt, now());
    if (maxAge === 0) return refuse('The access token has expired');
    const body: unknown = await c.req.json().catch(() => null);
    const accountId =
      typeof body === 'object' && body !== null
        ? sessionAccountId((body as { accountId?: unknown }).accountId)
        : null;
    return c.json({ username: verified.caller.username, expiresAt: now() + maxAge * 1000 }, 200, {
      ...noStore,
      'Set-Cookie': setSessionCookieHeader({ token, accountId }, maxAge, secure),
    });
  });

  app.delete(SESSION_PATH, (c) => {
    if (crossSite(c)) return c.json({ message: 'Cross-site request refused' }, 403, noStore);
    return c.body(null, 204, {
      ...noStore,
      'Set-Cookie': clearSessionCookieHeader(isHttps(c.req.raw)),
    });
  });
}

/**
 * The page's visitor from the session cookie: `session` when it holds a token that is valid now
 * on this storefront; `invalid` when a cookie was sent but is not (forged, expired, revoked,
 * another storefront's), so the answer clears it; `none` without a cookie.
 */
export async function pageSessionOf(
  c: Context,
  storefront: StorefrontRecord,
  verify: SessionVerifier | null,
): Promise<{ kind: 'none' } | { kind: 'invalid' } | { kind: 'session'; session: PageSession }> {
  const raw = getCookie(c, SESSION_COOKIE);
  if (raw === undefined) return { kind: 'none' };
  const value = decodeSessionCookie(raw);
  const verified = value && verify ? await verify(value.token, storefront.domain) : null;
  if (!value || !verified) return { kind: 'invalid' };
  return {
    kind: 'session',
    session: { ...verified, token: value.token, accountId: value.accountId },
  };
}
