import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import schema from '../schemas/blocks/payment.schema.json';
import { billingAnswers, storyInvoices, storyOutcome } from './support/billingFixtures';
import { blockMeta } from './support/blockStories';
import { gatewayAnswers } from './support/gatewayHandlers';
import type { FlatArgs } from './support/schemaControls';
import { atViewport } from './support/storyStates';

const open = storyInvoices()
  .filter(
    (invoice) => invoice.type === 'Invoice' && invoice.status === 'Open' && invoice.balance > 0,
  )
  .slice(0, 2);
const chosen = `/billing/payment?invoices=${open.map((invoice) => invoice.id).join(',')}`;
/** Back from the payment page: a result parameter (its fields are the CRM's to check). */
const returned = `/billing/payment?paymentResult=${btoa('{"decision":"ACCEPT"}').replace(/=+$/, '')}`;

const meta = {
  title: 'Blocks/Payment',
  ...blockMeta({
    componentName: 'payment',
    schema,
    block: {
      configuration: {
        allowPartialPayment: true,
        savedMethods: true,
        invoicesUrl: '/billing/enhancedList',
        historySize: 10,
      },
    },
  }),
  // blockMeta's own parameters (componentName) plus the billing CRM and the page's URL.
  parameters: { componentName: 'payment', msw: gatewayAnswers(billingAnswers()), path: chosen },
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two open invoices chosen: amounts, the saved card or a new one, the total, the history. */
export const TwoInvoices: Story = {
  globals: { viewer: 'signedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('textbox', {
        name: `Amount to pay for ${open[0]!.invoiceNumber} (USD)`,
      }),
    ).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: /Visa ending 1111/ })).toBeChecked();
  },
};

/** Nothing chosen yet: the way to the invoice list, and the history. */
export const NothingChosen: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { path: '/billing/payment' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Choose invoices to pay')).toBeVisible();
  },
};

/** Back from the payment page, approved: the receipt. */
export const Receipt: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    path: returned,
    msw: gatewayAnswers(
      billingAnswers({
        paymentRequestHandler: { statusCode: 200, content: storyOutcome('Authorized', open) },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Payment received — thank you' }),
    ).toBeVisible();
  },
};

/** Back from the payment page, declined: the reason, and the invoices ready to try again. */
export const Declined: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    path: returned,
    msw: gatewayAnswers(
      billingAnswers({
        paymentRequestHandler: { statusCode: 200, content: storyOutcome('Declined', open) },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The payment was declined')).toBeVisible();
  },
};

/** A tampered or replayed result is refused by the CRM: nothing was paid. */
export const ResultRefused: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    path: returned,
    msw: gatewayAnswers(
      billingAnswers({
        paymentRequestHandler: {
          statusCode: 403,
          content: 'ERROR: The payment result is not signed by the payment provider.',
        },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'The payment result is not signed by the payment provider.',
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: gatewayAnswers(() => 'pending') },
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
  },
};

export const Mobile: Story = {
  ...atViewport('mobile'),
  globals: { ...atViewport('mobile').globals, viewer: 'signedIn' },
};
