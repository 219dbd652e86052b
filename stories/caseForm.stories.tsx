import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SessionProvider, type SessionController } from '../runtime/session/index';
import schema from '../schemas/blocks/caseForm.schema.json';
import { blockMeta } from './support/blockStories';
import { gatewayAnswers } from './support/gatewayHandlers';
import { knowledgeAnswers, STORY_BUBBLE_ORG } from './support/knowledgeFixtures';
import type { FlatArgs } from './support/schemaControls';
import { withSignedInUser } from './support/storySignedIn';
import { atViewport, withVisibility } from './support/storyStates';

// The form asks for the case details of the page's storefront: a story has no storefront of its own.
const onPortal: Decorator = (Story) => (
  <SessionProvider controller={{ storefrontId: 'sf-cellaris-portal' } as SessionController}>
    <Story />
  </SessionProvider>
);

const meta = {
  title: 'Blocks/CaseForm',
  ...blockMeta({
    componentName: 'caseForm',
    schema,
    block: {
      configuration: {
        heading: 'Open a support case',
        allowAttachments: true,
        casesUrl: '/billing/cases',
        knowledgeUrl: '/troubleshooting',
      },
    },
  }),
  decorators: [withSignedInUser('paul.portal'), onPortal],
  parameters: { msw: gatewayAnswers(knowledgeAnswers), path: '/new-case' },
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: types, priorities and required fields from getCaseCreationActionDetails. */
export const SignedIn: Story = {
  globals: { viewer: 'signedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('form', { name: 'Open a support case' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/Priority/)).toHaveValue('Medium');
  },
};

/** Opened from an article the customer said did not help. */
export const PrefilledFromSearch: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    path: '/new-case?symptom=laser+power+drops&article=KA-01006&articleTitle=Laser+power+drops+after+warm-up&model=Aurion+4L',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/Symptom/, {}, { timeout: 5000 })).toHaveValue(
      'laser power drops',
    );
  },
};

/** Sending without a serial number names it. */
export const MissingFields: Story = {
  globals: { viewer: 'signedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole(
      'form',
      { name: 'Open a support case' },
      { timeout: 5000 },
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Open case' }));
    await expect(
      within(form).getByText('Enter the serial number from the type plate.'),
    ).toBeVisible();
  },
};

/** The organisation's own service desk handles cases: the form routes there. */
export const OwnServiceDesk: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    msw: gatewayAnswers((call) =>
      call.type === 'checkIfBubbleOrg' ? STORY_BUBBLE_ORG : knowledgeAnswers(call),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: 'Your service desk handles cases',
      }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: gatewayAnswers(() => 'pending') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', {
        name: 'Checking who handles your cases…',
      }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    msw: gatewayAnswers((call) =>
      call.type === 'getCaseCreationActionDetails'
        ? { statusCode: 500, content: 'ERROR: Case service unavailable.' }
        : knowledgeAnswers(call),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'The case form could not be loaded.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const GuestOnlyHiddenWhenSignedIn: Story = withVisibility('GUEST', 'signedIn');
export const Mobile: Story = {
  ...atViewport('mobile'),
  globals: { ...atViewport('mobile').globals, viewer: 'signedIn' },
};
