import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import schema from '../schemas/blocks/requestForm.schema.json';
import { blockArgs, blockMeta } from './support/blockStories';
import { gatewayAnswers } from './support/gatewayHandlers';
import { requestAnswers } from './support/requestFixtures';
import type { FlatArgs } from './support/schemaControls';
import { atViewport, withVisibility } from './support/storyStates';

const meta = {
  title: 'Blocks/RequestForm',
  ...blockMeta({
    componentName: 'requestForm',
    schema,
    block: {
      configuration: {
        richTextEditor: true,
        categories: ['Instrument service', 'Order issue', 'Billing question', 'Technical question'],
        allowAttachments: true,
      },
    },
  }),
  parameters: { msw: gatewayAnswers(requestAnswers), path: '/billing/requests/new' },
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form with the lazily loaded editor. */
export const SignedIn: Story = {
  globals: { viewer: 'signedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('textbox', { name: 'Description' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('toolbar', { name: 'Description formatting' })).toBeVisible();
  },
};

/** Sending without a subject or a description names both. */
export const MissingFields: Story = {
  globals: { viewer: 'signedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: 'Description' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Submit request' }));
    await expect(canvas.getByText('Enter a subject.')).toBeVisible();
    await expect(canvas.getByText('Describe the request.')).toBeVisible();
  },
};

/** An order issue offers the account's recent orders. */
export const OrderIssue: Story = {
  globals: { viewer: 'signedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(/Type/), 'Order issue');
    await expect(await canvas.findByRole('option', { name: /SO-2026-00412/ })).toBeInTheDocument();
  },
};

export const PlainText: Story = {
  globals: { viewer: 'signedIn' },
  args: blockArgs(schema, {
    configuration: { richTextEditor: false, allowAttachments: true },
  }),
};

export const GuestOnlyHiddenWhenSignedIn: Story = withVisibility('GUEST', 'signedIn');
export const Mobile: Story = {
  ...atViewport('mobile'),
  globals: { ...atViewport('mobile').globals, viewer: 'signedIn' },
};
