import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ManageUsers from '../../../blocks/manageUsers/ManageUsers';
import { GatewayProvider } from '../../../runtime/app/GatewayProvider';
import { SIGNED_OUT, sessionAtom } from '../../../runtime/session/sessionState';
import type { UserProfile } from '../../../runtime/session/userProfile';
import {
  awsJson,
  crmAnswer,
  fakeGatewayFetch,
  sentData,
  testConnection,
  type ReceivedRequest,
} from '../../runtime/gateway/fakeGatewayFetch';
import { callType } from '../dataBlockHarness';

const profile = (username: string, userType: string): UserProfile => ({
  username,
  given_name: 'Maria',
  family_name: 'Keller',
  email: 'maria@x.test',
  userType,
  'custom:salesforceAccountId': 'ACC-1',
  'custom:salesforceContactId': 'CON-1',
  'custom:salesforceOrgId': null,
  'custom:local': 'en_GB',
  locale: 'en-GB',
});

const signInAs = (username: string, userType: string) =>
  getDefaultStore().set(sessionAtom, {
    ...SIGNED_OUT,
    token: { access_token: 'token', expires_in: Date.now() + 3_600_000 },
    profile: profile(username, userType),
  });

const poolUser = (
  username: string,
  given: string,
  userStatus: string,
  enabled = true,
  groups = ['AWSPortalUser'],
) => ({
  username,
  enabled,
  userStatus,
  createdAt: '2026-01-01T00:00:00.000Z',
  attributes: {
    given_name: given,
    family_name: 'Tester',
    email: `${username}@x.test`,
    'custom:salesforceContactId': `CON-${username}`,
  },
  groups,
});

const PAGE_ONE = [
  poolUser('maria', 'Maria', 'CONFIRMED', true, ['AWSManager']),
  poolUser('paul', 'Paul', 'CONFIRMED'),
  poolUser('dan', 'Dan', 'CONFIRMED', false),
  poolUser('nina', 'Nina', 'FORCE_CHANGE_PASSWORD'),
];

interface Sent {
  operation: 'identity' | 'crm';
  name: string;
  data: Record<string, unknown>;
  username?: unknown;
}

