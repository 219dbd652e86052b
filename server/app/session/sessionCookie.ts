/**
 * The session cookie (issue 22): tells the page server who the visitor is, so a signed-in
 * visitor's first page can be rendered on the server. It holds the visitor's access token as the
 * browser handed it over (`POST /session`, sessionRoutes.ts) and the account they chose, is
 * HttpOnly (no page script, customJS's sandbox included, ever reads it), SameSite=Lax, Secure on
 * https, host-only (each storefront is its own host) and lives no longer than the token.
 *
 * It only ever decides how a GET page is rendered; the gateway never reads cookies and keeps
 * taking bearer tokens, so the cookie authorizes no call (docs/security.md, "Session cookie").
 */
export const SESSION_COOKIE = 'bf-session';

/** A cookie never outlives this, whatever the token says (Cognito's access tokens last 1 h). */
export const SESSION_COOKIE_MAX_AGE_S = 24 * 60 * 60;

/** Cookie values of more than this are refused unread (a browser keeps at most 4 KB anyway). */
const MAX_VALUE_LENGTH = 4000;

/** An account id as the CRM writes them (letters and digits). */
const ACCOUNT_ID = /^[A-Za-z0-9]{1,40}$/;

/** What the cookie carries. */
export interface SessionCookieValue {
  /** The access token, verified again on every use. */
  token: string;
  /** The account the visitor chose to work in; null: their own. A request, checked by the CRM. */
  accountId: string | null;
}

export function encodeSessionCookie(value: SessionCookieValue): string {
  return Buffer.from(JSON.stringify({ t: value.token, a: value.accountId }), 'utf8').toString(
    'base64url',
  );
}

/** The cookie's content, or null when it is not one this server wrote (never an exception). */
export function decodeSessionCookie(raw: string | undefined): SessionCookieValue | null {
  if (!raw || raw.length > MAX_VALUE_LENGTH) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { t, a } = parsed as { t?: unknown; a?: unknown };
    if (typeof t !== 'string' || t.length === 0) return null;
    return { token: t, accountId: sessionAccountId(a) };
  } catch {
    return null;
  }
}

/** A chosen account id as the browser sent it: kept only if it looks like one. */
export function sessionAccountId(value: unknown): string | null {
  return typeof value === 'string' && ACCOUNT_ID.test(value) ? value : null;
}

/** Seconds the cookie may live: until the token expires, at most {@link SESSION_COOKIE_MAX_AGE_S}. */
export function sessionCookieMaxAge(expiresAt: number | null, now: number): number {
  const untilExpiry =
    expiresAt === null ? SESSION_COOKIE_MAX_AGE_S : Math.floor((expiresAt - now) / 1000);
  return Math.max(0, Math.min(untilExpiry, SESSION_COOKIE_MAX_AGE_S));
}

/** The `Set-Cookie` header that stores `value` for `maxAgeSeconds`. */
export function setSessionCookieHeader(
  value: SessionCookieValue,
  maxAgeSeconds: number,
  secure: boolean,
): string {
  return cookieHeader(encodeSessionCookie(value), maxAgeSeconds, secure);
}

/** The `Set-Cookie` header that removes the cookie. */
export function clearSessionCookieHeader(secure: boolean): string {
  return cookieHeader('', 0, secure);
}

function cookieHeader(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${SESSION_COOKIE}=${value}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
