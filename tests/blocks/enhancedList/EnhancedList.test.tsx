import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import EnhancedList from '../../../blocks/enhancedList/EnhancedList';
import { invoicesCsv } from '../../../blocks/enhancedList/invoiceCsv';
import { readListState, writeListState } from '../../../blocks/enhancedList/listParams';
import type { EnhancedListConfiguration } from '../../../schemas/generated/blocks/enhancedList';
import { billingAnswers, storyInvoices } from '../../../stories/support/billingFixtures';
import { renderBilling } from '../billingHarness';
import { typeDate } from '../typeDate';

const CONFIGURATION: EnhancedListConfiguration = {
  columns: ['invoiceNumber', 'invoiceDate', 'dueDate', 'poNumber', 'status', 'amount', 'balance'],
  pageSize: 25,
};
const block = <EnhancedList blockId="b1" configuration={CONFIGURATION} contentJSON={null} />;
const render = (path = '/billing/enhancedList') => renderBilling(block, billingAnswers(), path);
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Invoices' }))
    .getAllByRole('row')
    .slice(1);

describe('the enhancedList (invoice) block', () => {
  it('loads the invoices with getInvoices and shows the newest 25, with the totals', async () => {
    const { calls } = render();
    expect(screen.getByRole('status', { name: 'Loading invoices…' })).toBeInTheDocument();
    // The loading state holds the first page's rows (the footer must not move when they come).
    const skeleton = screen.getByRole('table', { name: 'Loading invoices…' });
    expect(within(skeleton).getAllByRole('row').slice(1)).toHaveLength(25);
    await screen.findByRole('table', { name: 'Invoices' });
    expect(calls[0]).toMatchObject({ type: 'getInvoices' });
    const all = storyInvoices();
    expect(bodyRows()).toHaveLength(25);
    expect(within(bodyRows()[0]!).getByRole('link')).toHaveTextContent(all[0]!.invoiceNumber);
    expect(within(bodyRows()[0]!).getByRole('link')).toHaveAttribute(
      'href',
      `/viewInvoice?invoiceId=${all[0]!.id}`,
    );
    expect(screen.getByText(`${all.length} invoices`)).toBeVisible();
    expect(screen.getByText('Open balance')).toBeVisible();
  });

  it(
    'filters by status and search, keeping the filters in the URL',
    { timeout: 15_000 },
    async () => {
      render();
      await screen.findByRole('table', { name: 'Invoices' });
      await userEvent.click(screen.getByRole('checkbox', { name: 'Paid' }));
      await waitFor(() => expect(window.location.search).toContain('status=Paid'));
      for (const row of bodyRows()) expect(within(row).getByText('Paid')).toBeVisible();
      const paid = storyInvoices().filter(
        (invoice) => invoice.status === 'Paid' && invoice.type === 'Invoice',
      );
      await userEvent.click(screen.getByRole('searchbox', { name: 'Search' }));
      await userEvent.paste(paid[3]!.invoiceNumber);
      await waitFor(() => expect(bodyRows()).toHaveLength(1));
      await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
      await waitFor(() => expect(bodyRows()).toHaveLength(25));
    },
  );

  it(
    'filters by the invoice dates typed in the date fields, keeping them in the URL',
    { timeout: 15_000 },
    async () => {
      const all = storyInvoices();
      const [from, to] = [all[10]!.invoiceDate, all[2]!.invoiceDate].sort() as [string, string];
      render();
      await screen.findByRole('table', { name: 'Invoices' });
      // The date fields load React Aria on their own (InvoiceList's DateFilter): the first
      // transform of that chunk can take longer than findByRole's second.
      await screen.findAllByRole(
        'spinbutton',
        { name: /^day, Invoice date to/ },
        { timeout: 10_000 },
      );
      await typeDate('Invoice date from', from);
      await waitFor(() => expect(window.location.search).toContain(`from=${from}`));
      await typeDate('Invoice date to', to);
      await waitFor(() => expect(window.location.search).toContain(`to=${to}`));
      const inRange = all.filter(
        (invoice) => invoice.invoiceDate >= from && invoice.invoiceDate <= to,
      );
      await waitFor(() =>
        expect(screen.getByText(`${inRange.length} of ${all.length} invoices`)).toBeVisible(),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Clear Invoice date from' }));
      await waitFor(() => expect(window.location.search).not.toContain('from='));
    },
  );

  it('starts from the URL, sorts by a heading and says when nothing matches', async () => {
    render('/billing/enhancedList?q=zzz');
    expect(await screen.findByText('No invoices match these filters')).toBeVisible();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await userEvent.click(await screen.findByRole('button', { name: 'Amount' }));
    await waitFor(() => expect(window.location.search).toContain('sort=total.asc'));
    const amounts = storyInvoices()
      .map((invoice) => invoice.total)
      .sort((a, b) => a - b);
    const lowest = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      amounts[0]!,
    );
    expect(bodyRows()[0]!.textContent).toContain(lowest);
  });

  it('selects open invoices only and takes them to the payment page', async () => {
    render('/billing/enhancedList?status=Open');
    await screen.findByRole('table', { name: 'Invoices' });
    const [first, second] = bodyRows();
    await userEvent.click(within(first!).getByRole('checkbox'));
    await userEvent.click(within(second!).getByRole('checkbox'));
    const pay = screen.getByRole('button', { name: /^Pay 2 selected/ });
    await userEvent.click(pay);
    const ids = storyInvoices()
      .filter(
        (invoice) =>
          invoice.status === 'Open' &&
          invoice.type === 'Invoice' &&
          invoice.dueDate >= new Date().toISOString().slice(0, 10),
      )
      .slice(0, 2)
      .map((invoice) => invoice.id);
    expect(screen.getByTestId('where')).toHaveTextContent(
      `/billing/payment?invoices=${ids.join(',')}`,
    );
  });

  it('shows the failure and loads again on retry', async () => {
    let fail = true;
    const answer = billingAnswers();
    renderBilling(
      block,
      (call) => (fail ? { statusCode: 500, content: 'ERROR: UNABLE_TO_LOCK_ROW' } : answer(call)),
      '/billing/enhancedList',
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The invoices could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Invoices' })).toBeVisible();
  });
});

describe('the list state in the URL and the CSV', () => {
  it('reads and writes filters, sort and page, dropping what it cannot read', () => {
    const state = readListState(
      new URLSearchParams(
        'status=Open,Nope&from=2026-01-01&to=bad&min=10&max=-1&q=%20inv%20&sort=total.asc&page=3',
      ),
    );
    expect(state).toEqual({
      filter: { statuses: ['Open'], from: '2026-01-01', minAmount: 10, search: 'inv' },
      sort: { key: 'total', direction: 'asc' },
      page: 3,
    });
    expect(writeListState(state, new URLSearchParams('keep=1')).toString()).toBe(
      'keep=1&status=Open&from=2026-01-01&min=10&q=inv&sort=total.asc&page=3',
    );
    expect(readListState(new URLSearchParams('sort=drop.table')).sort).toEqual({
      key: 'createdAt',
      direction: 'desc',
    });
  });

  it('writes the CSV with a header, plain negative amounts and formulas escaped', () => {
    const [invoice] = storyInvoices();
    const csv = invoicesCsv(
      [{ ...invoice!, poNumber: '=HYPERLINK("x")', total: -12.5, balance: -12.5 }],
      '2026-11-25',
    );
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(
      'Invoice number,Type,Status,Invoice date,Due date,PO number,Order number,Currency,Total,Balance,Days overdue',
    );
    expect(row).toContain(`"'=HYPERLINK(""x"")"`);
    expect(row).toContain(',-12.50,-12.50,');
  });
});
