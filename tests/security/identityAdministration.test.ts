/**
 * Issue 14, "anyone holding the public key can administer users", and issue 17's security test:
 * every identity user call of spec 001 section 7 (list, listUsers, createUser, updateUser,
 * updateUserName, addToGroup, listUserGroups, activate, deactivate, resetPassword, recreateUser,
 * and getUser) and the CRM side of user administration (contactInSF, updateContactInSF and the
 * user sync types userActivatedInAWS / userDeactivatedInAWS), tried through the real gateway,
 * CRM and user pool by an anonymous holder of the API key and by every role (AWSGuest, AWSPortalUser,
 * AWSAdmin, AWSManager of another account, AWSManager; on the portal, guest and single sign-on
 * storefronts), is refused (401 without a valid token, 403 otherwise) and changes no user and no
 * CRM record; a manager's own actions on her account's users still work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNTS,
  DEMO_STOREFRONTS,
  DEMO_USER_POOL_ID,
  DEMO_USERS,
  type DemoStorefrontKey,
} from '../../server/shared/demo';
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
const MAKE_CALL = 'query M($data: AWSJSON) { salesforceActions(action: "makeCall", data: $data) }';

type RoleName =
  | 'anonymous'
  | 'guest'
  | 'signed-in guest'
  | 'portal user'
  | 'admin'
  | 'SSO portal user'
  | 'manager of another account'
  | 'SSO manager'
  | 'manager';

/** Who each role is: the demo user signed in (none: only the API key) and the storefront used. */
const ROLES: Record<RoleName, { username: string | null; storefront: DemoStorefrontKey }> = {
  anonymous: { username: null, storefront: 'portal' },
  guest: { username: null, storefront: 'guest' },
  'signed-in guest': { username: 'gus.guest', storefront: 'guest' },
  'portal user': { username: 'paul.portal', storefront: 'portal' },
  admin: { username: 'ada.admin', storefront: 'portal' },
  'SSO portal user': { username: 'sophie.sso', storefront: 'sso' },
  'manager of another account': { username: 'ivy.indirect', storefront: 'portal' },
  'SSO manager': { username: 'hugo.sso', storefront: 'sso' },
  manager: { username: 'maria.manager', storefront: 'portal' },
};

const demoUser = (username: string) => DEMO_USERS.find((u) => u.username === username)!;

interface IdentityAttack {
  name: string;
  action: string;
  username?: string;
  data?: Record<string, unknown>;
  /** A list: refused, or answered with the caller's own account's users only, counts as held. */
  listing?: boolean;
  /** Sent through userActions or listUsers instead of cognitoActions. */
  via?: 'userActions' | 'listUsers' | 'makeCall';
  /** For makeCall: the ecommerce type's query parameters. */
  query?: Record<string, string>;
}

let stack: SecurityStack;
const tokens = new Map<RoleName, string | null>();

beforeAll(async () => {
  stack = await startSecurityStack();
  for (const [role, { username, storefront }] of Object.entries(ROLES) as [
    RoleName,
    (typeof ROLES)[RoleName],
  ][])
    tokens.set(role, username ? await signIn(stack, username, storefront) : null);
  // A disabled user of an account maria may switch to (related) but not manage: only her own
  // account's users are hers (issue 17, "only users of the manager's own account").
  await stack.identity.admin.call('AdminDisableUser', {
    UserPoolId: DEMO_USER_POOL_ID,
    Username: 'tom.totp',
  });
  await stack.db.query(`UPDATE contacts SET aws_status = 'Inactive' WHERE id = $1`, [
    demoUser('tom.totp').contactId,
  ]);
});

afterAll(async () => {
  tally.print('identity administration (cognitoActions, userActions, listUsers)');
  await stack?.close();
});

/**
 * Whom each role attacks: a user of an account that is not the role's to manage (for a
 * non-manager, a colleague of their own account counts: non-managers get no user actions).
 */
function victimOf(role: RoleName): {
  user: string;
  account: string;
  /** A contact of the victim account without a login, for "create user". */
  freeContact: string;
  /** A disabled user the role may not enable. */
  disabled: string;
} {
  const main = {
    account: DEMO_ACCOUNTS.main.id,
    freeContact: '003Dn00000LeoMarti',
    disabled: 'dan.disabled',
  };
  if (role === 'manager')
    return {
      user: 'sophie.sso',
      account: DEMO_ACCOUNTS.sso.id,
      freeContact: '003Dn00000SophieLa',
      disabled: 'tom.totp',
    };
  if (role === 'portal user') return { ...main, user: 'maria.manager' };
  if (role === 'SSO portal user')
    return {
      user: 'hugo.sso',
      account: DEMO_ACCOUNTS.sso.id,
      freeContact: '003Dn00000SophieLa',
      disabled: 'dan.disabled',
    };
  return { ...main, user: 'paul.portal' };
}

