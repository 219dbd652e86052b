/**
 * Issue 14, "anyone holding the public key can administer users": every identity action that is
 * not the caller's to take, tried by each role through the real gateway and user pool, is refused
 * (401 without a valid token, 403 otherwise) and changes no user; a manager's own actions on her
 * account's users still work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_STOREFRONTS, DEMO_USER_POOL_ID } from '../../server/shared/demo';
import {
  actionResult,
  graphql,
  signIn,
  startSecurityStack,
  stateFingerprint,
  type SecurityStack,
} from './support/securityStack';
import { tally } from './support/tally';

const COGNITO =
  'query C($action: String!, $data: AWSJSON, $username: String) { cognitoActions(action: $action, data: $data, username: $username) }';
const USER_ACTIONS = 'query U($data: AWSJSON) { userActions(data: $data) }';
const LIST_USERS = 'query L($data: AWSJSON) { listUsers(data: $data) }';

type RoleName = 'anonymous' | 'guest' | 'portal user' | 'manager of another account' | 'manager';

interface IdentityAttack {
  name: string;
  action: string;
  username?: string;
  data?: Record<string, unknown>;
  /** A list: refused, or answered with the caller's own account's users only, counts as held. */
  listing?: boolean;
  /** Sent through userActions or listUsers instead of cognitoActions. */
  via?: 'userActions' | 'listUsers';
}

let stack: SecurityStack;
const tokens = new Map<RoleName, string | null>();

beforeAll(async () => {
  stack = await startSecurityStack();
  tokens.set('anonymous', null);
  tokens.set('guest', null);
  tokens.set('portal user', await signIn(stack, 'paul.portal'));
  tokens.set('manager of another account', await signIn(stack, 'ivy.indirect'));
  tokens.set('manager', await signIn(stack, 'maria.manager'));
});

afterAll(async () => {
  tally.print('identity administration (cognitoActions, userActions, listUsers)');
  await stack?.close();
});

/** Users of maria's account (main) are the victims; for maria herself, users of other accounts. */
function attacksOn(role: RoleName): IdentityAttack[] {
  const victim =
    role === 'manager' ? 'sophie.sso' : role === 'portal user' ? 'maria.manager' : 'paul.portal';
  const victimAccount = role === 'manager' ? DEMO_ACCOUNTS.sso.id : DEMO_ACCOUNTS.main.id;
  const attacks: IdentityAttack[] = [
    {
      name: 'lists the whole pool',
      action: 'listUsers',
      via: 'listUsers',
      data: {},
      listing: true,
    },
    {
      listing: true,
      name: "lists the victim account's users",
      action: 'list',
      data: { accountId: victimAccount },
    },
    { name: 'reads a user', action: 'getUser', username: victim },
    { name: "reads a user's groups", action: 'listUserGroups', username: victim },
    {
      name: 'sets a password',
      action: 'resetPassword',
      username: victim,
      data: { password: 'Pwned-2026!x', permanent: true },
    },
    { name: 'sends a reset code', action: 'resetPassword', username: victim },
    { name: 'recreates a user', action: 'recreateUser', username: victim },
    { name: 'disables a user', action: 'deactivate', username: victim },
    ...(role === 'manager'
      ? [] // dan.disabled is in maria's own account: enabling him is hers to do
      : [{ name: 'enables a disabled user', action: 'activate', username: 'dan.disabled' }]),
    {
      name: 'makes a user an admin',
      action: 'addToGroup',
      username: victim,
      data: { group: 'AWSAdmin' },
    },
    {
      name: "moves a user into the caller's account",
      action: 'updateUser',
      username: victim,
      data: { accountId: '001Dn00000Distrib1' },
    },
    {
      name: 'renames a user',
      action: 'updateUserName',
      username: victim,
      data: { givenName: 'Mallory' },
    },
    {
      name: 'creates a user tied to the victim account and contact',
      action: 'createUser',
      data: {
        email: 'eve@evil.test',
        group: 'AWSManager',
        accountId: victimAccount,
        contactId: role === 'manager' ? '003Dn00000SophieLa' : '003Dn00000LeoMarti',
      },
    },
    {
      name: 'creates an admin',
      action: 'createUser',
      via: 'userActions',
      data: { email: 'eve2@evil.test', group: 'AWSAdmin', contactId: '003Dn00000LeoMarti' },
    },
  ];
  if (role === 'manager') {
    // A manager's own account: she may not raise roles beyond Manager/User or change herself.
    attacks.push(
      {
        name: 'makes an own-account user an admin',
        action: 'addToGroup',
        username: 'paul.portal',
        data: { group: 'AWSAdmin' },
      },
      {
        name: 'sets an own-account user password',
        action: 'resetPassword',
        username: 'paul.portal',
        data: { password: 'Pwned-2026!x' },
      },
      {
        name: 'moves an own-account user to another account',
        action: 'updateUser',
        username: 'paul.portal',
        data: { attributes: { 'custom:salesforceAccountId': DEMO_ACCOUNTS.sso.id } },
      },
      {
        name: 'sets an org id',
        action: 'updateUser',
        username: 'paul.portal',
        data: { attributes: { 'custom:salesforceOrgId': 'x' } },
      },
      {
        name: 'ties an own-account user to a foreign contact',
        action: 'updateUser',
        username: 'paul.portal',
        data: { contactId: '003Dn00000RaviKuma' },
      },
      { name: 'disables herself', action: 'deactivate', username: 'maria.manager' },
    );
  }
  return attacks;
}

