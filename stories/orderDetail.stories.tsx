import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import schema from '../schemas/blocks/orderDetail.schema.json';
import { blockMeta } from './support/blockStories';
import { gatewayAnswers } from './support/gatewayHandlers';
import type { FlatArgs } from './support/schemaControls';
import { seededOrder, seededOrderWhere } from './support/seedOrders';
import { atViewport } from './support/storyStates';

/** The detail page of `order` (stories/support/seedOrders.ts), at its own address. */
function showing(order: Record<string, unknown>) {
  return {
    path: `/order-detail?orderNumber=${String(order.orderNumber)}`,
    msw: gatewayAnswers(({ type }) =>
      type === 'getOrderDetails'
        ? { statusCode: 200, content: order }
        : type === 'reorder'
          ? {
              statusCode: 200,
              content: {
                quote: { id: 'Q-1' },
                lineItems: [],
                unavailable: [{ sku: 'CY-AB-10001', title: 'Discontinued CD45 panel' }],
              },
            }
          : { statusCode: 200, content: 'ERROR: No records Found.' },
    ),
  };
}

const meta = {
  title: 'Blocks/OrderDetail',
  ...blockMeta({
    componentName: 'orderDetail',
    schema,
    block: {
      configuration: {
        ordersUrl: '/orders',
        cartUrl: '/cart',
        helpText: 'Questions about this order? Call +1 800 555 0199 with its number.',
        showReorder: true,
        showDocument: true,
      },
    },
  }),
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A delivered order: every step done, its parcel's tracking, lines and totals. */
export const Delivered: Story = {
  globals: { viewer: 'signedIn' },
  parameters: showing(seededOrder('Delivered')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^Order SO-/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('table', { name: /^Items of order/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reorder' })).toBeVisible();
  },
};

/** Shipped in two parcels (the back-ordered line followed later). */
export const ShippedInTwoParcels: Story = {
  globals: { viewer: 'signedIn' },
  parameters: showing(seededOrderWhere((_, shipments) => shipments.length > 1)),
};

/** Placed and not yet shipped: the delivery estimate instead of tracking. */
export const Processing: Story = {
  globals: { viewer: 'signedIn' },
  parameters: showing(seededOrder('Processing')),
};

export const Cancelled: Story = {
  globals: { viewer: 'signedIn' },
  parameters: showing(seededOrder('Cancelled')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/This order was cancelled/)).toBeVisible();
  },
};

/** Reorder when one item is no longer sold: the rest is in the cart, the page names it. */
export const ReorderWithUnavailableItem: Story = {
  globals: { viewer: 'signedIn' },
  parameters: showing(seededOrder('Delivered')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reorder' }));
    await expect(await canvas.findByText(/No longer sold: Discontinued CD45 panel/)).toBeVisible();
  },
};

/** Another account's order, or none: "not found", with the way to My orders. */
export const NotFound: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    path: '/order-detail?orderNumber=SO-000001',
    msw: gatewayAnswers(() => ({ statusCode: 404, content: 'ERROR: Order not found.' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Order not found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to My orders' })).toBeVisible();
  },
};

export const Loading: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    path: '/order-detail?orderNumber=SO-099076',
    msw: gatewayAnswers(() => 'pending'),
  },
};

export const Failed: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    path: '/order-detail?orderNumber=SO-099076',
    msw: gatewayAnswers(() => ({ statusCode: 500, content: 'ERROR: UNABLE_TO_LOCK_ROW' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The order could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...atViewport('mobile'),
  globals: { ...atViewport('mobile').globals, viewer: 'signedIn' },
  parameters: showing(seededOrder('Delivered')),
};
