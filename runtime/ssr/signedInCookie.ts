import type { getDefaultStore } from 'jotai';
import { SIGNED_IN_COOKIE } from '../../schemas/firstPage';
import { isLoggedInState, sessionAtom } from '../session/sessionState';

type Store = ReturnType<typeof getDefaultStore>;

/** As long as the session it stands for may last in local storage. */
const MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

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
    doc.cookie = signedIn
      ? `${SIGNED_IN_COOKIE}=1; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax`
      : `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  };
  write();
  return store.sub(sessionAtom, write);
}
