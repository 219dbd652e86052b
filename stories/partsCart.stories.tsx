import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import schema from '../schemas/blocks/partsCart.schema.json';
import { blockMeta } from './support/blockStories';
import { gatewayAnswers } from './support/gatewayHandlers';
import type { FlatArgs } from './support/schemaControls';
import { serviceAnswer } from './support/serviceFixtures';
import { withSelectedInstrument } from './support/storySelectedInstrument';
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

/**
 * `instrumentQuotesOnly` on an instrument's page: only the service quote prepared for the
 * instrument the page is scoped to, not the one for the account's other instrument.
 */
export const InstrumentQuotesOnly: Story = {
  globals: { viewer: 'signedIn' },
  args: { 'configuration.instrumentQuotesOnly': true },
  decorators: [
    withSelectedInstrument({
      id: 'IB-1',
      modelCode: 'AUR5L',
      label: 'Aurion 5L Spectral Flow Cytometer (SN AUR5L-21-004187)',
    }),
  ],
  parameters: { path: '/service/instrument/IB-1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Take over SQ-00009002 as your cart' }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: 'Take over SQ-00009001 as your cart' }),
    ).toBeNull();
  },
};

/** `instrumentQuotesOnly` before the page's instrument is known: no quotes of other instruments. */
export const InstrumentQuotesOnlyUnscoped: Story = {
  globals: { viewer: 'signedIn' },
  args: { 'configuration.instrumentQuotesOnly': true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('textbox', { name: 'Quantity of AUR-SHF-02' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Take over / })).toBeNull();
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
