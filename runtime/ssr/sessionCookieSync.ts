import type { getDefaultStore } from 'jotai';
import type { BootSession } from '../../schemas/boot';
import { SESSION_PATH } from '../../schemas/firstPage';
import { isLoggedInState, sessionAtom, type SessionState } from '../session/sessionState';

type Store = ReturnType<typeof getDefaultStore>;

/** A token this much newer than the one the server holds is handed over again (a refresh). */
const NEWER_TOKEN_MS = 60_000;

/** What the server's session cookie holds, as far as this page knows. */
type Held = Pick<BootSession, 'username' | 'accountId' | 'expiresAt'> | null;

function differs(held: Held, state: SessionState): boolean {
  if (!held || !state.token || !state.profile) return true;
  return (
    held.username !== state.profile.username ||
    held.accountId !== (state.account?.Id ?? null) ||
    state.token.expires_in > held.expiresAt + NEWER_TOKEN_MS
  );
}

/**
 * Keeps the server's HttpOnly session cookie (server/app/session) in step with the session kept
 * in local storage (spec 000 section 4 stays as it is): after a sign-in, each token refresh and
 * an account switch the access token goes to `POST /session` as a bearer token; after sign-out
 * and expiry `DELETE /session` drops it. `held` is what the server said its cookie holds (the
 * boot data of a signed-in page), so an unchanged session costs no request. The cookie is never
 * readable here: only the server reads it, to render the visitor's first page.
 */
export function syncSessionCookie(
  store: Store,
  held: Held,
  send: typeof fetch = (input, init) => fetch(input, init),
): () => void {
  let serverHolds: Held = held;
  let inFlight = false;
  // A token the server refused (or that could not be sent) is not sent again: the next one is.
  let failedToken: string | null = null;
  const sync = () => {
    const state = store.get(sessionAtom);
    if (inFlight) return;
    if (isLoggedInState(state)) {
      const token = state.token!;
      if (!differs(serverHolds, state) || token.access_token === failedToken) return;
      inFlight = true;
      void send(SESSION_PATH, {
        method: 'POST',
        credentials: 'same-origin',
        // Finished even when the page is left at once (a sign-in's redirect).
        keepalive: true,
        headers: {
          Authorization: `Bearer ${token.access_token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ accountId: state.account?.Id ?? null }),
      })
        .then(async (response) => {
          if (!response.ok) {
            failedToken = token.access_token;
            return;
          }
          const answer = (await response.json()) as { username?: string; expiresAt?: number };
          serverHolds = {
            username: answer.username ?? state.profile?.username ?? '',
            accountId: state.account?.Id ?? null,
            expiresAt: answer.expiresAt ?? token.expires_in,
          };
        })
        .catch(() => {
          failedToken = token.access_token;
        })
        .finally(() => {
          inFlight = false;
          // The session may have moved on while the request was out (sign-out, another refresh).
          sync();
        });
      return;
    }
    if (!serverHolds) return;
    serverHolds = null;
    inFlight = true;
    // keepalive: a sign-out that leaves the page (to the provider's logout) still drops it.
    void send(SESSION_PATH, { method: 'DELETE', credentials: 'same-origin', keepalive: true })
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
        sync();
      });
  };
  sync();
  return store.sub(sessionAtom, sync);
}