function attacksOn(role: RoleName): IdentityAttack[] {
  const { user: victim, account: victimAccount, freeContact, disabled } = victimOf(role);
  const victimContact = demoUser(victim).contactId;
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
    { name: 'enables a disabled user', action: 'activate', username: disabled },
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
        contactId: freeContact,
      },
    },
    {
      name: 'creates an admin',
      action: 'createUser',
      via: 'userActions',
      data: { email: 'eve2@evil.test', group: 'AWSAdmin', contactId: '003Dn00000LeoMarti' },
    },
    {
      name: 'renames a user through userActions',
      action: 'updateUserName',
      via: 'userActions',
      data: { username: victim, givenName: 'Mallory' },
    },
    // The CRM side of "create user", activation and deactivation (makeCall, ecommerce base).
    {
      name: 'adds a contact to the victim account',
      action: 'contactInSF',
      via: 'makeCall',
      query: { accId: victimAccount, fn: 'Eve', ln: 'Mallory', email: 'eve3@evil.test' },
    },
    {
      name: "links the victim's contact to another pool user",
      action: 'updateContactInSF',
      via: 'makeCall',
      query: { cid: victimContact, awsUserId: 'eve-pool-user' },
    },
    {
      name: "marks the victim's contact inactive",
      action: 'userDeactivatedInAWS',
      via: 'makeCall',
      query: { cid: victimContact },
    },
    {
      name: "marks a disabled user's contact active",
      action: 'userActivatedInAWS',
      via: 'makeCall',
      query: { cid: demoUser(disabled).contactId },
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
  const host = DEMO_STOREFRONTS[ROLES[role].storefront].domain;
  const options = { token, host };
  if (attack.via === 'makeCall') {
    const username = ROLES[role].username;
    const own = username ? demoUser(username) : null;
    const query = new URLSearchParams({ type: attack.action, ...attack.query });
    const data = {
      userType: 'AWSManager', // a claim: the gateway uses the verified caller's groups
      accountId: own?.accountId ?? null,
      domain: host,
      callType: 'POST',
      endpoint: `/services/apexrest/ecommerce?${query.toString()}`,
      payload: '',
      ...(own ? { contactId: own.contactId } : {}),
    };
    return actionResult(
      await graphql(stack, MAKE_CALL, { data: JSON.stringify(data) }, options),
      'salesforceActions',
    );
  }
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
  // listUsers answers a portal user (or an admin) their own account's users, read only.
  'portal user': DEMO_ACCOUNTS.main.id,
  admin: DEMO_ACCOUNTS.main.id,
  'SSO portal user': DEMO_ACCOUNTS.sso.id,
  'manager of another account': DEMO_ACCOUNTS.distributor.id,
  'SSO manager': DEMO_ACCOUNTS.sso.id,
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

const ROLE_NAMES = Object.keys(ROLES) as RoleName[];

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

describe('the CRM side stays a manager’s own', () => {
  it("a manager's sync calls change her own account's contact, and only hers", async () => {
    const paul = demoUser('paul.portal').contactId;
    const status = async () =>
      (
        await stack.db.query<{ aws_status: string }>(
          'SELECT aws_status FROM contacts WHERE id = $1',
          [paul],
        )
      )[0]!.aws_status;
    const deactivated = await attempt('manager', {
      name: 'sync',
      action: 'userDeactivatedInAWS',
      via: 'makeCall',
      query: { cid: paul },
    });
    expect(deactivated).toEqual({
      statusCode: 200,
      content: { contactId: paul, awsStatus: 'Inactive' },
    });
    expect(await status()).toBe('Inactive');
    const activated = await attempt('manager', {
      name: 'sync',
      action: 'userActivatedInAWS',
      via: 'makeCall',
      query: { cid: paul },
    });
    expect(activated.statusCode).toBe(200);
    expect(await status()).toBe('Active');
    const contact = await attempt('manager', {
      name: 'contact',
      action: 'contactInSF',
      via: 'makeCall',
      query: {
        accId: DEMO_ACCOUNTS.main.id,
        fn: 'Leo',
        ln: 'Martins',
        email: 'leo.martins@northgate-labs.test',
      },
    });
    // The account's existing contact with that email, not a second one.
    expect(contact).toEqual({ statusCode: 200, content: { contactId: '003Dn00000LeoMarti' } });
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
