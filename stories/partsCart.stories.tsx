import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import schema from '../schemas/blocks/partsCart.schema.json';
import { blockMeta } from './support/blockStories';
import { gatewayAnswers } from './support/gatewayHandlers';
import type { FlatArgs } from './support/schemaControls';
import { serviceAnswer } from './support/serviceFixtures';
import { atViewport } from './support/storyStates';

const meta = {
  title: 'Blocks/PartsCart',
  ...blockMeta({
    componentName: 'partsCart',
    schema,
    block: { configuration: { heading: 'Parts cart', checkoutUrl: '/cart' } },
  }),
  parameters: { msw: gatewayAnswers(serviceAnswer) },
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open cart's lines and a service quote that can be taken over. */
export const SignedIn: Story = {
  globals: { viewer: 'signedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Take over SQ-00009001 as your cart' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Quantity of AUR-SHF-02' })).toHaveValue('2');
  },
};

export const Loading: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: gatewayAnswers(() => 'pending') },
};

export const Failed: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    msw: gatewayAnswers(() => ({ statusCode: 500, content: 'ERROR: Cart unavailable.' })),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your parts cart could not be loaded.'),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  ...atViewport('mobile'),
  globals: { ...atViewport('mobile').globals, viewer: 'signedIn' },
};
