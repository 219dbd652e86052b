import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { createStore, Provider } from 'jotai';
import { expect, userEvent, within } from 'storybook/test';
import schema from '../schemas/blocks/cpq.schema.json';
import { sessionAtom, SIGNED_OUT } from '../runtime/session/sessionState';
import { defaultSelection } from '../runtime/blocks';
import { AURION_BUNDLE, CPQ_BUNDLES, savedQuote } from './support/cpqFixtures';
import { blockMeta } from './support/blockStories';
import { gatewayAnswers, type CrmCall } from './support/gatewayHandlers';
import type { FlatArgs } from './support/schemaControls';
import { atViewport } from './support/storyStates';

const OLDER_QUOTE = savedQuote(
  { ...defaultSelection(AURION_BUNDLE), instrumentQty: 2 },
  { percent: 8, reason: 'Multi-site framework agreement', state: 'Pending' },
  {
    quoteId: '0Q0Dn0000000000077',
    quoteNumber: 'Q-00000077',
    total: 498_000,
    updatedAt: '2026-11-02T09:00:00.000Z',
  },
);

/** The configurator's answers: the bundles, and a saved quote when the story opens one. */
function cpq(quote = savedQuote(defaultSelection(AURION_BUNDLE))) {
  return gatewayAnswers((call: CrmCall) => {
    if (call.type === 'getCpqBundles')
      return { statusCode: 200, content: { bundles: CPQ_BUNDLES } };
    if (call.type === 'getCpqQuote' || call.type === 'saveCpqQuote')
      return { statusCode: 200, content: quote };
    // The customer's saved quotes: this one and an older one waiting for the sales desk.
    if (call.type === 'getCpqQuotes')
      return { statusCode: 200, content: { quotes: [quote, OLDER_QUOTE] } };
    return { statusCode: 404, content: 'Query name not found, improper request.' };
  });
}

/** Signs someone in on a store of the story's own (stories share one page). */
function signedInAs(userType: 'AWSManager' | 'AWSPortalUser'): Decorator {
  return (Story) => {
    const store = createStore();
    store.set(sessionAtom, {
      ...SIGNED_OUT,
      token: { access_token: 'story', expires_in: 3600 },
      profile: {
        username: userType === 'AWSManager' ? 'maria.manager' : 'paul.portal',
        given_name: 'Maria',
        family_name: 'Keller',
        email: 'maria@example.com',
        userType,
        'custom:salesforceAccountId': null,
        'custom:salesforceContactId': null,
        'custom:salesforceOrgId': null,
        'custom:local': null,
        locale: 'en-US',
      },
    });
    return (
      <Provider store={store}>
        <Story />
      </Provider>
    );
  };
}

const meta = {
  title: 'Blocks/Cpq',
  ...blockMeta({
    componentName: 'cpq',
    schema,
    block: {
      configuration: {
        heading: 'Configure a quote',
        helpText: 'Questions? Call your Cellaris account executive on +1 800 555 0199.',
        cartUrl: '/cart',
      },
    },
  }),
  parameters: { componentName: 'cpq', path: '/cpq' },
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A manager builds a new quote: bundles, options, the plan and the live breakdown. */
export const Manager: Story = {
  decorators: [signedInAs('AWSManager')],
  parameters: { msw: cpq() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('radio', { name: /Aurion 3L flow cytometry bundle/ }),
    ).toBeChecked();
    await expect(canvas.getByText('Not saved yet')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Reason' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '5 years' }));
  },
};

/** A saved quote whose discount waits for the sales desk. */
export const PendingApproval: Story = {
  decorators: [signedInAs('AWSManager')],
  parameters: {
    path: '/cpq?quoteId=0Q0Dn0000000000123',
    msw: cpq(
      savedQuote(defaultSelection(AURION_BUNDLE), {
        percent: 10,
        reason: 'Core facility tender with three vendors',
        state: 'Pending',
        requestedBy: 'Maria Keller',
        note: 'Waiting for the Cellaris sales desk.',
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('status', { name: 'Approval state: Approval pending' }),
    ).toBeVisible();
  },
};

/** A portal user sees the approval state but is not offered the request form. */
export const PortalUser: Story = {
  decorators: [signedInAs('AWSPortalUser')],
  parameters: { msw: cpq() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('A manager of your account can request a discount on this quote.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Reason' })).toBeNull();
  },
};

export const Loading: Story = {
  decorators: [signedInAs('AWSManager')],
  parameters: { msw: gatewayAnswers(() => 'pending') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading instrument bundles…' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  decorators: [signedInAs('AWSManager')],
  parameters: { msw: gatewayAnswers(() => ({ statusCode: 200, content: { bundles: [] } })) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'No instrument bundles are offered to your account yet.',
      ),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  decorators: [signedInAs('AWSManager')],
  parameters: {
    msw: gatewayAnswers(() => ({ statusCode: 403, content: 'ERROR: Sign in to build a quote.' })),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The instrument bundles could not be loaded.'),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...atViewport('mobile'),
  decorators: [signedInAs('AWSManager')],
  parameters: { msw: cpq() },
};
