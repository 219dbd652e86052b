/** As long as what it copies may last in local storage (a session, the cart's catalogue group). */
const PERSISTENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

/**
 * Writes one of the cookies that copy browser state for the server's first render
 * (schemas/firstPage.ts: the signed-in hint, the cart's catalogue group, the guidance step, a
 * guest's cart): per host, readable by the server as a hint only, null clears it. `lasts: 'visit'` is a session cookie (what session storage holds),
 * else it lasts as long as local storage's copy may. Nothing where there is no document.
 */
export function writeHintCookie(
  name: string,
  value: string | null,
  lasts: 'visit' | 'persistent',
  doc: Document | null = typeof document === 'undefined' ? null : document,
): void {
  if (!doc) return;
  const age =
    value === null
      ? '; Max-Age=0'
      : lasts === 'persistent'
        ? `; Max-Age=${PERSISTENT_MAX_AGE_SECONDS}`
        : '';
  doc.cookie = `${name}=${value === null ? '' : encodeURIComponent(value)}; Path=/${age}; SameSite=Lax`;
}
