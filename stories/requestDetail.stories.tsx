import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import schema from '../schemas/blocks/requestDetail.schema.json';
import { blockMeta } from './support/blockStories';
import { gatewayAnswers } from './support/gatewayHandlers';
import { requestAnswers } from './support/requestFixtures';
import type { FlatArgs } from './support/schemaControls';
import { atViewport, withVisibility } from './support/storyStates';

const meta = {
  title: 'Blocks/RequestDetail',
  ...blockMeta({
    componentName: 'requestDetail',
    schema,
    block: { configuration: { showActivity: true, allowReply: true, richTextEditor: true } },
  }),
  parameters: {
    msw: gatewayAnswers(requestAnswers),
    path: '/billing/requests/request-REQ-00041',
  },
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A request waiting on the customer: support's comment, the customer's file, the status changes. */
export const SignedIn: Story = {
  globals: { viewer: 'signedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Laser 2 power drops after warm-up' }),
    ).toBeVisible();
    await expect(canvas.getByText('Lena (Cellaris Support) commented')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close request' })).toBeVisible();
  },
};

export const Loading: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: gatewayAnswers(() => 'pending') },
};

export const NotFound: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    msw: gatewayAnswers(() => ({ statusCode: 404, content: 'ERROR: Request not found.' })),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The request could not be loaded.'),
    ).toBeVisible();
  },
};

export const GuestOnlyHiddenWhenSignedIn: Story = withVisibility('GUEST', 'signedIn');
export const Mobile: Story = {
  ...atViewport('mobile'),
  globals: { ...atViewport('mobile').globals, viewer: 'signedIn' },
};
