import { randomBytes } from 'node:crypto';
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_STOREFRONTS } from '../../../server/shared/demo';
import { BrowserSession } from './support/browserSession';
import { startIdentityStack, type IdentityStack } from './support/identityStack';
import { loopbackFetch } from './support/loopbackFetch';

/**
 * The SSO storefront's code + PKCE flow (spec 000 sections 4 and 7) against the local OpenID
 * provider, with oauth4webapi as the client. The issuer keeps its production shape
 * (`http://sso.localhost:<port>`); loopbackFetch resolves it to 127.0.0.1 as a browser would.
 */

let stack: IdentityStack;
let as: oauth.AuthorizationServer;
const client: oauth.Client = { client_id: DEMO_STOREFRONTS.sso.clientId };
const SCOPE = 'openid email profile aws.cognito.signin.user.admin';
const httpOptions = { [oauth.customFetch]: loopbackFetch, [oauth.allowInsecureRequests]: true };

/** 128 characters from the RFC 7636 alphabet (96 random bytes in base64url). */
const codeVerifier128 = () => randomBytes(96).toString('base64url');
/** 32 characters (24 random bytes in base64url). */
const state32 = () => randomBytes(24).toString('base64url');

beforeAll(async () => {
  stack = await startIdentityStack();
  const issuer = new URL(stack.ssoIssuer);
  as = await oauth.processDiscoveryResponse(
    issuer,
    await oauth.discoveryRequest(issuer, httpOptions),
  );
});

afterAll(async () => {
  await stack?.close();
});

function authorizationUrl(params: Record<string, string>): string {
  const url = new URL(as.authorization_endpoint ?? '');
  url.search = new URLSearchParams({
    client_id: client.client_id,
    redirect_uri: `${stack.ssoIssuer}/`,
    response_type: 'code',
    scope: SCOPE,
    ...params,
  }).toString();
  return url.href;
}

