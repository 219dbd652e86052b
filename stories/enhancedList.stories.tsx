import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import schema from '../schemas/blocks/enhancedList.schema.json';
import { billingAnswers } from './support/billingFixtures';
import { blockMeta } from './support/blockStories';
import { gatewayAnswers } from './support/gatewayHandlers';
import type { FlatArgs } from './support/schemaControls';
import { atViewport, withVisibility } from './support/storyStates';

/** The demo account's seeded invoices (billingFixtures.ts), as the billing portal answers them. */
const meta = {
  title: 'Blocks/EnhancedList (invoices)',
  ...blockMeta({
    componentName: 'enhancedList',
    schema,
    block: {
      configuration: {
        columns: [
          'invoiceNumber',
          'invoiceDate',
          'dueDate',
          'poNumber',
          'status',
          'amount',
          'balance',
        ],
        allowPayOnline: true,
        allowExport: true,
        pageSize: 25,
        paymentUrl: '/billing/payment',
        invoiceUrl: '/viewInvoice',
      },
    },
  }),
  // blockMeta's own parameters (componentName) plus the billing CRM and the page's URL.
  parameters: {
    componentName: 'enhancedList',
    msw: gatewayAnswers(billingAnswers()),
    path: '/billing/enhancedList',
  },
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every invoice of the account, newest first, with the open and overdue totals. */
export const SignedIn: Story = {
  globals: { viewer: 'signedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Invoices' })).toBeVisible();
    await expect(canvas.getByText('Open balance')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay selected' })).toBeDisabled();
  },
};

/** Only the overdue invoices (the filter is in the URL). */
export const Overdue: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { path: '/billing/enhancedList?status=Overdue&sort=total.desc' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Invoices' });
    await expect(within(table).getAllByText('Overdue').length).toBeGreaterThan(0);
  },
};

/** Filters that match nothing: the empty state offers to clear them. */
export const NoMatches: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { path: '/billing/enhancedList?q=zzz-no-such-invoice' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No invoices match these filters'),
    ).toBeVisible();
  },
};

/** An upside-down date range is named, not silently empty. */
export const BadRange: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { path: '/billing/enhancedList?from=2026-06-01&to=2026-01-01' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The start date is after the end date.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: gatewayAnswers(() => 'pending') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading invoices…' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    msw: gatewayAnswers(() => ({ statusCode: 200, content: 'ERROR: No records Found.' })),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('There are no invoices for this account yet.'),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    msw: gatewayAnswers(() => ({ statusCode: 500, content: 'ERROR: UNABLE_TO_LOCK_ROW' })),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The invoices could not be loaded.'),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const GuestOnlyHiddenWhenSignedIn: Story = withVisibility('GUEST', 'signedIn');
export const Mobile: Story = {
  ...atViewport('mobile'),
  globals: { ...atViewport('mobile').globals, viewer: 'signedIn' },
};
