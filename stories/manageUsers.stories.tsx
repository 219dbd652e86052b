import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { getDefaultStore } from 'jotai';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SIGNED_OUT, sessionAtom } from '../runtime/session/sessionState';
import schema from '../schemas/blocks/manageUsers.schema.json';
import { blockMeta } from './support/blockStories';
import { GATEWAY_PATH } from './support/gatewayHandlers';
import type { FlatArgs } from './support/schemaControls';
import { atViewport } from './support/storyStates';
import { SignOutOnUnmount } from './support/storySignedIn';

/** The signed-in user as the session holds them: Maria (a manager) unless a story says otherwise. */
function withUser(username: string, userType: string): Decorator {
  return (Story) => {
    getDefaultStore().set(sessionAtom, {
      ...SIGNED_OUT,
      token: { access_token: 'story-access-token', expires_in: Date.now() + 3_600_000 },
      profile: {
        username,
        given_name: username === 'maria.manager' ? 'Maria' : 'Paul',
        family_name: username === 'maria.manager' ? 'Keller' : 'Okafor',
        email: `${username}@northgate-labs.test`,
        userType,
        'custom:salesforceAccountId': '001Dn00000NorthLab',
        'custom:salesforceContactId': '003Dn00000MariaKel',
        'custom:salesforceOrgId': null,
        'custom:local': 'en_US',
        locale: 'en-US',
      },
    });
    return (
      <SignOutOnUnmount>
        <Story />
      </SignOutOnUnmount>
    );
  };
}

const user = (
  username: string,
  given: string,
  family: string,
  userStatus: string,
  enabled: boolean,
  group: string,
  createdAt: string,
) => ({
  username,
  enabled,
  userStatus,
  createdAt,
  attributes: {
    given_name: given,
    family_name: family,
    email: `${given.toLowerCase()}.${family.toLowerCase()}@northgate-labs.test`,
    'custom:salesforceContactId': `003Dn00000${given}`,
  },
  groups: [group],
});

/** The main account's users as the local pool answers listUsers. */
const USERS = [
  user('maria.manager', 'Maria', 'Keller', 'CONFIRMED', true, 'AWSManager', '2026-01-01T00:00:00Z'),
  user('paul.portal', 'Paul', 'Okafor', 'CONFIRMED', true, 'AWSPortalUser', '2026-02-14T00:00:00Z'),
  user('ada.admin', 'Ada', 'Lindqvist', 'CONFIRMED', true, 'AWSAdmin', '2026-03-02T00:00:00Z'),
  user(
    'nina.newpass',
    'Nina',
    'Petrova',
    'FORCE_CHANGE_PASSWORD',
    true,
    'AWSPortalUser',
    '2026-04-20T00:00:00Z',
  ),
  user(
    'uma.unconfirmed',
    'Uma',
    'Reddy',
    'UNCONFIRMED',
    true,
    'AWSPortalUser',
    '2026-05-05T00:00:00Z',
  ),
  user(
    'dan.disabled',
    'Daniel',
    'Brooks',
    'CONFIRMED',
    false,
    'AWSPortalUser',
    '2026-06-30T00:00:00Z',
  ),
];

type IdentityAnswer = (action: string, data: Record<string, unknown>) => unknown;

/** A gateway whose pool answers cognitoActions with `answer` (the CRM answers every sync with {}). */
function identityGateway(answer: IdentityAnswer) {
  return {
    handlers: {
      gateway: [
        http.post(`*${GATEWAY_PATH}`, async ({ request }) => {
          const body = (await request.json()) as { variables?: Record<string, unknown> };
          const variables = body.variables ?? {};
          const data = JSON.parse(String(variables.data ?? '{}')) as Record<string, unknown>;
          if (variables.action === 'makeCall')
            return HttpResponse.json({
              data: {
                salesforceActions: JSON.stringify({
                  statusCode: 200,
                  salesforceActions: JSON.stringify({ statusCode: 200, content: {} }),
                }),
              },
            });
          const result = answer(String(variables.action), data);
          if (result === 'pending') {
            await delay('infinite');
            return HttpResponse.json({});
          }
          return HttpResponse.json({ data: { cognitoActions: JSON.stringify(result) } });
        }),
      ],
    },
  };
}

const pageOf: IdentityAnswer = (action, data) =>
  action === 'listUsers'
    ? {
        statusCode: 200,
        content: data.nextToken
          ? { users: USERS.slice(3), nextToken: null }
          : { users: USERS, nextToken: null },
      }
    : { statusCode: 200, content: { message: 'User updated successfully.' } };

const meta = {
  title: 'Blocks/ManageUsers',
  ...blockMeta({
    componentName: 'manageUsers',
    schema,
    block: {
      configuration: {
        pageSize: 20,
        statusTabs: ['All Users', 'Inactive', 'Active'],
        roleTabs: ['All Roles', 'Manager', 'Users'],
        allowCreate: true,
      },
    },
  }),
  decorators: [withUser('maria.manager', 'AWSManager')],
  parameters: { msw: identityGateway(pageOf) },
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Maria, a manager: every user with their shown status; her own row has no actions. */
export const Manager: Story = {
  globals: { viewer: 'signedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', undefined, { timeout: 10_000 });
    await expect(within(table).getByRole('row', { name: /Nina Petrova/ })).toHaveTextContent(
      'Invited',
    );
    await expect(canvas.getByRole('button', { name: 'Actions for Paul Okafor' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Actions for Maria Keller' })).toBeNull();
  },
};

/** More than one page: Next asks for the next token's page. */
export const Paged: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    msw: identityGateway((action, data) =>
      action === 'listUsers'
        ? {
            statusCode: 200,
            content: data.nextToken
              ? { users: USERS.slice(3), nextToken: null }
              : { users: USERS.slice(0, 3), nextToken: 'page-2' },
          }
        : { statusCode: 200, content: {} },
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', undefined, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('row', { name: /Daniel Brooks/ })).toBeVisible();
    await expect(canvas.getByText('Page 2')).toBeVisible();
  },
};

/** The user modal, with every field problem next to its field. */
export const AddUserValidation: Story = {
  globals: { viewer: 'signedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', undefined, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Add user' }));
    // The dialog's code loads when first wanted.
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: 'Add user' },
      { timeout: 10_000 },
    );
    // Shown once its opening animation has run (a dialog fading in is not visible yet).
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    await waitFor(async () => {
      await expect(within(dialog).getByText('First name is required.')).toBeVisible();
      await expect(within(dialog).getByText('Email is required.')).toBeVisible();
    });
  },
};

/** A portal user sees the list without actions. */
export const PortalUser: Story = {
  globals: { viewer: 'signedIn' },
  decorators: [withUser('paul.portal', 'AWSPortalUser')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', undefined, { timeout: 10_000 });
    await expect(within(table).queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: 'Add user' })).toBeNull();
  },
};

export const Loading: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: identityGateway(() => 'pending') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'status',
        { name: 'Loading users…' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    msw: identityGateway(() => ({ statusCode: 200, content: { users: [], nextToken: null } })),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'No users of your account have this status and role.',
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    msw: identityGateway(() => ({
      statusCode: 503,
      content: 'ERROR: The user pool is not available.',
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The users could not be loaded.', undefined, {
        timeout: 10_000,
      }),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...atViewport('mobile'),
  globals: { ...atViewport('mobile').globals, viewer: 'signedIn' },
};