async function attempt(role: RoleName, attack: IdentityAttack) {
  const token = tokens.get(role) ?? null;
  const host = role === 'guest' ? DEMO_STOREFRONTS.guest.domain : DEMO_STOREFRONTS.portal.domain;
  const options = { token, host };
  if (attack.via === 'listUsers')
    return actionResult(
      await graphql(stack, LIST_USERS, { data: JSON.stringify(attack.data ?? {}) }, options),
      'listUsers',
    );
  if (attack.via === 'userActions')
    return actionResult(
      await graphql(
        stack,
        USER_ACTIONS,
        { data: JSON.stringify({ action: attack.action, ...attack.data }) },
        options,
      ),
      'userActions',
    );
  return actionResult(
    await graphql(
      stack,
      COGNITO,
      { action: attack.action, username: attack.username, data: JSON.stringify(attack.data ?? {}) },
      options,
    ),
    'cognitoActions',
  );
}

const OWN_ACCOUNT: Partial<Record<RoleName, string>> = {
  manager: DEMO_ACCOUNTS.main.id,
  // Spec 001 section 6: non-managers see their account's user list without actions (issue 17);
  // listUsers answers a portal user their own account's users, read only.
  'portal user': DEMO_ACCOUNTS.main.id,
  'manager of another account': DEMO_ACCOUNTS.distributor.id,
};

/** A 200 list holding only users of the caller's own account: the victim's stay hidden. */
function onlyOwnAccount(role: RoleName, result: { statusCode: number; content: unknown }): boolean {
  const own = OWN_ACCOUNT[role];
  const users = (result.content as { users?: { attributes: Record<string, string> }[] } | null)
    ?.users;
  return (
    result.statusCode === 200 &&
    own !== undefined &&
    Array.isArray(users) &&
    users.every((user) => user.attributes['custom:salesforceAccountId'] === own)
  );
}

const ROLE_NAMES: RoleName[] = [
  'anonymous',
  'guest',
  'portal user',
  'manager of another account',
  'manager',
];

