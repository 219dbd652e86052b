import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import schema from '../schemas/blocks/requestsList.schema.json';
import { blockMeta } from './support/blockStories';
import { gatewayAnswers } from './support/gatewayHandlers';
import { requestAnswers } from './support/requestFixtures';
import type { FlatArgs } from './support/schemaControls';
import { atViewport, withVisibility } from './support/storyStates';

const meta = {
  title: 'Blocks/RequestsList',
  ...blockMeta({
    componentName: 'requestsList',
    schema,
    block: {
      configuration: {
        pageSize: 20,
        newRequestUrl: '/billing/requests/new',
        statuses: ['New', 'In Progress', 'Waiting on Customer', 'Closed'],
      },
    },
  }),
  parameters: { msw: gatewayAnswers(requestAnswers), path: '/billing/requests' },
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account's requests, newest first, with status filters and their counts. */
export const SignedIn: Story = {
  globals: { viewer: 'signedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Support requests' });
    await expect(await within(table).findByRole('link', { name: 'REQ-00041' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Closed (2)' })).toBeVisible();
  },
};

export const Loading: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: gatewayAnswers(() => 'pending') },
};

export const Empty: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    msw: gatewayAnswers(() => ({
      statusCode: 200,
      content: {
        requests: [],
        totalCount: 0,
        page: 1,
        pageSize: 20,
        statusCounts: { New: 0, 'In Progress': 0, 'Waiting on Customer': 0, Closed: 0 },
      },
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No support requests yet')).toBeVisible();
  },
};

export const Failed: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    msw: gatewayAnswers(() => ({ statusCode: 400, content: 'ERROR: An account is required.' })),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your requests could not be loaded.'),
    ).toBeVisible();
  },
};

export const GuestOnlyHiddenWhenSignedIn: Story = withVisibility('GUEST', 'signedIn');
export const Mobile: Story = {
  ...atViewport('mobile'),
  globals: { ...atViewport('mobile').globals, viewer: 'signedIn' },
};
