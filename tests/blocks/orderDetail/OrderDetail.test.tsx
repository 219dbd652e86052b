import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import OrderDetail from '../../../blocks/orderDetail/OrderDetail';
import type { OrderDetailConfiguration } from '../../../schemas/generated/blocks/orderDetail';
import { callType, renderWithGateway, sentPayload } from '../dataBlockHarness';

const CONFIGURATION: OrderDetailConfiguration = { ordersUrl: '/orders', cartUrl: '/cart' };

const address = {
  address: '400 Longwood Avenue',
  address2: 'Building C, Room 214',
  city: 'Boston',
  state: 'MA',
  zip: '02115',
  country: 'United States',
  contactName: 'Paul Okafor',
  email: 'paul.okafor@northgate-labs.test',
  phone: '+1 617 555 0151',
};

const ORDER = {
  id: '801-1',
  orderNumber: 'SO-099076',
  quoteId: 'Q-1',
  status: 'Shipped',
  placedAt: '2024-12-24T20:36:00.000Z',
  placedBy: 'Paul Okafor',
  isGuest: false,
  currency: 'USD',
  subtotal: 1064,
  discountTotal: 0,
  shippingAmount: 65,
  taxAmount: 70.56,
  total: 1199.56,
  promoCode: null,
  poNumber: 'PO-NG-70532',
  paymentMethod: 'Terms',
  payment: null,
  shipping: { ...address, carrier: 'FedEx', service: 'Ground', deliveryEstimate: '2024-12-30' },
  billing: { ...address, contactName: 'Grace Oduya', address2: 'Accounts Payable' },
  deliverTo: address,
  buyer: { contactName: 'Paul Okafor' },
  specialInstructions: 'Keep refrigerated on arrival (2–8 °C).',
  lines: [
    {
      id: 'l1',
      lineNumber: 1,
      sku: 'CY-AB-10022',
      title: 'CD3 Monoclonal Antibody',
      qty: 1,
      unitPrice: 290,
      discount: 0,
      totalPrice: 290,
    },
    {
      id: 'l2',
      lineNumber: 2,
      sku: 'CY-AB-10008',
      title: 'CD3 Alexa Fluor 488',
      qty: 3,
      unitPrice: 258,
      discount: 0,
      totalPrice: 774,
    },
  ],
  shipments: [
    {
      id: 's1',
      carrier: 'FedEx',
      service: 'Ground',
      trackingNumber: '560852780647',
      shippedAt: '2024-12-27T16:00:00.000Z',
      deliveredAt: null,
      lineNumbers: [],
    },
  ],
};

function renderDetail(
  answer: (data: Record<string, unknown>) => unknown,
  path = '/order-detail?orderNumber=SO-099076',
) {
  return renderWithGateway(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/order-detail"
          element={<OrderDetail blockId="d1" configuration={CONFIGURATION} contentJSON={null} />}
        />
        <Route path="/cart" element={<p>The cart page</p>} />
        <Route path="/orders" element={<p>My orders page</p>} />
      </Routes>
    </MemoryRouter>,
    answer,
  );
}

describe('the orderDetail block', () => {
  it('shows the order: status, addresses, payment, lines, totals and tracking', async () => {
    const { gateway } = renderDetail(() => ({ statusCode: 200, content: ORDER }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order SO-099076' })).toBeVisible();
    const data = JSON.parse(String(gateway.calls[0]?.body.variables.data)) as Record<
      string,
      unknown
    >;
    expect(callType(data)).toBe('getOrderDetails');
    expect(sentPayload(data)).toEqual({ orderNumber: 'SO-099076' });
    expect(screen.getByText('Shipped', { selector: '.bf-badge' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Order progress' })).toBeVisible();
    expect(screen.getByText('PO number: PO-NG-70532', { exact: false })).toBeVisible();
    const items = screen.getByRole('table', { name: 'Items of order SO-099076' });
    expect(within(items).getAllByRole('row')).toHaveLength(3);
    expect(within(items).getByText('$774.00')).toBeVisible();
    const totals = screen.getByText('Total', { selector: 'dt' }).closest('div')!;
    expect(totals).toHaveTextContent('$1,199.56');
    expect(screen.getByRole('link', { name: /560852780647/ })).toHaveAttribute(
      'href',
      'https://www.fedex.com/fedextrack/?trknbr=560852780647',
    );
    expect(screen.getByText('Keep refrigerated on arrival (2–8 °C).')).toBeVisible();
  });

  it('says "not found" for an order the CRM does not give this buyer, and leads to My orders', async () => {
    renderDetail(() => ({ statusCode: 404, content: 'ERROR: Order not found.' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Order not found' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Go to My orders' }));
    expect(screen.getByText('My orders page')).toBeVisible();
  });

  it('says "not found" without asking when the address names no order', () => {
    const { gateway } = renderDetail(() => ({ statusCode: 200, content: ORDER }), '/order-detail');
    expect(screen.getByRole('heading', { level: 2, name: 'Order not found' })).toBeVisible();
    expect(gateway.calls).toHaveLength(0);
  });

  it('reorders into the cart and shows the cart', async () => {
    const sent: string[] = [];
    renderDetail((data) => {
      const type = callType(data) ?? '';
      sent.push(type);
      if (type === 'reorder') {
        expect(sentPayload(data)).toEqual({ orderId: '801-1' });
        return {
          statusCode: 200,
          content: { quote: { id: 'Q-9' }, lineItems: [], unavailable: [] },
        };
      }
      return { statusCode: 200, content: ORDER };
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reorder' }));
    expect(await screen.findByText('The cart page')).toBeVisible();
    expect(sent).toContain('reorder');
  });

  it('names the lines that did not come back, and stays', async () => {
    renderDetail((data) =>
      callType(data) === 'reorder'
        ? {
            statusCode: 200,
            content: {
              quote: { id: 'Q-9' },
              lineItems: [],
              unavailable: [{ sku: 'CY-AB-10022', title: 'CD3 Monoclonal Antibody' }],
            },
          }
        : { statusCode: 200, content: ORDER },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reorder' }));
    const status = await screen.findByText(
      /No longer sold: CD3 Monoclonal Antibody \(CY-AB-10022\)/,
    );
    expect(status).toBeVisible();
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
  });

  it('shows why a reorder failed next to the button', async () => {
    renderDetail((data) =>
      callType(data) === 'reorder'
        ? { statusCode: 404, content: 'ERROR: Order not found.' }
        : { statusCode: 200, content: ORDER },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reorder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The lines could not be added to your cart: Order not found.',
    );
  });
});
