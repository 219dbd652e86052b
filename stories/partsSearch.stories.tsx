import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import schema from '../schemas/blocks/partsSearch.schema.json';
import { blockMeta } from './support/blockStories';
import { gatewayAnswers } from './support/gatewayHandlers';
import type { FlatArgs } from './support/schemaControls';
import { serviceAnswer } from './support/serviceFixtures';
import { atViewport } from './support/storyStates';

const meta = {
  title: 'Blocks/PartsSearch',
  ...blockMeta({
    componentName: 'partsSearch',
    schema,
    block: {
      configuration: {
        heading: 'Find spare parts',
        helpText: 'Search by part number or description.',
        cartUrl: '/cart',
      },
    },
  }),
  parameters: { msw: gatewayAnswers(serviceAnswer) },
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Results with availability, price and the quantity already in the cart. */
export const SignedIn: Story = {
  globals: { viewer: 'signedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('4 parts')).toBeVisible();
    await expect(canvas.getByText('Obsolete: no longer sold')).toBeVisible();
  },
};

/** An obsolete part opened: its replacement is offered, the exploded view marks its position. */
export const ObsoletePartOpen: Story = {
  globals: { viewer: 'signedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: 'Details of AUR-LM488-01 Laser Module 488 nm, 50 mW',
      }),
    );
    await expect(await canvas.findByRole('note')).toHaveTextContent(
      'It is replaced by AUR-LM488-02',
    );
  },
};

export const Loading: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: gatewayAnswers(() => 'pending') },
};

export const Failed: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    msw: gatewayAnswers(() => ({ statusCode: 500, content: 'ERROR: Parts service unavailable.' })),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Parts could not be loaded.'),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  ...atViewport('mobile'),
  globals: { ...atViewport('mobile').globals, viewer: 'signedIn' },
};
