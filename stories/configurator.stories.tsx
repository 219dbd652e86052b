import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import schema from '../schemas/blocks/configurator.schema.json';
import { blockMeta } from './support/blockStories';
import { INSTRUMENT_RULES, PANEL_RULES, SAVED_PANEL } from './support/configuratorFixtures';
import { gatewayAnswers } from './support/gatewayHandlers';
import type { FlatArgs } from './support/schemaControls';
import { withSignedInUser } from './support/storySignedIn';
import { atViewport, withVisibility } from './support/storyStates';

/** The CRM's configurator answers: the rules, and a saved configuration for configurationId. */
const configurator = (rules: unknown) =>
  gatewayAnswers(({ type }) =>
    type === 'getConfiguration'
      ? { statusCode: 200, content: SAVED_PANEL }
      : { statusCode: 200, content: rules },
  );

const meta = {
  title: 'Blocks/Configurator',
  ...blockMeta({
    componentName: 'configurator',
    schema,
    block: { configuration: { heading: 'Build a flow cytometry panel', cartPath: '/cart' } },
  }),
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The free panel builder: choose the instrument first. */
export const PanelBuilder: Story = {
  globals: { viewer: 'signedIn' },
  decorators: [withSignedInUser('paul.portal')],
  parameters: { path: '/configurator', msw: configurator(PANEL_RULES) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Build a flow cytometry panel', level: 1 }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('radiogroup', { name: /instrument the panel runs on/ }),
    ).toBeVisible();
  },
};

/** A saved panel reopened from the cart: its overlap warning says how to fix it. */
export const ReopenedWithOverlap: Story = {
  globals: { viewer: 'signedIn' },
  decorators: [withSignedInUser('paul.portal')],
  parameters: {
    path: `/configurator?configurationId=${SAVED_PANEL.id}`,
    msw: configurator(PANEL_RULES),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/overlap strongly/, {}, { timeout: 5000 })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Save changes and update cart' }),
    ).toBeVisible();
  },
};

/** An instrument's options with their compatibility rules. */
export const InstrumentOptions: Story = {
  globals: { viewer: 'signedIn' },
  decorators: [withSignedInUser('paul.portal')],
  parameters: {
    path: '/configurator?itemId=a1Cellaris0001149',
    msw: configurator(INSTRUMENT_RULES),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/Requires Sample Injection Probe for Sortera/),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { path: '/configurator', msw: gatewayAnswers(() => 'pending') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading the configurator…' }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    path: '/configurator',
    msw: gatewayAnswers(() => ({ statusCode: 500, content: 'ERROR: The CRM is unavailable.' })),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The configurator could not be loaded.'),
    ).toBeVisible();
  },
};

/** An item no configurator opens: said so, with the way to the panel builder. */
export const NotConfigurable: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    path: '/configurator?itemId=a1Cellaris0000001',
    msw: gatewayAnswers(() => ({
      statusCode: 404,
      content: 'ERROR: This item has no configurator.',
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This item cannot be configured'),
    ).toBeVisible();
  },
};

export const GuestOnlyHiddenWhenSignedIn: Story = withVisibility('GUEST', 'signedIn');
export const Mobile: Story = {
  ...atViewport('mobile'),
  globals: { ...atViewport('mobile').globals, viewer: 'signedIn' },
  parameters: { path: '/configurator', msw: configurator(PANEL_RULES) },
};
