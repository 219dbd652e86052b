import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STOREFRONTS, DEMO_USER_POOL_ID, DEMO_USERS } from '../../../server/shared/demo';
import { startIdentityStack, type IdentityStack } from './support/identityStack';

let stack: IdentityStack;

beforeAll(async () => {
  stack = await startIdentityStack();
});

afterAll(async () => {
  await stack?.close();
});

const usernames = (answer: Record<string, unknown>) =>
  (answer.Users as { Username: string }[]).map((u) => u.Username);

describe('the pool through IdentityAdmin and the HTTP endpoint', () => {
  it('pages ListUsers with Limit and PaginationToken, in username order', async () => {
    const seen: string[] = [];
    let token: string | undefined;
    let pages = 0;
    do {
      const answer = await stack.identity.admin.call('ListUsers', {
        UserPoolId: DEMO_USER_POOL_ID,
        Limit: 4,
        ...(token ? { PaginationToken: token } : {}),
      });
      expect(usernames(answer).length).toBeLessThanOrEqual(4);
      seen.push(...usernames(answer));
      token = answer.PaginationToken as string | undefined;
      pages++;
    } while (token);
    expect(pages).toBe(Math.ceil(DEMO_USERS.length / 4));
    expect(seen).toEqual(DEMO_USERS.map((u) => u.username).sort((a, b) => a.localeCompare(b)));
  });

  it('refuses a Limit above 60 and a bad pagination token', async () => {
    await expect(
      stack.identity.admin.call('ListUsers', { UserPoolId: DEMO_USER_POOL_ID, Limit: 61 }),
    ).rejects.toMatchObject({
      type: 'InvalidParameterException',
    });
    await expect(
      stack.identity.admin.call('ListUsers', {
        UserPoolId: DEMO_USER_POOL_ID,
        PaginationToken: 'nonsense',
      }),
    ).rejects.toMatchObject({ type: 'InvalidParameterException' });
  });

  it('seeds attributes, groups and statuses', async () => {
    const user = await stack.identity.admin.call('AdminGetUser', {
      UserPoolId: DEMO_USER_POOL_ID,
      Username: 'tom.totp',
    });
    const attributes = Object.fromEntries(
      (user.UserAttributes as { Name: string; Value: string }[]).map((a) => [a.Name, a.Value]),
    );
    expect(attributes).toMatchObject({
      email: 'tomasz.nowak@northgate-labs.test',
      'custom:salesforceAccountId': '001Dn00000NgClinic',
      'custom:salesforceOrgId': '00D5e000000CeLLAR1',
      'custom:local': 'de_DE',
    });
    const disabled = await stack.identity.admin.call('AdminGetUser', {
      UserPoolId: DEMO_USER_POOL_ID,
      Username: 'dan.disabled',
    });
    expect(disabled.Enabled).toBe(false);
    const groups = await stack.identity.admin.call('AdminListGroupsForUser', {
      UserPoolId: DEMO_USER_POOL_ID,
      Username: 'tom.totp',
    });
    expect((groups.Groups as { GroupName: string }[]).map((g) => g.GroupName)).toEqual([
      'AWSManager',
    ]);
  });

  it('answers ResendConfirmationCode for unconfirmed users only', async () => {
    const clientId = DEMO_STOREFRONTS.portal.clientId;
    await expect(
      stack.identity.admin.call('ResendConfirmationCode', {
        ClientId: clientId,
        Username: 'uma.unconfirmed',
      }),
    ).resolves.toEqual({
      CodeDeliveryDetails: {
        AttributeName: 'email',
        DeliveryMedium: 'EMAIL',
        Destination: 'u***@n***',
      },
    });
    await expect(
      stack.identity.admin.call('ResendConfirmationCode', {
        ClientId: clientId,
        Username: 'maria.manager',
      }),
    ).rejects.toMatchObject({
      type: 'InvalidParameterException',
      message: 'User is already confirmed.',
    });
  });

  it('speaks AWS JSON 1.1 over HTTP: CORS preflight, error type header and body', async () => {
    const preflight = await fetch(stack.userPoolEndpoint, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://portal.localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target,x-amz-user-agent',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-amz-target');

    const res = await fetch(stack.userPoolEndpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: DEMO_STOREFRONTS.portal.clientId,
        AuthParameters: { USERNAME: 'dan.disabled', PASSWORD: 'x' },
      }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-amzn-errortype')).toBe('NotAuthorizedException:');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toEqual({
      __type: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
  });

  it('serves the pool JWKS', async () => {
    const res = await fetch(`${stack.userPoolEndpoint}/${DEMO_USER_POOL_ID}/.well-known/jwks.json`);
    const jwks = (await res.json()) as { keys: { kid: string }[] };
    expect(jwks.keys[0]?.kid).toBe('CognitoLocal');
  });
});
