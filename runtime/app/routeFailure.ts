/**
 * Why a route shows its error page: a Response the page loader threw (its status, with the body's
 * text as the message: `new Response('Page Not Found: /x', { status: 404 })`), or anything thrown
 * while loading or rendering the page (a 500).
 */
export type RouteFailure =
  | { kind: 'response'; status: number; statusText: string; data: unknown }
  | { kind: 'thrown'; error: unknown };

/** The failure of a thrown value; a Response's body is read as react-router read it (JSON or text). */
export async function routeFailureOf(thrown: unknown): Promise<RouteFailure> {
  if (!(thrown instanceof Response)) return { kind: 'thrown', error: thrown };
  let data: unknown;
  try {
    const type = thrown.headers.get('Content-Type');
    data = type && /\bapplication\/json\b/.test(type) ? await thrown.json() : await thrown.text();
  } catch (error) {
    return { kind: 'thrown', error };
  }
  return { kind: 'response', status: thrown.status, statusText: thrown.statusText, data };
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** A loader's `redirect()` or `replace()`: a redirect status with somewhere to go. */
export function isRedirect(thrown: unknown): thrown is Response {
  return (
    thrown instanceof Response &&
    REDIRECT_STATUSES.has(thrown.status) &&
    thrown.headers.has('Location')
  );
}
