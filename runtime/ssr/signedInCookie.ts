import type { getDefaultStore } from 'jotai';
import { SIGNED_IN_COOKIE } from '../../schemas/firstPage';
import { isLoggedInState, sessionAtom } from '../session/sessionState';
import { writeHintCookie } from '../state/hintCookie';

type Store = ReturnType<typeof getDefaultStore>;

/**
 * Keeps the signed-in cookie (schemas/firstPage.ts) in step with the session, now and after every
 * sign-in, sign-out and expiry, so the next page load tells the server not to render guest markup.
 * Per host (each storefront is its own host), readable by the server only as a hint.
 */
export function syncSignedInCookie(store: Store, doc: Document = document): () => void {
  let written: boolean | null = null;
  const write = () => {
    const signedIn = isLoggedInState(store.get(sessionAtom));
    if (signedIn === written) return;
    written = signedIn;
    writeHintCookie(SIGNED_IN_COOKIE, signedIn ? '1' : null, 'persistent', doc);
  };
  write();
  return store.sub(sessionAtom, write);
}
