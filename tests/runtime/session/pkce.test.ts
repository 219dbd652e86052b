// @vitest-environment node
// (jsdom's TextEncoder returns another realm's Uint8Array, which WebCrypto in Node refuses.)
import { calculatePKCECodeChallenge } from 'oauth4webapi';
import { describe, expect, it } from 'vitest';
import {
  authorizeUrl,
  createPkceParameters,
  randomUnreserved,
} from '../../../runtime/session/pkce';
import { logoutUrl } from '../../../runtime/session/ssoUrls';

describe('PKCE parameters (spec 000 sections 7 and 9)', () => {
  it('makes a 128-character verifier, a 32-character state and the S256 challenge', async () => {
    const pkce = await createPkceParameters();
    expect(pkce.codeVerifier).toMatch(/^[A-Za-z0-9\-._~]{128}$/);
    expect(pkce.state).toMatch(/^[A-Za-z0-9\-._~]{32}$/);
    expect(pkce.codeChallenge).toBe(await calculatePKCECodeChallenge(pkce.codeVerifier));
    expect((await createPkceParameters()).codeVerifier).not.toBe(pkce.codeVerifier);
  });

  it('skips bytes that would bias the alphabet', () => {
    // 255 is above the largest multiple of 66 below 256 and must be drawn again.
    let call = 0;
    const out = randomUnreserved(2, (bytes) => {
      bytes.fill(call++ === 0 ? 255 : 0);
    });
    expect(out).toBe('AA');
  });

  it('builds the authorize redirect with the spec scope and S256', () => {
    const url = new URL(
      authorizeUrl({
        oauthDomain: 'http://sso.localhost:5191',
        clientId: 'client-1',
        redirectUri: 'http://sso.localhost:5191/',
        pkce: { codeVerifier: 'v', codeChallenge: 'challenge', state: 'state-1' },
      }),
    );
    expect(url.pathname).toBe('/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: 'http://sso.localhost:5191/',
      scope: 'aws.cognito.signin.user.admin email openid profile',
      state: 'state-1',
      code_challenge: 'challenge',
      code_challenge_method: 'S256',
    });
  });

  it("builds Cognito's logout address", () => {
    expect(logoutUrl('https://auth.example.com', 'c1', 'https://shop.example.com/login')).toBe(
      'https://auth.example.com/logout?client_id=c1&logout_uri=https%3A%2F%2Fshop.example.com%2Flogin',
    );
  });
});
