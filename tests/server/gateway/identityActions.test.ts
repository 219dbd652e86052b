import { describe, expect, it } from 'vitest';
import { runIdentityAction } from '../../../server/gateway/identity/runIdentityAction';
import { FakePoolError, fakeIdentityAdmin } from './fakeIdentityAdmin';

const poolUser = (
  username: string,
  attributes: Record<string, string>,
  extra: Record<string, unknown> = {},
) => ({
  Username: username,
  Enabled: true,
  UserStatus: 'CONFIRMED',
  UserCreateDate: 1_700_000_000,
  Attributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
  ...extra,
});

describe('identity actions', () => {
  it('answers 404 for an unknown action and 503 without a pool', async () => {
    expect(
      await runIdentityAction({ action: 'dropTables', data: {}, username: null }, null),
    ).toEqual({
      statusCode: 404,
      content: 'Query name not found, improper request.',
    });
    expect(
      await runIdentityAction({ action: 'activate', data: {}, username: 'x' }, null),
    ).toMatchObject({ statusCode: 503 });
    const { admin } = fakeIdentityAdmin();
    expect(
      await runIdentityAction({ action: 'toString', data: {}, username: 'x' }, admin),
    ).toMatchObject({ statusCode: 404 });
  });

  it('lists users 20 a page with a given-name filter and applies the status, filling the page from the next pool page', async () => {
    const { admin, calls } = fakeIdentityAdmin({
      ListUsers: (body) =>
        body.PaginationToken === 'page-3'
          ? { Users: [] }
          : body.PaginationToken === 'page-2'
            ? { Users: [poolUser('martha', { given_name: 'Martha' })], PaginationToken: 'page-3' }
            : {
                Users: [
                  poolUser('maria', { given_name: 'Maria' }),
                  poolUser('mark', { given_name: 'Mark' }, { Enabled: false }),
                ],
                PaginationToken: 'page-2',
              },
    });
    const result = await runIdentityAction(
      { action: 'listUsers', data: { givenName: 'Ma"', status: 'Active' }, username: null },
      admin,
    );
    // The page is short after the status (one of two): the next pool page is read for the 19
    // users still missing, and so on until the pool has no more (the fake stops answering at
    // page-3 with an empty page).
    expect(calls.slice(0, 3)).toEqual([
      {
        target: 'ListUsers',
        body: { UserPoolId: 'us-east-1_Fake', Limit: 20, Filter: 'given_name ^= "Ma\\""' },
      },
      {
        target: 'ListUsers',
        body: {
          UserPoolId: 'us-east-1_Fake',
          Limit: 19,
          PaginationToken: 'page-2',
          Filter: 'given_name ^= "Ma\\""',
        },
      },
      {
        target: 'ListUsers',
        body: {
          UserPoolId: 'us-east-1_Fake',
          Limit: 18,
          PaginationToken: 'page-3',
          Filter: 'given_name ^= "Ma\\""',
        },
      },
    ]);
    // Each listed user's groups are read for the role column.
    expect(calls.slice(3).map((call) => call.target)).toEqual([
      'AdminListGroupsForUser',
      'AdminListGroupsForUser',
    ]);
    expect(result).toMatchObject({
      statusCode: 200,
      content: {
        users: [
          { username: 'maria', enabled: true, attributes: { given_name: 'Maria' } },
          { username: 'martha' },
        ],
        nextToken: null,
      },
    });
  });

  it('pages the members of a role group and applies given name and status to the page', async () => {
    const { admin, calls } = fakeIdentityAdmin({
      ListUsersInGroup: (body) =>
        body.NextToken
          ? { Users: [] }
          : {
              Users: [
                poolUser('maria', { given_name: 'Maria' }),
                poolUser('tom', { given_name: 'Tomasz' }),
                poolUser('mark', { given_name: 'Mark' }, { Enabled: false }),
              ],
              NextToken: 'next',
            },
      AdminListGroupsForUser: { Groups: [{ GroupName: 'AWSManager' }] },
    });
    const result = await runIdentityAction(
      {
        action: 'listUsers',
        data: { group: 'AWSManager', givenName: 'Ma', status: 'Active' },
        username: null,
      },
      admin,
    );
    expect(calls[0]).toEqual({
      target: 'ListUsersInGroup',
      body: { UserPoolId: 'us-east-1_Fake', GroupName: 'AWSManager', Limit: 20 },
    });
    expect(result).toMatchObject({
      statusCode: 200,
      content: { users: [{ username: 'maria', groups: ['AWSManager'] }], nextToken: null },
    });
  });

  it('filters by status alone through the pool', async () => {
    const { admin, calls } = fakeIdentityAdmin({ ListUsers: { Users: [] } });
    await runIdentityAction(
      {
        action: 'listUsers',
        data: { status: 'Inactive', limit: 5, nextToken: 't' },
        username: null,
      },
      admin,
    );
    expect(calls[0]?.body).toEqual({
      UserPoolId: 'us-east-1_Fake',
      Limit: 5,
      PaginationToken: 't',
      Filter: 'status = "Disabled"',
    });
  });

  it("fills a manager's page with her account's users from the following pool pages, never more than the limit", async () => {
    // A pool of 12 users in username order; every third belongs to the manager's account.
    const pool = Array.from({ length: 12 }, (_, index) =>
      poolUser(`u${String(index).padStart(2, '0')}`, {
        'custom:salesforceAccountId': index % 3 === 0 ? 'acc-1' : 'acc-2',
      }),
    );
    const { admin, calls } = fakeIdentityAdmin({
      ListUsers: (body) => {
        const start = body.PaginationToken ? Number(body.PaginationToken) : 0;
        const end = start + Number(body.Limit);
        return {
          Users: pool.slice(start, end),
          ...(end < pool.length ? { PaginationToken: String(end) } : {}),
        };
      },
    });
    const list = (nextToken?: string) =>
      runIdentityAction(
        {
          action: 'listUsers',
          data: { limit: 3, nextToken },
          username: null,
          accountScope: 'acc-1',
        },
        admin,
      );
    const first = await list();
    expect(first).toMatchObject({
      statusCode: 200,
      content: { users: [{ username: 'u00' }, { username: 'u03' }, { username: 'u06' }] },
    });
    // Each read asks for the users still missing (3, 2, 1, 1): the page holds exactly 3 and the
    // token resumes right after u06.
    expect(
      calls.filter((call) => call.target === 'ListUsers').map((call) => call.body.Limit),
    ).toEqual([3, 2, 1, 1]);
    const token = ((first as { content: unknown }).content as { nextToken: string }).nextToken;
    expect(token).toBe('7');
    const second = await list(token);
    expect(second).toMatchObject({
      statusCode: 200,
      content: { users: [{ username: 'u09' }], nextToken: null },
    });
  });

  it('lists the users of one account across pool pages', async () => {
    const { admin } = fakeIdentityAdmin({
      ListUsers: (body) =>
        body.PaginationToken
          ? { Users: [poolUser('b', { 'custom:salesforceAccountId': 'acc-1' })] }
          : {
              Users: [poolUser('a', { 'custom:salesforceAccountId': 'acc-2' })],
              PaginationToken: 'next',
            },
    });
    const result = await runIdentityAction(
      { action: 'list', data: { accountId: 'acc-1' }, username: null },
      admin,
    );
    expect(result).toMatchObject({ statusCode: 200, content: { users: [{ username: 'b' }] } });
  });

  it('creates a user with mapped attributes and one group', async () => {
    const { admin, calls } = fakeIdentityAdmin({
      AdminCreateUser: { User: poolUser('new@lab.test', { sub: 'sub-1' }) },
      AdminListGroupsForUser: { Groups: [] },
    });
    const result = await runIdentityAction(
      {
        action: 'createUser',
        data: {
          email: 'new@lab.test',
          givenName: 'New',
          accountId: 'acc-1',
          locale: 'de_DE',
          group: 'AWSPortalUser',
        },
        username: null,
      },
      admin,
    );
    expect(calls.map((c) => c.target)).toEqual([
      'AdminCreateUser',
      'AdminListGroupsForUser',
      'AdminAddUserToGroup',
    ]);
    expect(calls[0]?.body).toMatchObject({
      Username: 'new@lab.test',
      UserAttributes: expect.arrayContaining([
        { Name: 'given_name', Value: 'New' },
        { Name: 'custom:salesforceAccountId', Value: 'acc-1' },
        { Name: 'custom:local', Value: 'de_DE' },
      ]),
    });
    expect(result).toMatchObject({
      statusCode: 200,
      content: {
        message: 'User created successfully.',
        user: { username: 'new@lab.test', attributes: { sub: 'sub-1' } },
      },
    });
  });

  it('changes a role by replacing the old group', async () => {
    const { admin, calls } = fakeIdentityAdmin({
      AdminListGroupsForUser: { Groups: [{ GroupName: 'AWSPortalUser' }] },
    });
    const result = await runIdentityAction(
      { action: 'addToGroup', data: { group: 'AWSManager' }, username: 'paul' },
      admin,
    );
    expect(calls.map((c) => [c.target, c.body.GroupName])).toEqual([
      ['AdminListGroupsForUser', undefined],
      ['AdminRemoveUserFromGroup', 'AWSPortalUser'],
      ['AdminAddUserToGroup', 'AWSManager'],
    ]);
    expect(result).toEqual({
      statusCode: 200,
      content: { message: 'User role updated successfully.' },
    });
  });

  it.each([
    ['activate', 'AdminEnableUser', 'User activated successfully.'],
    ['deactivate', 'AdminDisableUser', 'User deactivated successfully.'],
    ['resetPassword', 'AdminResetUserPassword', 'Password updated successfully.'],
  ])('%s calls %s', async (action, target, message) => {
    const { admin, calls } = fakeIdentityAdmin();
    const result = await runIdentityAction({ action, data: {}, username: 'paul' }, admin);
    expect(calls).toEqual([{ target, body: { UserPoolId: 'us-east-1_Fake', Username: 'paul' } }]);
    expect(result).toEqual({ statusCode: 200, content: { message } });
  });

  it('reads the username from data when the argument is absent, and needs one', async () => {
    const { admin, calls } = fakeIdentityAdmin({
      AdminListGroupsForUser: { Groups: [{ GroupName: 'AWSManager' }] },
    });
    expect(
      await runIdentityAction(
        { action: 'listUserGroups', data: { username: 'maria' }, username: null },
        admin,
      ),
    ).toEqual({
      statusCode: 200,
      content: { groups: ['AWSManager'] },
    });
    expect(calls[0]?.body.Username).toBe('maria');
    expect(
      await runIdentityAction({ action: 'activate', data: {}, username: null }, admin),
    ).toMatchObject({ statusCode: 400 });
  });

  it('recreates a user with the same attributes and groups', async () => {
    const { admin, calls } = fakeIdentityAdmin({
      AdminGetUser: {
        Username: 'uma',
        UserAttributes: [
          { Name: 'sub', Value: 's' },
          { Name: 'email', Value: 'u@x.test' },
        ],
      },
      AdminListGroupsForUser: { Groups: [{ GroupName: 'AWSPortalUser' }] },
      AdminCreateUser: { User: poolUser('uma', {}) },
    });
    await runIdentityAction({ action: 'recreateUser', data: {}, username: 'uma' }, admin);
    expect(calls.map((c) => c.target)).toEqual([
      'AdminGetUser',
      'AdminListGroupsForUser',
      'AdminDeleteUser',
      'AdminCreateUser',
      'AdminAddUserToGroup',
    ]);
    expect(calls[3]?.body.UserAttributes).toEqual([{ Name: 'email', Value: 'u@x.test' }]);
  });

  it('shows a pool refusal as a 400 ERROR result and lets other failures propagate', async () => {
    const refusing = fakeIdentityAdmin({
      AdminEnableUser: () => {
        throw new FakePoolError('UserNotFoundException', 'User does not exist.');
      },
    });
    expect(
      await runIdentityAction({ action: 'activate', data: {}, username: 'ghost' }, refusing.admin),
    ).toEqual({
      statusCode: 400,
      content: 'ERROR: User does not exist.',
    });
    const broken = fakeIdentityAdmin({
      AdminEnableUser: () => {
        throw new Error('socket hang up');
      },
    });
    await expect(
      runIdentityAction({ action: 'activate', data: {}, username: 'x' }, broken.admin),
    ).rejects.toThrow('socket');
  });
});
