import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import ViewInvoice from '../../../blocks/viewInvoice/ViewInvoice';
import type { ViewInvoiceConfiguration } from '../../../schemas/generated/blocks/viewInvoice';
import {
  billingAnswers,
  storyInvoice,
  storyInvoiceDetails,
} from '../../../stories/support/billingFixtures';
import { renderBilling } from '../billingHarness';

const CONFIGURATION: ViewInvoiceConfiguration = {
  invoicesUrl: '/billing/enhancedList',
  paymentUrl: '/billing/payment',
  showPdf: true,
};
const block = <ViewInvoice blockId="v1" configuration={CONFIGURATION} contentJSON={null} />;

let made: Blob[] = [];
beforeAll(() => {
  // jsdom has no object URLs: record the blobs the block makes.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    made.push(blob);
    return `blob:invoice-${made.length}`;
  });
  URL.revokeObjectURL = vi.fn();
});

describe('the viewInvoice block', () => {
  it('shows the header, lines, totals and payments applied, and previews the PDF from its chunks', async () => {
    made = [];
    const paid = storyInvoice((invoice) => invoice.type === 'Invoice' && invoice.status === 'Paid');
    const details = storyInvoiceDetails(paid.id)!;
    const { calls } = renderBilling(block, billingAnswers(), `/viewInvoice?invoiceId=${paid.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Invoice ${paid.invoiceNumber}` }),
    ).toBeVisible();
    expect(screen.getByText('Paid', { selector: '.bf-badge' })).toBeVisible();
    const lines = screen.getByRole('table', { name: `Lines of ${paid.invoiceNumber}` });
    expect(within(lines).getAllByRole('row')).toHaveLength(details.lines.length + 1);
    expect(
      screen.getByRole('table', { name: `Payments applied to ${paid.invoiceNumber}` }),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Pay this invoice' })).toBeNull();
    const frame = await screen.findByTitle(`PDF of ${paid.invoiceNumber}`);
    expect(frame).toHaveAttribute('src', 'blob:invoice-1');
    expect(made[0]!.type).toBe('application/pdf');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'download',
      `${paid.invoiceNumber}.pdf`,
    );
    expect(calls.map((call) => call.type).sort()).toEqual(['getInvoiceDetails', 'getInvoicePdf']);
  });

  it('offers to pay an open invoice', async () => {
    const open = storyInvoice(
      (invoice) => invoice.type === 'Invoice' && invoice.status === 'Open' && invoice.balance > 0,
    );
    renderBilling(block, billingAnswers(), `/viewInvoice?invoiceId=${open.id}`);
    expect(await screen.findByRole('link', { name: 'Pay this invoice' })).toHaveAttribute(
      'href',
      `/billing/payment?invoices=${open.id}`,
    );
  });

  it("says an unknown (or another account's) invoice could not be loaded", async () => {
    renderBilling(block, billingAnswers(), '/viewInvoice?invoiceId=a0I0000000000Nope');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The invoice could not be loaded.');
    expect(alert).toHaveTextContent('Invoice not found.');
  });

  it('keeps the invoice when the PDF fails, with a retry for the PDF', async () => {
    const paid = storyInvoice((invoice) => invoice.status === 'Paid');
    renderBilling(
      block,
      billingAnswers({ getInvoicePdf: { statusCode: 500, content: 'ERROR: Rendering failed' } }),
      `/viewInvoice?invoiceId=${paid.id}`,
    );
    expect(await screen.findByText('The PDF could not be loaded.')).toBeVisible();
    expect(screen.getByRole('table', { name: `Lines of ${paid.invoiceNumber}` })).toBeVisible();
  });

  it('asks to choose an invoice when none is named', async () => {
    renderBilling(block, billingAnswers(), '/viewInvoice');
    expect(await screen.findByText('No invoice chosen')).toBeVisible();
  });
});
