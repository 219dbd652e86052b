import { getDefaultStore } from 'jotai';
import { sessionAtom } from '../../runtime/session/index';
import { SIGNED_OUT } from '../../runtime/session/sessionState';
import { signedInState } from '../../stories/support/storySignedIn';

export { signedInState };

/** Signs a demo user in on the app's default store; returns the sign-out for afterEach. */
export function signInForTest(username = 'maria.manager'): () => void {
  const store = getDefaultStore();
  store.set(sessionAtom, signedInState(username));
  return () => store.set(sessionAtom, SIGNED_OUT);
}
