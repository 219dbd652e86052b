import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
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

let made: Blob[] = [];
beforeAll(() => {
  // jsdom has no object URLs: record the blobs the block makes.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    made.push(blob);
    return `blob:order-${made.length}`;
  });
  URL.revokeObjectURL = vi.fn();
});

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

  it("downloads the order's PDF through the confirmation link, and says why it failed", async () => {
    made = [];
    let fail = false;
    const crm = checkoutCrm({}, (type) => {
      if (type === 'getOrderDetails') return { statusCode: 200, content: ORDER };
      if (type === 'getOrderDocument')
        return fail
          ? { statusCode: 500, content: 'ERROR: The document template is missing.' }
          : {
              statusCode: 200,
              content: {
                fileName: 'Order-SO-100001.pdf',
                contentType: 'application/pdf',
                base64: btoa('%PDF-1.7 order'),
              },
            };
      return undefined;
    });
    renderCheckout(
      <OrderConfirmation
        blockId="o1"
        configuration={{ heading: 'Order confirmation' }}
        contentJSON={null}
      />,
      crm,
      '/order-confirmation?token=tok-confirm-000000000000000001',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(made).toHaveLength(1));
    expect(made[0]?.type).toBe('application/pdf');
    // jsdom's Blob has no text(): read it as a browser would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(made[0]!);
    });
    expect(text).toBe('%PDF-1.7 order');
    expect(crm.calls.find((call) => call.type === 'getOrderDocument')?.payload).toEqual({
      confirmationToken: 'tok-confirm-000000000000000001',
    });
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The PDF could not be created: The document template is missing.',
    );
  });

  it('offers no PDF when the configuration says so', async () => {
    renderCheckout(
      <OrderConfirmation
        blockId="o1"
        configuration={{ heading: 'Order confirmation', showDocument: false }}
        contentJSON={null}
      />,
      checkoutCrm({}, (type) =>
        type === 'getOrderDetails' ? { statusCode: 200, content: ORDER } : undefined,
      ),
      '/order-confirmation?token=tok-confirm-000000000000000001',
    );
    expect(await screen.findByText('SO-100001')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });
});
