/**
 * Issue 14: the local user pool answered admin operations with no credentials, and sign-in had no
 * throttling. Through the real HTTP endpoint: admin operations need the server's local
 * credential; wrong passwords and codes lock the user and the address with Cognito's texts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CREDENTIAL_HEADER } from '../../server/identity/compat/adminCredential';
import {
  DEMO_FIXED_CODE,
  DEMO_PASSWORD,
  DEMO_STOREFRONTS,
  DEMO_USER_POOL_ID,
} from '../../server/shared/demo';
import {
  poolCall,
  startSecurityStack,
  stateFingerprint,
  type SecurityStack,
} from './support/securityStack';
import { tally } from './support/tally';

let stack: SecurityStack;

beforeAll(async () => {
  stack = await startSecurityStack();
});

afterAll(async () => {
  tally.print('user pool endpoint (admin operations without the local credential)');
  await stack?.close();
});

const CLIENT_ID = DEMO_STOREFRONTS.portal.clientId;
const pool = { UserPoolId: DEMO_USER_POOL_ID };

const ADMIN_CALLS: [string, Record<string, unknown>][] = [
  ['ListUsers', pool],
  ['AdminGetUser', { ...pool, Username: 'maria.manager' }],
  [
    'AdminSetUserPassword',
    { ...pool, Username: 'maria.manager', Password: 'Pwned-2026!x', Permanent: true },
  ],
  ['AdminAddUserToGroup', { ...pool, Username: 'paul.portal', GroupName: 'AWSAdmin' }],
  [
    'AdminCreateUser',
    { ...pool, Username: 'eve', UserAttributes: [{ Name: 'email', Value: 'eve@evil.test' }] },
  ],
  ['AdminEnableUser', { ...pool, Username: 'dan.disabled' }],
  ['AdminDisableUser', { ...pool, Username: 'maria.manager' }],
  ['AdminUserGlobalSignOut', { ...pool, Username: 'maria.manager' }],
  [
    'AdminUpdateUserAttributes',
    {
      ...pool,
      Username: 'paul.portal',
      UserAttributes: [{ Name: 'custom:salesforceAccountId', Value: 'x' }],
    },
  ],
  ['AdminDeleteUser', { ...pool, Username: 'paul.portal' }],
  ['ListUsersInGroup', { ...pool, GroupName: 'AWSManager' }],
  ['ListGroups', pool],
  ['DescribeUserPoolClient', { ...pool, ClientId: CLIENT_ID }],
];

describe('admin operations over HTTP', () => {
  it.each([
    ['without a credential', {}, 'MissingAuthenticationTokenException'],
    [
      'with a wrong credential',
      { [ADMIN_CREDENTIAL_HEADER]: 'guessed' },
      'UnrecognizedClientException',
    ],
  ] as const)('are refused %s, and nothing changes', async (role, headers, type) => {
    const before = await stateFingerprint(stack);
    for (const [operation, body] of ADMIN_CALLS) {
      const answer = await poolCall(stack, operation, body, headers);
      const refused = answer.status === 403 && answer.body.__type === type;
      tally.record(`anonymous ${role}`, refused);
      expect(refused, `${operation}: ${JSON.stringify(answer)}`).toBe(true);
    }
    expect(await stateFingerprint(stack)).toBe(before);
  });

  it("are answered with the server's local credential", async () => {
    const answer = await poolCall(
      stack,
      'AdminGetUser',
      { ...pool, Username: 'maria.manager' },
      {
        [ADMIN_CREDENTIAL_HEADER]: stack.identity.adminCredential,
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.Username).toBe('maria.manager');
  });
});

const passwordSignIn = (username: string, password: string, address?: string) =>
  poolCall(
    stack,
    'InitiateAuth',
    {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    },
    address ? { 'x-forwarded-for': address } : {},
  );

describe('sign-in throttling', () => {
  it('locks a user after five wrong passwords: even the right one is refused', async () => {
    for (let i = 0; i < 5; i++) {
      const wrong = await passwordSignIn('sam.sms', `wrong-${i}`);
      expect(wrong.body).toEqual({
        __type: 'NotAuthorizedException',
        message: 'Incorrect username or password.',
      });
    }
    for (let i = 0; i < 55; i++) {
      const locked = await passwordSignIn('sam.sms', `wrong-more-${i}`);
      expect(locked.body).toEqual({
        __type: 'NotAuthorizedException',
        message: 'Password attempts exceeded',
      });
    }
    const right = await passwordSignIn('sam.sms', DEMO_PASSWORD);
    expect(right.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });
    // Other users are not affected.
    const other = await passwordSignIn('paul.portal', DEMO_PASSWORD);
    expect(other.body.AuthenticationResult).toBeDefined();
  });

  it('locks an address that sprays passwords across users', async () => {
    // The test server trusts no proxy: X-Forwarded-For is dropped and the peer (127.0.0.1)
    // counts, whatever address the client claims.
    // 5 failures from this address already (the test above); the 20th locks it.
    for (let i = 0; i < 15; i++) {
      const answer = await passwordSignIn(`no-such-user-${i}`, 'x', `203.0.113.${i}`);
      expect(answer.body.message).toBe('Incorrect username or password.');
    }
    const next = await passwordSignIn('ada.admin', DEMO_PASSWORD, '198.51.100.7');
    expect(next.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });
  });
});

describe('one-time code throttling', () => {
  it('locks code checks after five wrong codes: even the right code is refused', async () => {
    // A fresh stack: the address above is locked for sign-ins, not for codes, but keep them apart.
    for (let i = 0; i < 5; i++) {
      const wrong = await poolCall(stack, 'ConfirmSignUp', {
        ClientId: CLIENT_ID,
        Username: 'uma.unconfirmed',
        ConfirmationCode: `00000${i}`,
      });
      expect(wrong.body.__type).toBe('CodeMismatchException');
    }
    const right = await poolCall(stack, 'ConfirmSignUp', {
      ClientId: CLIENT_ID,
      Username: 'uma.unconfirmed',
      ConfirmationCode: DEMO_FIXED_CODE,
    });
    expect(right.body).toEqual({
      __type: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
    });
    const user = await stack.identity.admin.call('AdminGetUser', {
      ...pool,
      Username: 'uma.unconfirmed',
    });
    expect(user.UserStatus).toBe('UNCONFIRMED');
  });
});
