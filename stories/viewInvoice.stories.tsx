import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import schema from '../schemas/blocks/viewInvoice.schema.json';
import { billingAnswers, storyInvoice } from './support/billingFixtures';
import { blockMeta } from './support/blockStories';
import { gatewayAnswers } from './support/gatewayHandlers';
import type { FlatArgs } from './support/schemaControls';
import { atViewport } from './support/storyStates';

const paid = storyInvoice((invoice) => invoice.type === 'Invoice' && invoice.status === 'Paid');
const open = storyInvoice(
  (invoice) => invoice.type === 'Invoice' && invoice.status === 'Open' && invoice.balance > 0,
);
const credit = storyInvoice((invoice) => invoice.type === 'Credit Note');
const at = (invoiceId: string) => `/viewInvoice?invoiceId=${invoiceId}`;

/** Seeded invoices of the demo account (billingFixtures.ts). */
const meta = {
  title: 'Blocks/ViewInvoice',
  ...blockMeta({
    componentName: 'viewInvoice',
    schema,
    block: {
      configuration: {
        invoicesUrl: '/billing/enhancedList',
        paymentUrl: '/billing/payment',
        showPdf: true,
      },
    },
  }),
  // blockMeta's own parameters (componentName) plus the billing CRM and the page's URL.
  parameters: {
    componentName: 'viewInvoice',
    msw: gatewayAnswers(billingAnswers()),
    path: at(paid.id),
  },
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid invoice: lines, tax, the payment applied, a zero balance and its PDF. */
export const Paid: Story = {
  globals: { viewer: 'signedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: `Invoice ${paid.invoiceNumber}` }),
    ).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Download PDF' })).toBeVisible();
  },
};

/** An open invoice offers to pay it. */
export const OpenInvoice: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { path: at(open.id) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Pay this invoice' }),
    ).toBeVisible();
  },
};

export const CreditNote: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { path: at(credit.id) },
};

/** The PDF could not be loaded: the invoice stays, the PDF panel offers a retry. */
export const PdfFailed: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    msw: gatewayAnswers(
      billingAnswers({ getInvoicePdf: { statusCode: 500, content: 'ERROR: Rendering failed' } }),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The PDF could not be loaded.'),
    ).toBeVisible();
  },
};

/** Another account's invoice, or a wrong id, answers as missing. */
export const NotFound: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { path: at('a0I0000000000Nope') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The invoice could not be loaded.'),
    ).toBeVisible();
  },
};

export const NoInvoiceChosen: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { path: '/viewInvoice' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No invoice chosen')).toBeVisible();
  },
};

export const Loading: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: gatewayAnswers(() => 'pending') },
};

export const Mobile: Story = {
  ...atViewport('mobile'),
  globals: { ...atViewport('mobile').globals, viewer: 'signedIn' },
};
