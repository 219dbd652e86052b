import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_STOREFRONTS, DEMO_USER_POOL_ID } from '../../../server/shared/demo';
import { startIdentityStack, type IdentityStack } from './support/identityStack';
import { MemoryStorage } from './support/memoryStorage';

let stack: IdentityStack;
const storage = new MemoryStorage();
const clientId = DEMO_STOREFRONTS.portal.clientId;

beforeAll(async () => {
  stack = await startIdentityStack();
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: DEMO_USER_POOL_ID,
        userPoolClientId: clientId,
        userPoolEndpoint: stack.userPoolEndpoint,
      },
    },
  });
  cognitoUserPoolsTokenProvider.setKeyValueStorage(storage);
});

afterAll(async () => {
  await stack?.close();
});

async function signedIn(username: string) {
  await signIn({
    username,
    password: DEMO_PASSWORD,
    options: { authFlowType: 'USER_PASSWORD_AUTH' },
  });
  const session = await fetchAuthSession();
  return {
    accessToken: session.tokens?.accessToken.toString() ?? '',
    refreshToken: storage.refreshToken() ?? '',
  };
}

const refresh = (refreshToken: string) =>
  stack.identity.admin.call('GetTokensFromRefreshToken', {
    ClientId: clientId,
    RefreshToken: refreshToken,
  });

describe('sessions, refresh and sign-out', () => {
  it('verifies a valid access token and refuses a forged or garbled one', async () => {
    const { accessToken } = await signedIn('ada.admin');
    await expect(stack.identity.admin.verifyAccessToken(accessToken)).resolves.toEqual({
      username: 'ada.admin',
      groups: ['AWSAdmin'],
      clientId,
      contactId: '003Dn00000AdaLindq',
      accountId: '001Dn00000NorthLab',
      // The token's own expiry (its exp claim): the session cookie lives no longer.
      expiresAt:
        (
          JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as {
            exp: number;
          }
        ).exp * 1000,
    });
    const [header, payload] = accessToken.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not a signature').toString('base64url')}`;
    await expect(stack.identity.admin.verifyAccessToken(forged)).resolves.toBeNull();
    await expect(stack.identity.admin.verifyAccessToken('garbage')).resolves.toBeNull();
    await signOut();
  });

  it('refreshes with the refresh token until a global sign-out, then refuses refresh and the access token', async () => {
    const { accessToken, refreshToken } = await signedIn('paul.portal');
    expect(refreshToken).not.toBe('');
    const refreshed = await refresh(refreshToken);
    expect(refreshed.AuthenticationResult).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600 });

    await signOut({ global: true });
    await expect(refresh(refreshToken)).rejects.toMatchObject({
      type: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
    await expect(stack.identity.admin.verifyAccessToken(accessToken)).resolves.toBeNull();
    // User-scoped operations refuse the revoked access token too.
    await expect(
      stack.identity.admin.call('GetUser', { AccessToken: accessToken }),
    ).rejects.toMatchObject({
      type: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
  });

  it('keeps a new sign-in valid after an earlier global sign-out', async () => {
    const { accessToken, refreshToken } = await signedIn('paul.portal');
    await expect(stack.identity.admin.verifyAccessToken(accessToken)).resolves.not.toBeNull();
    await expect(refresh(refreshToken)).resolves.toHaveProperty('AuthenticationResult');
    await signOut();
  });

  it('revokes one session with RevokeToken', async () => {
    const { refreshToken } = await signedIn('maria.manager');
    await signOut();
    await stack.identity.admin.call('RevokeToken', { ClientId: clientId, Token: refreshToken });
    await expect(refresh(refreshToken)).rejects.toMatchObject({ type: 'NotAuthorizedException' });
  });

  it('stops refreshing and verifying once the user is disabled', async () => {
    const { accessToken, refreshToken } = await signedIn('ivy.indirect');
    await stack.identity.admin.call('AdminDisableUser', {
      UserPoolId: DEMO_USER_POOL_ID,
      Username: 'ivy.indirect',
    });
    try {
      await expect(refresh(refreshToken)).rejects.toMatchObject({ message: 'User is disabled.' });
      await expect(stack.identity.admin.verifyAccessToken(accessToken)).resolves.toBeNull();
    } finally {
      await stack.identity.admin.call('AdminEnableUser', {
        UserPoolId: DEMO_USER_POOL_ID,
        Username: 'ivy.indirect',
      });
      await signOut();
    }
  });
});
