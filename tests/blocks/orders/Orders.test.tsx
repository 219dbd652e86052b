import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import Orders from '../../../blocks/orders/Orders';
import type { OrdersConfiguration } from '../../../schemas/generated/blocks/orders';
import { callType, renderWithGateway, sentPayload } from '../dataBlockHarness';
import { typeDate } from '../typeDate';

const CONFIGURATION: OrdersConfiguration = {
  heading: 'My orders',
  detailUrl: '/order-detail',
  catalogueUrl: '/catalogue',
  pageSize: 20,
};

const ORDER = {
  id: '801-1',
  orderNumber: 'SO-099076',
  status: 'Delivered',
  placedAt: '2024-12-24T20:36:00.000Z',
  total: 2612.05,
  currency: 'USD',
  poNumber: 'PO-NG-70532',
  paymentMethod: 'Terms',
  placedBy: 'Paul Okafor',
  shipTo: { contactName: 'Paul Okafor', city: 'Boston', state: 'MA', country: 'United States' },
  carrier: 'FedEx',
  service: 'Ground',
  lineCount: 5,
  itemCount: 9,
  shipments: [
    {
      carrier: 'FedEx',
      trackingNumber: '560852780647',
      shippedAt: '2024-12-27T16:00:00.000Z',
      deliveredAt: '2024-12-28T11:00:00.000Z',
    },
  ],
};

const page = (orders: unknown[], totalCount = orders.length) => ({
  statusCode: 200,
  content: { orders, totalCount, page: 1, pageSize: 20 },
});

function renderOrders(answer: (data: Record<string, unknown>) => unknown, path = '/orders') {
  return renderWithGateway(
    <MemoryRouter initialEntries={[path]}>
      <Orders blockId="o1" configuration={CONFIGURATION} contentJSON={null} />
    </MemoryRouter>,
    answer,
  );
}

const payloads = (gateway: { calls: { body: { variables: { data?: unknown } } }[] }) =>
  gateway.calls.map(
    (call) => JSON.parse(String(call.body.variables.data)) as Record<string, unknown>,
  );

describe('the orders block', () => {
  it('lists the orders with a status badge, the total in the order currency and tracking', async () => {
    const { gateway } = renderOrders(() => page([ORDER]));
    const link = await screen.findByRole('link', { name: 'Order SO-099076' });
    const row = link.closest('tr')!;
    expect(link).toHaveAttribute('href', '/order-detail?orderNumber=SO-099076');
    expect(within(row).getByText('Delivered')).toHaveClass('bf-badge');
    expect(within(row).getByText('$2,612.05')).toBeVisible();
    expect(within(row).getByText('PO-NG-70532')).toBeVisible();
    expect(within(row).getByText('by Paul Okafor')).toBeVisible();
    expect(
      within(row).getByRole('link', {
        name: "Track FedEx 560852780647 (opens the carrier's site)",
      }),
    ).toHaveAttribute('href', 'https://www.fedex.com/fedextrack/?trknbr=560852780647');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–1 of 1 order');
    const [data] = payloads(gateway);
    expect(callType(data!)).toBe('getOrders');
    expect(sentPayload(data!)).toEqual({
      page: 1,
      pageSize: 20,
      sortBy: 'placedAt',
      sortDirection: 'DESC',
    });
  });

  it('asks the CRM again when the buyer filters by status and sorts by a column', async () => {
    const { gateway } = renderOrders(() => page([ORDER]));
    await screen.findByRole('link', { name: 'Order SO-099076' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Shipped');
    await userEvent.click(screen.getByRole('button', { name: 'Total' }));
    await waitFor(() =>
      expect(sentPayload(payloads(gateway).at(-1)!)).toMatchObject({
        status: 'Shipped',
        sortBy: 'total',
        sortDirection: 'ASC',
        page: 1,
      }),
    );
    expect(await screen.findByRole('columnheader', { name: 'Total' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('refuses a date range that ends before it starts, with the reason', async () => {
    const { gateway } = renderOrders(() => page([ORDER]));
    await screen.findByRole('table', { name: 'My orders' });
    await typeDate('Placed from', '2024-06-01');
    await typeDate('Placed to', '2024-05-01');
    expect(screen.getByText('The start date must be on or before the end date.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Apply filters' })).toBeDisabled();
    expect(payloads(gateway).every((data) => !('dateFrom' in sentPayload(data)))).toBe(true);
  });

  it('sends the dates picked in the date fields, and the clear button drops one', async () => {
    const { gateway } = renderOrders(() => page([ORDER]));
    await screen.findByRole('table', { name: 'My orders' });
    await typeDate('Placed from', '2024-05-01');
    await typeDate('Placed to', '2024-06-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(sentPayload(payloads(gateway).at(-1)!)).toMatchObject({
        dateFrom: '2024-05-01',
        dateTo: '2024-06-01',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear Placed from' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => {
      const sent = sentPayload(payloads(gateway).at(-1)!);
      expect(sent).toMatchObject({ dateTo: '2024-06-01' });
      expect(sent.dateFrom ?? '').toBe('');
    });
  });

  it('leads a buyer without orders to the catalogue', async () => {
    renderOrders(() => page([]));
    expect(
      await screen.findByRole('heading', { name: 'You have not placed any orders yet' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute(
      'href',
      '/catalogue',
    );
  });

  it('says when filters match nothing and clears them', async () => {
    renderOrders(() => page([]), '/orders?status=Cancelled');
    expect(
      await screen.findByRole('heading', { name: 'No orders match these filters' }),
    ).toBeVisible();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it("shows the CRM's failure and loads again on retry", async () => {
    let fail = true;
    renderOrders(() =>
      fail ? { statusCode: 500, content: 'ERROR: UNABLE_TO_LOCK_ROW' } : page([ORDER]),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your orders could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Order SO-099076' })).toBeVisible();
  });
});
