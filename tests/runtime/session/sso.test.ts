// @vitest-environment node
// (WebCrypto in Node refuses jsdom's Uint8Array, see pkce.test.ts.)
import { describe, expect, it } from 'vitest';
import {
  completeSsoSignIn,
  OAUTH_WAIT_TIMEOUT_MS,
  PENDING_SIGN_IN_MESSAGE,
  SSO_PENDING_KEY,
  startSsoSignIn,
} from '../../../runtime/session/sso';
import type { SsoInfo } from '../../../schemas/boot';

/** A tab's session storage: the Storage methods the SSO code uses. */
class TabStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

const SSO: SsoInfo = {
  provider: 'oidc',
  oauthDomain: 'http://sso.localhost:5191',
  redirectUri: 'http://sso.localhost:5191/',
  logoutUri: 'http://sso.localhost:5191/login',
};
// Only getItem/setItem/removeItem are used.
const storage = () => new TabStorage() as unknown as Storage;

describe('single sign-on start and state check', () => {
  it('keeps the verifier and state for the return trip and redirects with them', async () => {
    const tab = storage();
    const url = new URL(await startSsoSignIn(SSO, 'client-1', tab, 1_000));
    const pending = JSON.parse(tab.getItem(SSO_PENDING_KEY)!) as Record<string, unknown>;
    expect(url.searchParams.get('state')).toBe(pending.state);
    expect(pending.codeVerifier).toHaveLength(128);
    expect(url.searchParams.get('code_challenge')).not.toBe(pending.codeVerifier);
  });

  it('refuses a second attempt within the OAuth wait timeout, allows one after', async () => {
    const tab = storage();
    await startSsoSignIn(SSO, 'client-1', tab, 1_000);
    await expect(startSsoSignIn(SSO, 'client-1', tab, 2_000)).rejects.toThrow(
      PENDING_SIGN_IN_MESSAGE,
    );
    await expect(
      startSsoSignIn(SSO, 'client-1', tab, 1_000 + OAUTH_WAIT_TIMEOUT_MS),
    ).resolves.toContain('/oauth2/authorize');
  });

  it('a state that does not match, or no pending attempt, is Invalid state in OAuth flow', async () => {
    const tab = storage();
    await startSsoSignIn(SSO, 'client-1', tab, 1_000);
    const forged = new URL('http://sso.localhost:5191/?code=abc&state=forged');
    await expect(completeSsoSignIn(SSO, 'client-1', forged, tab)).rejects.toThrow(
      'Invalid state in OAuth flow',
    );
    // The attempt is used up: replaying the right state later fails too.
    await expect(completeSsoSignIn(SSO, 'client-1', forged, tab)).rejects.toThrow(
      'Invalid state in OAuth flow',
    );
  });
});