describe.each(ROLE_NAMES)('as %s', (role) => {
  it('is refused every identity action that is not its own to take, and no user changes', async () => {
    const before = await stateFingerprint(stack);
    const leaks: string[] = [];
    for (const attack of attacksOn(role)) {
      const result = await attempt(role, attack);
      const refused =
        (result.statusCode === 401 && String(result.content).startsWith('ERROR: Unauthorized')) ||
        (result.statusCode === 403 && String(result.content).startsWith('ERROR: Forbidden')) ||
        (attack.listing === true && onlyOwnAccount(role, result));
      tally.record(role, refused);
      if (!refused) leaks.push(`${attack.name}: ${JSON.stringify(result).slice(0, 200)}`);
    }
    expect(leaks).toEqual([]);
    expect(await stateFingerprint(stack)).toBe(before);
  });
});

describe('what stays allowed', () => {
  it('any signed-in user reads their own groups (the SSO sign-in does)', async () => {
    const result = await attempt('portal user', {
      name: 'own groups',
      action: 'listUserGroups',
      username: 'paul.portal',
    });
    expect(result).toEqual({ statusCode: 200, content: { groups: ['AWSPortalUser'] } });
  });

  it("a manager lists exactly her own account's users, whatever account she asks for", async () => {
    const listed = await attempt('manager', {
      name: 'list',
      action: 'list',
      data: { accountId: DEMO_ACCOUNTS.sso.id },
    });
    const users = (
      listed.content as { users: { username: string; attributes: Record<string, string> }[] }
    ).users;
    expect(users.length).toBeGreaterThan(3);
    expect(
      users.every((u) => u.attributes['custom:salesforceAccountId'] === DEMO_ACCOUNTS.main.id),
    ).toBe(true);
    const paged = await attempt('manager', {
      name: 'listUsers',
      action: 'listUsers',
      via: 'listUsers',
      data: { limit: 60 },
    });
    const page = (paged.content as { users: { attributes: Record<string, string> }[] }).users;
    expect(
      page.every((u) => u.attributes['custom:salesforceAccountId'] === DEMO_ACCOUNTS.main.id),
    ).toBe(true);
  });

  it('a manager changes a user of her account and gives the role User', async () => {
    const renamed = await attempt('manager', {
      name: 'rename',
      action: 'updateUserName',
      username: 'paul.portal',
      data: { givenName: 'Paulo' },
    });
    expect(renamed).toEqual({
      statusCode: 200,
      content: { message: 'User updated successfully.' },
    });
    const role = await attempt('manager', {
      name: 'role',
      action: 'addToGroup',
      username: 'nina.newpass',
      data: { group: 'AWSPortalUser' },
    });
    expect(role).toEqual({
      statusCode: 200,
      content: { message: 'User role updated successfully.' },
    });
    const user = await stack.identity.admin.call('AdminGetUser', {
      UserPoolId: DEMO_USER_POOL_ID,
      Username: 'paul.portal',
    });
    expect(JSON.stringify(user.UserAttributes)).toContain('Paulo');
  });
});

describe('a single sign-on storefront', () => {
  it('refuses activate, deactivate and reset password: the identity provider owns them (spec 001 section 6)', async () => {
    const token = await signIn(stack, 'hugo.sso', 'sso');
    const options = { token, host: DEMO_STOREFRONTS.sso.domain };
    const before = await stateFingerprint(stack);
    for (const action of ['activate', 'deactivate', 'resetPassword']) {
      const result = actionResult(
        await graphql(
          stack,
          COGNITO,
          { action, username: 'sophie.sso', data: JSON.stringify({}) },
          options,
        ),
        'cognitoActions',
      );
      expect(result.statusCode, action).toBe(403);
      expect(String(result.content)).toContain('identity provider');
    }
    expect(await stateFingerprint(stack)).toBe(before);
    // Editing a user of his account stays his to do.
    const renamed = actionResult(
      await graphql(
        stack,
        COGNITO,
        {
          action: 'updateUserName',
          username: 'sophie.sso',
          data: JSON.stringify({ givenName: 'Sophie' }),
        },
        options,
      ),
      'cognitoActions',
    );
    expect(renamed).toEqual({
      statusCode: 200,
      content: { message: 'User updated successfully.' },
    });
  });
});
