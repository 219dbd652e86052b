import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import RequestsList from '../../../blocks/requestsList/RequestsList';
import type { RequestsListConfiguration } from '../../../schemas/generated/blocks/requestsList';
import { callType, renderWithGateway, sentPayload } from '../dataBlockHarness';

const CONFIGURATION: RequestsListConfiguration = {
  pageSize: 2,
  newRequestUrl: '/billing/requests/new',
  statuses: ['New', 'In Progress', 'Waiting on Customer', 'Closed'],
};

const request = (number: string, subject: string, status: string) => ({
  id: `500-${number}`,
  number,
  type: 'Order issue',
  subject,
  status,
  relatedTo: null,
  createdBy: 'Paul Okafor',
  createdAt: '2026-10-01T09:00:00.000Z',
  updatedAt: '2026-10-02T09:00:00.000Z',
  closedAt: null,
});

const PAGE = {
  requests: [
    request('REQ-00002', 'Wrong pack size', 'New'),
    request('REQ-00001', 'Cold pack thawed', 'Closed'),
  ],
  totalCount: 5,
  page: 1,
  pageSize: 2,
  statusCounts: { New: 2, 'In Progress': 1, 'Waiting on Customer': 0, Closed: 2 },
};

function renderList() {
  const payloads: Record<string, unknown>[] = [];
  const rendered = renderWithGateway(
    <RequestsList blockId="b1" configuration={CONFIGURATION} contentJSON={null} />,
    (data) => {
      expect(callType(data)).toBe('getRequests');
      payloads.push(sentPayload(data));
      return { statusCode: 200, content: PAGE };
    },
  );
  return { ...rendered, payloads };
}

describe('the requestsList block', () => {
  it('shows a page of requests, newest first, each linking to its page', async () => {
    const { payloads } = renderList();
    const table = await screen.findByRole('table', { name: 'Support requests' });
    expect(await within(table).findByRole('link', { name: 'REQ-00002' })).toHaveAttribute(
      'href',
      '/billing/requests/request-REQ-00002',
    );
    expect(within(table).getByText('Closed')).toBeVisible();
    expect(payloads[0]).toMatchObject({
      sortField: 'createdAt',
      sortDirection: 'desc',
      page: 1,
      pageSize: 2,
    });
    expect(screen.getByText('5 requests')).toBeVisible();
    expect(screen.getByRole('link', { name: 'New request' })).toHaveAttribute(
      'href',
      '/billing/requests/new',
    );
  });

  it('filters, sorts and pages on the CRM', async () => {
    const { payloads } = renderList();
    await screen.findByRole('link', { name: 'REQ-00002' });
    await userEvent.click(screen.getByRole('button', { name: 'Closed (2)' }));
    expect(screen.getByRole('button', { name: 'Closed (2)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Billing question');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search requests' }), 'pack{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Subject' }));
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    const last = payloads.at(-1);
    expect(last).toMatchObject({
      status: ['Closed'],
      requestType: 'Billing question',
      searchText: 'pack',
      sortField: 'subject',
      sortDirection: 'asc',
      page: 2,
    });
  });
});
