import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import OrderConfirmation from '../../../blocks/orderConfirmation/OrderConfirmation';
import { checkoutCrm, renderCheckout } from '../checkoutHarness';

const ORDER = {
  id: 'o1',
  orderNumber: 'SO-100001',
  quoteId: 'q',
  status: 'Received',
  placedAt: '2026-11-25T10:00:00.000Z',
  placedBy: 'Maria Keller',
  isGuest: false,
  currency: 'USD',
  subtotal: 520,
  discountTotal: 0,
  shippingAmount: 42,
  taxAmount: 35.14,
  total: 597.14,
  promoCode: null,
  poNumber: 'PO-7781',
  paymentMethod: 'Terms',
  payment: null,
  shipping: {
    address: '400 Longwood Avenue',
    city: 'Boston',
    state: 'MA',
    zip: '02115',
    country: 'United States',
    carrier: 'FedEx',
    service: '2Day',
  },
  billing: null,
  deliverTo: null,
  buyer: null,
  lines: [
    {
      sku: 'CY-AB-10001',
      title: 'CD4 Monoclonal Antibody',
      qty: 2,
      unitPrice: 189,
      totalPrice: 378,
    },
  ],
};

describe('the orderConfirmation block', () => {
  it('shows the order its link names: number, lines, totals, address and payment', async () => {
    const crm = checkoutCrm({}, (type) =>
      type === 'getOrderDetails' ? { statusCode: 200, content: ORDER } : undefined,
    );
    renderCheckout(
      <OrderConfirmation
        blockId="o1"
        configuration={{ heading: 'Order confirmation' }}
        contentJSON={null}
      />,
      crm,
      '/order-confirmation?token=tok-confirm-000000000000000001',
    );
    expect(await screen.findByText('SO-100001')).toBeVisible();
    expect(crm.calls.find((call) => call.type === 'getOrderDetails')?.payload).toEqual({
      confirmationToken: 'tok-confirm-000000000000000001',
    });
    const items = screen.getByRole('table', { name: 'Items' });
    expect(within(items).getByRole('rowheader', { name: /CD4 Monoclonal Antibody/ })).toBeVisible();
    expect(screen.getByText('$597.14')).toBeVisible();
    expect(screen.getByText('On account terms, PO PO-7781')).toBeVisible();
    expect(screen.getByText(/FedEx 2Day/)).toBeVisible();
  });

  it('says the link is incomplete without a token', () => {
    renderCheckout(
      <OrderConfirmation
        blockId="o1"
        configuration={{ heading: 'Order confirmation' }}
        contentJSON={null}
      />,
      checkoutCrm(),
      '/order-confirmation',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link is incomplete.');
  });
});
