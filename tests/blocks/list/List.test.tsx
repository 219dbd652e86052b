import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import List from '../../../blocks/list/List';
import type { ListConfiguration } from '../../../schemas/generated/blocks/list';
import { callType, renderWithGateway, sentPayload } from '../dataBlockHarness';

const SEEDED: ListConfiguration = {
  objectName: 'Quote',
  columns: [
    { field: 'QuoteNumber', label: 'Number' },
    { field: 'Name', label: 'Name' },
    { field: 'Status', label: 'Status' },
    { field: 'Total', label: 'Total', type: 'currency' },
    { field: 'CreatedDate', label: 'Created', type: 'date' },
  ],
  detailTemplateId: 'tpl-order-detail',
  pageSize: 20,
  sortField: 'CreatedDate',
  sortDirection: 'DESC',
  searchable: true,
};

const QUOTES = [
  {
    Id: 'Q-1',
    QuoteNumber: '00001001',
    Name: 'Flow panel reorder',
    Status: 'Ordered',
    Total: 1234.5,
    CurrencyIsoCode: 'USD',
    CreatedDate: '2025-01-15T12:00:00.000Z',
  },
  {
    Id: 'Q-2',
    QuoteNumber: '00001002',
    Name: 'Sequencing run',
    Status: 'Draft',
    Total: 99,
    CurrencyIsoCode: 'USD',
    CreatedDate: '2025-03-02T12:00:00.000Z',
  },
];

function renderList(configuration: ListConfiguration, content: unknown) {
  return renderWithGateway(
    <List blockId="l1" configuration={configuration} contentJSON={null} />,
    (data) => ({
      statusCode: 200,
      content: typeof content === 'function' ? (content as (d: unknown) => unknown)(data) : content,
    }),
  );
}

describe('list block', () => {
  it('shows a loading state, then the records in a table, newest first', async () => {
    const { gateway } = renderList(SEEDED, QUOTES);
    expect(screen.getByRole('status', { name: 'Loading records…' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Quote records' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Number', 'Name', 'Status', 'Total', 'Created']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Sequencing run')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Jan 15, 2025')).toBeInTheDocument();

    const [request] = gateway.received;
    expect(request).toBeDefined();
  });

  it('links each record to its detail page', async () => {
    renderList(SEEDED, QUOTES);
    expect(await screen.findByRole('link', { name: '00001001' })).toHaveAttribute(
      'href',
      '/detail/tpl-order-detail?recordId=Q-1',
    );
  });

  it('asks getLookupRecords for the object and the columns’ fields', async () => {
    let sent: Record<string, unknown> | null = null;
    renderList(SEEDED, (data: Record<string, unknown>) => {
      sent = data;
      return QUOTES;
    });
    await screen.findByRole('table');
    expect(sent).not.toBeNull();
    expect(callType(sent!)).toBe('getLookupRecords');
    expect(sentPayload(sent!)).toEqual({
      objectName: 'Quote',
      displayFields: ['QuoteNumber', 'Name', 'Status', 'Total', 'CreatedDate', 'CurrencyIsoCode'],
      limit: 100,
    });
  });

  it('says so when there are no records', async () => {
    renderList(SEEDED, 'ERROR: No records Found.');
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with a way to try again', async () => {
    renderWithGateway(<List blockId="l1" configuration={SEEDED} contentJSON={null} />, () => ({
      statusCode: 400,
      content: 'ERROR: Invalid object name Quote.',
    }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The records could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('searches on the CRM', async () => {
    const searches: unknown[] = [];
    renderList(SEEDED, (data: Record<string, unknown>) => {
      searches.push(sentPayload(data).searchText);
      return QUOTES;
    });
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Quote records' }), 'flow');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches).toEqual([undefined, 'flow']));
  });

  it('pages through more records than a page holds', async () => {
    const many = Array.from({ length: 5 }, (_, index) => ({
      Id: `Q-${index}`,
      QuoteNumber: `0000${index}`,
      Name: `Quote ${index}`,
    }));
    renderList({ ...SEEDED, pageSize: 2, sortField: 'QuoteNumber', sortDirection: 'ASC' }, many);
    const pages = await screen.findByRole('navigation', { name: 'Quote records pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getAllByRole('button', { name: /^Page \d$/ })).toHaveLength(3);
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Quote 2')).toBeInTheDocument();
    expect(screen.queryByText('Quote 0')).not.toBeInTheDocument();
  });

  it('makes one request for two equal lists', async () => {
    const { gateway } = renderWithGateway(
      <>
        <List blockId="a" configuration={SEEDED} contentJSON={null} />
        <List blockId="b" configuration={SEEDED} contentJSON={null} />
      </>,
      () => ({ statusCode: 200, content: QUOTES }),
    );
    expect(await screen.findAllByRole('table')).toHaveLength(2);
    expect(gateway.received).toHaveLength(1);
  });
});
