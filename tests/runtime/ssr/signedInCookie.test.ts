import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGNED_OUT, sessionAtom } from '../../../runtime/session/sessionState';
import { syncSignedInCookie } from '../../../runtime/ssr/signedInCookie';

const signedIn = {
  ...SIGNED_OUT,
  token: { access_token: 'token', expires_in: Date.now() + 60_000 },
};

afterEach(() => {
  document.cookie = 'bf-signed-in=; Path=/; Max-Age=0';
});

describe('the signed-in cookie the server reads', () => {
  it('follows the session: set while signed in, gone after sign-out', () => {
    const store = createStore();
    const stop = syncSignedInCookie(store);
    expect(document.cookie).not.toContain('bf-signed-in');
    store.set(sessionAtom, signedIn);
    expect(document.cookie).toContain('bf-signed-in=1');
    store.set(sessionAtom, SIGNED_OUT);
    expect(document.cookie).not.toContain('bf-signed-in');
    stop();
  });

  it('is set at start for a session restored from storage', () => {
    const store = createStore();
    store.set(sessionAtom, signedIn);
    syncSignedInCookie(store)();
    expect(document.cookie).toContain('bf-signed-in=1');
  });
});
