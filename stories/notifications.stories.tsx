import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import schema from '../schemas/blocks/notifications.schema.json';
import { blockMeta } from './support/blockStories';
import { accountAreaCrm } from './support/seedAccountArea';
import type { FlatArgs } from './support/schemaControls';
import { withCrm } from './support/storyGateway';
import { withSignedInUser } from './support/storySignedIn';
import { atViewport, withVisibility } from './support/storyStates';

/** The notifications page on the seeded notifications of the signed-in demo user. */
const meta = {
  title: 'Blocks/Notifications',
  ...blockMeta({
    componentName: 'notifications',
    schema,
    block: {
      configuration: { pageSize: 20, markSeenOnOpen: true },
      layoutSettings: { visibility: 'AUTHENTICATED' },
    },
  }),
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Maria's history: newest first, four unread, more than one page. */
export const SignedIn: Story = {
  globals: { viewer: 'signedIn' },
  decorators: [withCrm(accountAreaCrm('maria.manager')), withSignedInUser('maria.manager')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('4 unread')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Notifications pages' })).toBeVisible();
  },
};

/** The unread tab. */
export const UnreadOnly: Story = {
  globals: { viewer: 'signedIn' },
  decorators: [withCrm(accountAreaCrm('maria.manager')), withSignedInUser('maria.manager')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Unread (4)' }));
    await expect(canvas.getAllByTestId('notification')).toHaveLength(4);
  },
};

/** Paul has read everything but one. */
export const MostlyRead: Story = {
  globals: { viewer: 'signedIn' },
  decorators: [withCrm(accountAreaCrm('paul.portal')), withSignedInUser('paul.portal')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1 unread')).toBeVisible();
  },
};

export const Empty: Story = {
  globals: { viewer: 'signedIn' },
  decorators: [
    withCrm(() => ({ statusCode: 200, content: { notification: [], contactNotification: [] } })),
    withSignedInUser('maria.manager'),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('You have no notifications yet.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  globals: { viewer: 'signedIn' },
  decorators: [withCrm(() => 'pending'), withSignedInUser('maria.manager')],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading notifications…' }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  globals: { viewer: 'signedIn' },
  decorators: [
    withCrm(() => ({ statusCode: 400, content: 'ERROR: cid is required.' })),
    withSignedInUser('maria.manager'),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your notifications could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const GuestOnlyHiddenWhenSignedIn: Story = withVisibility('GUEST', 'signedIn');

export const Mobile: Story = {
  ...atViewport('mobile'),
  globals: { ...atViewport('mobile').globals, viewer: 'signedIn' },
  decorators: [withCrm(accountAreaCrm('maria.manager')), withSignedInUser('maria.manager')],
};
