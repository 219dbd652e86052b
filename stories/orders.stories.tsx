import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import schema from '../schemas/blocks/orders.schema.json';
import { blockMeta } from './support/blockStories';
import { gatewayAnswers } from './support/gatewayHandlers';
import type { FlatArgs } from './support/schemaControls';
import { seededOrderPage } from './support/seedOrders';
import { atViewport } from './support/storyStates';

/** My orders on the seeded order history (stories/support/seedOrders.ts): Maria sees the account's. */
const seededOrders = gatewayAnswers(({ type, payload }) =>
  type === 'getOrders'
    ? seededOrderPage(payload as Record<string, unknown>)
    : { statusCode: 200, content: 'ERROR: No records Found.' },
);

const meta = {
  title: 'Blocks/Orders',
  ...blockMeta({
    componentName: 'orders',
    schema,
    block: {
      configuration: {
        heading: 'My orders',
        helpText: 'Questions about an order? Call +1 800 555 0199 with its number.',
        detailUrl: '/order-detail',
        catalogueUrl: '/',
        pageSize: 20,
        showFilters: true,
        showPlacedBy: true,
      },
    },
  }),
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The manager's order history, newest first, with badges, totals and tracking. */
export const SignedIn: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: seededOrders },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'My orders' });
    await expect(await within(table).findAllByRole('link', { name: /^Order SO-/ })).toHaveLength(
      20,
    );
    await expect(canvas.getByRole('navigation', { name: 'Order pages' })).toBeVisible();
  },
};

/** Filtered to delivered orders (the status filter applied). */
export const FilteredByStatus: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: seededOrders },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('link', { name: /^Order SO-/ });
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'Cancelled');
    await expect(await canvas.findByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

export const Loading: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: gatewayAnswers(() => 'pending') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading My orders' }),
    ).toBeInTheDocument();
  },
};

/** A buyer without orders: the empty state leads to the catalogue. */
export const Empty: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    msw: gatewayAnswers(() => ({
      statusCode: 200,
      content: { orders: [], totalCount: 0, page: 1, pageSize: 20 },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'You have not placed any orders yet' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse the catalogue' })).toBeVisible();
  },
};

export const Failed: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    msw: gatewayAnswers(() => ({ statusCode: 500, content: 'ERROR: UNABLE_TO_LOCK_ROW' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your orders could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** At 390 px each order is a card (the DataTable's stacked layout). */
export const Mobile: Story = {
  ...atViewport('mobile'),
  globals: { ...atViewport('mobile').globals, viewer: 'signedIn' },
  parameters: { msw: seededOrders },
};