/** The real gateway client against a fake gateway that plays the pool and the CRM. */
function renderBlock(
  crm: (type: string, data: Record<string, unknown>) => unknown = () => ({
    statusCode: 200,
    content: {},
  }),
  identity: (action: string, data: Record<string, unknown>) => unknown = (action, data) =>
    action === 'listUsers'
      ? {
          statusCode: 200,
          content: data.nextToken
            ? { users: [poolUser('zoe', 'Zoe', 'CONFIRMED')], nextToken: null }
            : { users: PAGE_ONE, nextToken: 'token-2' },
        }
      : {
          statusCode: 200,
          content: { message: 'ok', user: poolUser('new', 'Lena', 'FORCE_CHANGE_PASSWORD') },
        },
) {
  const sent: Sent[] = [];
  const gateway = fakeGatewayFetch((request: ReceivedRequest) => {
    const data = sentData(request);
    if (request.body.query.includes('cognitoActions')) {
      const action = String(request.body.variables.action);
      sent.push({
        operation: 'identity',
        name: action,
        data,
        username: request.body.variables.username,
      });
      return { cognitoActions: awsJson(identity(action, data)) };
    }
    const type = callType(data) ?? '';
    sent.push({ operation: 'crm', name: type, data });
    return { salesforceActions: crmAnswer(crm(type, data)) };
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <GatewayProvider connection={testConnection(gateway.fetch)} queryClient={queryClient}>
      <ManageUsers blockId="b1" configuration={{ pageSize: 20 }} contentJSON={null} />
    </GatewayProvider>,
  );
  return { sent };
}

const names = (sent: Sent[]) => sent.map((s) => `${s.operation}:${s.name}`);

beforeEach(() => signInAs('maria', 'AWSManager'));
afterEach(() => act(() => getDefaultStore().set(sessionAtom, SIGNED_OUT)));

describe('the manageUsers block', () => {
  it('lists a page of 20 with name, email, role, shown status and the created date in the user locale', async () => {
    const { sent } = renderBlock();
    expect(screen.getByRole('status', { name: 'Loading users…' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const paul = within(table).getByRole('row', { name: /Paul Tester/ });
    expect(within(paul).getByText('paul@x.test')).toBeVisible();
    expect(within(paul).getByText('User')).toBeVisible();
    expect(within(paul).getByText('Active')).toBeVisible();
    expect(within(paul).getByText('1 Jan 2026')).toBeVisible();
    expect(within(table).getByRole('row', { name: /Dan Tester/ })).toHaveTextContent('Inactive');
    expect(within(table).getByRole('row', { name: /Nina Tester/ })).toHaveTextContent('Invited');
    expect(within(table).getByRole('row', { name: /Maria Tester/ })).toHaveTextContent('Manager');
    expect(sent[0]).toMatchObject({ name: 'listUsers', data: { limit: 20 } });
  });

  it('offers only the actions the rules allow, and none on the own row', async () => {
    renderBlock();
    const table = await screen.findByRole('table');
    expect(
      within(within(table).getByRole('row', { name: /Maria Tester/ })).queryByRole('button'),
    ).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Dan Tester' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Activate']);
  });

  it('pages on with nextToken and back', async () => {
    const { sent } = renderBlock();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('row', { name: /Zoe Tester/ })).toBeVisible();
    expect(screen.getByText('Page 2')).toBeVisible();
    expect(sent.at(-1)?.data).toMatchObject({ nextToken: 'token-2', limit: 20 });
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('row', { name: /Paul Tester/ })).toBeVisible();
  });

  it('searches by given name and filters by role and status', async () => {
    const { sent } = renderBlock();
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by first name' }), 'Pa');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Manager' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Active' }));
    expect(sent.at(-1)?.data).toMatchObject({
      givenName: 'Pa',
      group: 'AWSManager',
      status: 'Enabled',
    });
  });

  it('shows a portal user the list without actions', async () => {
    signInAs('paul', 'AWSPortalUser');
    renderBlock();
    const table = await screen.findByRole('table');
    expect(within(table).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Add user' })).toBeNull();
    expect(
      screen.getByText('Only a manager of your account can add or change users.'),
    ).toBeVisible();
  });

  it('validates the user modal next to each field, then creates through the CRM contact first', async () => {
    const { sent } = renderBlock((type) =>
      type === 'contactInSF'
        ? { statusCode: 200, content: { contactId: 'CON-NEW' } }
        : { statusCode: 200, content: {} },
    );
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'lena@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(within(dialog).getByRole('textbox', { name: /First name/ })).toHaveAccessibleDescription(
      'First name is required.',
    );
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      expect.stringContaining('Enter an email address like name@example.com.'),
    );
    expect(names(sent)).toEqual(['identity:listUsers']);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Lena');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Vogt');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'lab.test');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Role' }),
      'Manager',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(names(sent).slice(1, 5)).toEqual([
      'crm:contactInSF',
      'identity:createUser',
      'identity:addToGroup',
      'crm:updateContactInSF',
    ]);
    expect(sent.find((s) => s.name === 'createUser')?.data).toMatchObject({
      email: 'lena@lab.test',
      givenName: 'Lena',
      contactId: 'CON-NEW',
      locale: 'en_GB',
    });
    expect(sent.find((s) => s.name === 'addToGroup')?.data).toEqual({ group: 'AWSManager' });
  });

  it('creates nothing when the CRM gives no contact id, and says so in the modal', async () => {
    const { sent } = renderBlock(() => ({ statusCode: 200, content: {} }));
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Lena');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Vogt');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'lena@lab.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The user was not created: the CRM returned no contact for this person.',
    );
    expect(names(sent)).not.toContain('identity:createUser');
    expect(within(dialog).getByRole('textbox', { name: /First name/ })).toHaveValue('Lena');
  });

  it('deactivates after confirmation and tells the CRM (userDeactivatedInAWS, cid)', async () => {
    const { sent } = renderBlock();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Paul Tester' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate user' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await expect.poll(() => names(sent)).toContain('crm:userDeactivatedInAWS');
    const deactivate = sent.find((s) => s.name === 'deactivate');
    expect(deactivate?.username).toBe('paul');
    const sync = sent.find((s) => s.name === 'userDeactivatedInAWS');
    expect(new URL(String(sync?.data.endpoint), 'https://x.invalid').searchParams.get('cid')).toBe(
      'CON-paul',
    );
  });

  it('changes only the role of an active user: addToGroup, and the role message', async () => {
    const { sent } = renderBlock();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Paul Tester' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveAttribute('readonly');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Role' }),
      'Manager',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    const writes = sent.filter((s) => s.name !== 'listUsers');
    expect(writes.map((s) => s.name)).toEqual(['addToGroup']);
    expect(writes[0]).toMatchObject({ username: 'paul', data: { group: 'AWSManager' } });
  });
});
