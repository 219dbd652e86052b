import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import Payment from '../../../blocks/payment/Payment';
import type { PaymentConfiguration } from '../../../schemas/generated/blocks/payment';
import {
  billingAnswers,
  storyInvoices,
  storyOutcome,
} from '../../../stories/support/billingFixtures';
import { renderBilling } from '../billingHarness';

const CONFIGURATION: PaymentConfiguration = {
  allowPartialPayment: true,
  savedMethods: true,
  invoicesUrl: '/billing/enhancedList',
};
const block = <Payment blockId="p1" configuration={CONFIGURATION} contentJSON={null} />;
const open = storyInvoices()
  .filter(
    (invoice) => invoice.type === 'Invoice' && invoice.status === 'Open' && invoice.balance > 100,
  )
  .slice(0, 2);
const chosen = `/billing/payment?invoices=${open.map((invoice) => invoice.id).join(',')}`;
const encode = (fields: Record<string, string>) =>
  btoa(JSON.stringify(fields)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const signed = {
  statusCode: 200,
  content: { message: 'sig', fields: { amount: '1' }, paymentPageUrl: '/hosted-payment/pay' },
};

beforeEach(() => sessionStorage.clear());

describe('the payment block', () => {
  it('pays the chosen invoices, one in part, with the saved card under one attempt key', async () => {
    const answer = billingAnswers({ generateSignature: signed });
    const { calls } = renderBilling(block, answer, chosen);
    const second = await screen.findByRole('textbox', {
      name: `Amount to pay for ${open[1]!.invoiceNumber} (USD)`,
    });
    await userEvent.clear(second);
    await userEvent.type(second, '100');
    expect(await screen.findByRole('radio', { name: /Visa ending 1111/ })).toBeChecked();
    const total = open[0]!.balance + 100;
    const label = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      total,
    );
    await userEvent.click(screen.getByRole('button', { name: `Pay ${label}` }));
    await waitFor(() => expect(calls.some((call) => call.type === 'generateSignature')).toBe(true));
    const sign = calls.find((call) => call.type === 'generateSignature')!.payload as {
      invoicePayment: { allocations: unknown[]; idempotencyKey: string };
      paymentToken: string;
      returnUrl: string;
    };
    expect(sign.invoicePayment.allocations).toEqual([
      { invoiceId: open[0]!.id, amount: open[0]!.balance },
      { invoiceId: open[1]!.id, amount: 100 },
    ]);
    expect(sign.invoicePayment.idempotencyKey).toMatch(/^invpay-/);
    expect(sign.paymentToken).toBe('tok_demo_0000000000000001');
    expect(sign.returnUrl).toBe('/payment-return?next=%2Fbilling%2Fpayment');
  });

  it('refuses an amount above the balance before anything is sent', async () => {
    const { calls } = renderBilling(block, billingAnswers({ generateSignature: signed }), chosen);
    const first = await screen.findByRole('textbox', {
      name: `Amount to pay for ${open[0]!.invoiceNumber} (USD)`,
    });
    await userEvent.clear(first);
    await userEvent.type(first, String(open[0]!.balance + 1));
    expect(await screen.findByText('The amount is more than the balance.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
    expect(calls.some((call) => call.type === 'generateSignature')).toBe(false);
  });

  it('hands the page result to the CRM once and shows the receipt', async () => {
    const { calls } = renderBilling(
      block,
      billingAnswers({
        paymentRequestHandler: { statusCode: 200, content: storyOutcome('Authorized', open) },
      }),
      `/billing/payment?paymentResult=${encode({ decision: 'ACCEPT' })}`,
    );
    const receipt = await screen.findByRole('region', { name: 'Payment received — thank you' });
    expect(within(receipt).getByRole('link', { name: open[0]!.invoiceNumber })).toBeVisible();
    expect(receipt).toHaveTextContent('RCP-500001');
    expect(calls.filter((call) => call.type === 'paymentRequestHandler')).toHaveLength(1);
    expect(calls.find((call) => call.type === 'paymentRequestHandler')!.payload).toEqual({
      fields: { decision: 'ACCEPT' },
    });
  });

  it('shows a decline with the invoices still open and ready to try again', async () => {
    renderBilling(
      block,
      billingAnswers({
        paymentRequestHandler: { statusCode: 200, content: storyOutcome('Declined', open) },
      }),
      `/billing/payment?paymentResult=${encode({ decision: 'DECLINE' })}`,
    );
    expect(await screen.findByText('The payment was declined')).toBeVisible();
    expect(screen.getByText(/invoices are still open/)).toBeVisible();
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        `/billing/payment?invoices=${encodeURIComponent(open.map((i) => i.id).join(','))}`,
      ),
    );
    expect(
      await screen.findByRole('textbox', {
        name: `Amount to pay for ${open[0]!.invoiceNumber} (USD)`,
      }),
    ).toBeVisible();
  });

  it('shows a refused (tampered) result and pays nothing', async () => {
    renderBilling(
      block,
      billingAnswers({
        paymentRequestHandler: {
          statusCode: 403,
          content: 'ERROR: The payment result is not signed by the payment provider.',
        },
      }),
      `/billing/payment?paymentResult=${encode({ decision: 'ACCEPT' })}`,
    );
    expect(
      await screen.findByText('The payment result is not signed by the payment provider.'),
    ).toBeVisible();
    expect(screen.queryByText('Payment received — thank you')).toBeNull();
  });

  it('without a choice, leads to the invoice list and shows the history', async () => {
    renderBilling(block, billingAnswers(), '/billing/payment');
    expect(await screen.findByText('Choose invoices to pay')).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Payment history' })).toBeVisible();
  });
});