/** Opens the authorization URL, submits the sign-in form, returns where the browser ends up. */
async function signInThroughProvider(
  params: Record<string, string>,
  username: string,
  password: string,
) {
  const browser = new BrowserSession();
  const toForm = await browser.follow(authorizationUrl(params), `${stack.ssoIssuer}/?`);
  const html = (await toForm.response?.text()) ?? '';
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) return { html, final: toForm };
  const body = new URLSearchParams({ username, password });
  const final = await browser.follow(
    new URL(action.replace(/&#38;/g, '&'), toForm.url).href,
    `${stack.ssoIssuer}/?`,
    {
      method: 'POST',
      body,
    },
  );
  return { html, final };
}

describe('SSO provider: code flow with PKCE', () => {
  it('publishes Cognito hosted-UI paths in its discovery document', () => {
    expect(as.issuer).toBe(stack.ssoIssuer);
    expect(as.authorization_endpoint).toBe(`${stack.ssoIssuer}/oauth2/authorize`);
    expect(as.token_endpoint).toBe(`${stack.ssoIssuer}/oauth2/token`);
    expect(as.userinfo_endpoint).toBe(`${stack.ssoIssuer}/oauth2/userInfo`);
    expect(as.end_session_endpoint).toBe(`${stack.ssoIssuer}/logout`);
    expect(as.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('signs in, exchanges the code with the 128-character verifier and reads userInfo', async () => {
    const verifier = codeVerifier128();
    const state = state32();
    expect(verifier).toHaveLength(128);
    expect(state).toHaveLength(32);
    const { html, final } = await signInThroughProvider(
      {
        code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
      },
      'sophie.sso',
      DEMO_PASSWORD,
    );
    expect(html).toContain('<label for="username">Username</label>');
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)/);
    expect(final.url.startsWith(`${stack.ssoIssuer}/?`)).toBe(true);

    const params = oauth.validateAuthResponse(as, client, new URL(final.url), state);
    const tokenResponse = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.None(),
      params,
      `${stack.ssoIssuer}/`,
      verifier,
      httpOptions,
    );
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, tokenResponse);
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.expires_in).toBeGreaterThan(0);
    const sub = oauth.getValidatedIdTokenClaims(tokens)?.sub ?? '';

    const userInfo = await oauth.processUserInfoResponse(
      as,
      client,
      sub,
      await oauth.userInfoRequest(as, client, tokens.access_token, httpOptions),
    );
    expect(userInfo).toMatchObject({
      sub,
      username: 'sophie.sso',
      email: 'sophie.laurent@helixa-partners.test',
      given_name: 'Sophie',
      family_name: 'Laurent',
      'custom:salesforceAccountId': '001Dn00000PartnerX',
      'custom:local': 'fr_FR',
    });
    // The gateway accepts the SSO access token as it accepts pool tokens.
    await expect(stack.identity.admin.verifyAccessToken(tokens.access_token)).resolves.toEqual({
      username: 'sophie.sso',
      groups: ['AWSPortalUser'],
      clientId: DEMO_STOREFRONTS.sso.clientId,
      contactId: '003Dn00000SophieLa',
      accountId: '001Dn00000PartnerX',
      // When the token stops being valid (the session cookie never outlives it).
      expiresAt: expect.any(Number),
    });
    await expect(stack.identity.admin.verifyAccessToken('not-a-token')).resolves.toBeNull();

    // As Cognito's hosted UI: a refresh token comes with the code, and keeps the session going.
    expect(typeof tokens.refresh_token).toBe('string');
    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(
        as,
        client,
        oauth.None(),
        tokens.refresh_token!,
        httpOptions,
      ),
    );
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    await expect(stack.identity.admin.verifyAccessToken(refreshed.access_token)).resolves.toEqual(
      expect.objectContaining({ username: 'sophie.sso' }),
    );
  });

  it("signs out through Cognito's /logout URL and returns to the storefront's /login", async () => {
    const browser = new BrowserSession();
    const verifier = codeVerifier128();
    const start = await browser.follow(
      authorizationUrl({
        code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: state32(),
      }),
      `${stack.ssoIssuer}/?`,
    );
    const action = /action="([^"]+)"/.exec((await start.response?.text()) ?? '')?.[1] ?? '';
    await browser.follow(new URL(action, start.url).href, `${stack.ssoIssuer}/?`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'sophie.sso', password: DEMO_PASSWORD }),
    });

    const logoutUrl = `${stack.ssoIssuer}/logout?client_id=${client.client_id}&logout_uri=${encodeURIComponent(`${stack.ssoIssuer}/login`)}`;
    const confirm = await browser.request(logoutUrl);
    const html = await confirm.text();
    expect(html).toContain('<script src="/oauth2/assets/auto-submit.js" defer></script>');
    // What the auto-submit script does: post the form with logout=yes.
    const formAction = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
    const fields = new URLSearchParams({ logout: 'yes' });
    for (const [, name, value] of html.matchAll(
      /<input type="hidden" name="([^"]+)" value="([^"]*)"/g,
    ))
      fields.set(name ?? '', value ?? '');
    const done = await browser.request(new URL(formAction, logoutUrl).href, {
      method: 'POST',
      body: fields,
    });
    expect(done.headers.get('location')).toBe(`${stack.ssoIssuer}/login`);
  });

  it('refuses the code with a wrong verifier', async () => {
    const verifier = codeVerifier128();
    const state = state32();
    const { final } = await signInThroughProvider(
      {
        code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
      },
      'sophie.sso',
      DEMO_PASSWORD,
    );
    const params = oauth.validateAuthResponse(as, client, new URL(final.url), state);
    const tokenResponse = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.None(),
      params,
      `${stack.ssoIssuer}/`,
      codeVerifier128(),
      httpOptions,
    );
    await expect(
      oauth.processAuthorizationCodeResponse(as, client, tokenResponse),
    ).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('refuses a plain challenge and a request without PKCE', async () => {
    const requests: Record<string, string>[] = [
      { code_challenge: codeVerifier128(), code_challenge_method: 'plain' },
      {},
    ];
    for (const params of requests) {
      const browser = new BrowserSession();
      const res = await browser.request(authorizationUrl({ ...params, state: state32() }));
      const location = new URL(res.headers.get('location') ?? '', stack.ssoIssuer);
      expect(location.searchParams.get('error')).toBe('invalid_request');
      expect(location.searchParams.get('code')).toBeNull();
    }
  });

  it('shows "Incorrect username or password." and refuses disabled users', async () => {
    const challenge = {
      code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier128()),
      code_challenge_method: 'S256',
    };
    const wrong = await signInThroughProvider(
      { ...challenge, state: state32() },
      'sophie.sso',
      'not-the-password',
    );
    const wrongPage = (await wrong.final.response?.text()) ?? '';
    expect(wrong.final.response?.status).toBe(401);
    expect(wrongPage).toContain('role="alert"');
    expect(wrongPage).toContain('Incorrect username or password.');

    const disabled = await signInThroughProvider(
      { ...challenge, state: state32() },
      'dan.disabled',
      DEMO_PASSWORD,
    );
    expect(await disabled.final.response?.text()).toContain('User is disabled.');
  });
});
