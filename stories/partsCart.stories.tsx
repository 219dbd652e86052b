import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import schema from '../schemas/blocks/partsCart.schema.json';
import { blockMeta } from './support/blockStories';
import { gatewayAnswers } from './support/gatewayHandlers';
import type { FlatArgs } from './support/schemaControls';
import { atViewport, withVisibility } from './support/storyStates';

/** Gateway data comes from the local stack's seed (MSW, .storybook/preview.tsx) unless a story says otherwise. */
const meta = {
  title: 'Blocks/PartsCart',
  ...blockMeta({
    componentName: 'partsCart',
    schema,
    block: {
      configuration: {
        heading: 'Your quotes',
        objectName: 'Quote',
        fields: ['Name', 'QuoteNumber', 'Status'],
        limit: 10,
      },
    },
  }),
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in manager's records, as the seeded CRM answers getLookupRecords. */
export const SignedIn: Story = {
  globals: { viewer: 'signedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your quotes' })).toBeVisible();
    await expect(await canvas.findByRole('list')).toBeVisible();
  },
};

export const Loading: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: gatewayAnswers(() => 'pending') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading Your quotes…' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    msw: gatewayAnswers(() => ({ statusCode: 200, content: 'ERROR: No records Found.' })),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No records found.')).toBeVisible();
  },
};

export const Failed: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    msw: gatewayAnswers(() => ({ statusCode: 400, content: 'ERROR: An account is required.' })),
  },
  play: async ({ canvasElement }) => {
    // The toast area is an (empty) alert region too: find the block's own message.
    await expect(
      await within(canvasElement).findByText('Your quotes could not be loaded.'),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const GuestOnlyHiddenWhenSignedIn: Story = withVisibility('GUEST', 'signedIn');
export const Mobile: Story = {
  ...atViewport('mobile'),
  globals: { ...atViewport('mobile').globals, viewer: 'signedIn' },
};
