import { Amplify } from 'aws-amplify';
import { confirmSignIn, fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { generateSync } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_FIXED_CODE,
  DEMO_PASSWORD,
  DEMO_STOREFRONTS,
  DEMO_TOTP_SECRET,
  DEMO_USER_POOL_ID,
} from '../../../server/shared/demo';
import { startIdentityStack, type IdentityStack } from './support/identityStack';
import { MemoryStorage } from './support/memoryStorage';

let stack: IdentityStack;
const storage = new MemoryStorage();

beforeAll(async () => {
  stack = await startIdentityStack();
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: DEMO_USER_POOL_ID,
        userPoolClientId: DEMO_STOREFRONTS.portal.clientId,
        userPoolEndpoint: stack.userPoolEndpoint,
      },
    },
  });
  cognitoUserPoolsTokenProvider.setKeyValueStorage(storage);
});

afterAll(async () => {
  await stack?.close();
});

afterEach(async () => {
  await signOut().catch(() => undefined);
});

const passwordSignIn = (username: string, password = DEMO_PASSWORD) =>
  signIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });

async function sessionGroups(): Promise<unknown> {
  const session = await fetchAuthSession();
  return session.tokens?.accessToken.payload['cognito:groups'];
}

describe('Amplify v6 against the local user pool', () => {
  it('signs a password user straight in, with the group in the token', async () => {
    const result = await passwordSignIn('maria.manager');
    expect(result.nextStep.signInStep).toBe('DONE');
    expect(result.isSignedIn).toBe(true);
    expect(await sessionGroups()).toEqual(['AWSManager']);
    const session = await fetchAuthSession();
    expect(session.tokens?.idToken?.payload['custom:salesforceAccountId']).toBe(
      '001Dn00000NorthLab',
    );
  });

  it("refuses a wrong password with Cognito's message", async () => {
    await expect(passwordSignIn('maria.manager', 'wrong-Password-1!')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('asks the SMS user for the code and accepts the fixed code', async () => {
    const first = await passwordSignIn('sam.sms');
    expect(first.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_SMS_CODE');
    const done = await confirmSignIn({ challengeResponse: DEMO_FIXED_CODE });
    expect(done.nextStep.signInStep).toBe('DONE');
    expect(await sessionGroups()).toEqual(['AWSPortalUser']);
  });

  it('asks the TOTP user for an authenticator code', async () => {
    const first = await passwordSignIn('tom.totp');
    expect(first.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    const done = await confirmSignIn({
      challengeResponse: generateSync({ secret: DEMO_TOTP_SECRET }),
    });
    expect(done.nextStep.signInStep).toBe('DONE');
    expect(await sessionGroups()).toEqual(['AWSManager']);
  });

  it('asks the new-password user for a new password', async () => {
    const first = await passwordSignIn('nina.newpass');
    expect(first.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED');
  });

  it('sends the unconfirmed user to sign-up confirmation', async () => {
    const first = await passwordSignIn('uma.unconfirmed');
    expect(first.nextStep.signInStep).toBe('CONFIRM_SIGN_UP');
  });

  it('refuses the disabled user', async () => {
    await expect(passwordSignIn('dan.disabled')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
  });

  it('refreshes tokens through GetTokensFromRefreshToken', async () => {
    await passwordSignIn('paul.portal');
    const before = await fetchAuthSession();
    await new Promise((r) => setTimeout(r, 1_100)); // a new iat, so the tokens differ
    const after = await fetchAuthSession({ forceRefresh: true });
    expect(after.tokens?.accessToken.toString()).not.toBe(before.tokens?.accessToken.toString());
    expect(after.tokens?.accessToken.payload['cognito:groups']).toEqual(['AWSPortalUser']);
  });
});
