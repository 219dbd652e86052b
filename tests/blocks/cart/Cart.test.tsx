import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Cart from '../../../blocks/cart/Cart';
import { currentCartSnapshot } from '../../../runtime/blocks';
import type { CartConfiguration } from '../../../schemas/generated/blocks/cart';
import { createStorefrontQueryClient } from '../../../runtime/app/createStorefrontQueryClient';
import { callType, gatewayHarness, renderWithGateway, sentPayload } from '../dataBlockHarness';

const CONFIG: CartConfiguration = {
  allowQuantityEdit: true,
  allowDelete: true,
  showSku: true,
  showPromoCode: true,
  emptyCartMessage: 'Your cart is empty.',
  continueShoppingUrl: '/flow_consumables',
  checkoutUrl: '/checkout',
};

const FULL_ADDRESS = {
  address: '1 Main St',
  city: 'Boston',
  state: 'MA',
  zip: '02110',
  country: 'US',
};

const line = (id: string, itemId: string, title: string, qty: number, unitPrice: number) => ({
  id,
  quoteId: 'Q1',
  itemId,
  catalogItemId: `E${itemId}`,
  sku: `SKU-${itemId}`,
  title,
  thumbnail: null,
  qty,
  unitPrice,
  discount: 0,
  promoDiscount: 0,
  totalPrice: qty * unitPrice,
});

function cartContent(
  shipping: Record<string, string | null>,
  lines: (ReturnType<typeof line> & { listPrice?: number | null })[] = [
    line('L1', 'A', 'Antibody', 2, 100),
    line('L2', 'B', 'Beads', 1, 50),
  ],
) {
  return {
    quote: {
      id: 'Q1',
      name: 'Cart',
      quoteNumber: 'Q-00001001',
      isGuest: false,
      currency: 'USD',
      shipping,
      promoCode: null,
      subtotal: 250,
      discountTotal: 0,
      taxAmount: 0,
      total: 250,
    },
    lineItems: lines,
    itemCount: lines.reduce((sum, l) => sum + l.qty, 0),
  };
}

type Answer = (data: Record<string, unknown>) => unknown;

function renderCart(answer: Answer, path = '/cart') {
  return renderWithGateway(
    <MemoryRouter initialEntries={[path]}>
      <Cart blockId="c1" configuration={CONFIG} contentJSON={null} />
    </MemoryRouter>,
    answer,
  );
}

const sent = (gateway: { calls: { body: { variables: Record<string, unknown> } }[] }) =>
  gateway.calls.map(
    (request) => JSON.parse(String(request.body.variables.data)) as Record<string, unknown>,
  );

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('cart block', () => {
  it('shows the lines, keeps the quote id, announces the count and computes tax on a complete address', async () => {
    const { gateway } = renderCart((data) => {
      switch (callType(data)) {
        case 'getActiveQuote':
          return { statusCode: 200, content: cartContent(FULL_ADDRESS) };
        case 'calculateAvaTax':
          return {
            statusCode: 200,
            content: { taxCalculated: true, taxAmount: 15.63, totalAmount: 265.63 },
          };
        default:
          return { statusCode: 404, content: 'Query name not found, improper request.' };
      }
    });
    const antibody = await screen.findByRole('listitem', { name: 'Antibody' });
    expect(within(antibody).getByLabelText('Quantity')).toHaveValue('2');
    expect(localStorage.getItem('EC_Quote_Id')).toBe('Q1');
    await waitFor(() => expect(currentCartSnapshot()).toEqual({ quoteId: 'Q1', itemCount: 3 }));
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(await within(summary).findByText('$15.63')).toBeVisible();
    expect(within(summary).getByText('$265.63')).toBeVisible();
    const tax = sent(gateway).find((data) => callType(data) === 'calculateAvaTax');
    expect(String(tax?.endpoint)).toContain('recordId=Q1&isCommit=false');
  });

  it('skips tax and says so when the address is incomplete', async () => {
    const { gateway } = renderCart(() => ({
      statusCode: 200,
      content: cartContent({ ...FULL_ADDRESS, zip: null }),
    }));
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Tax is calculated at checkout.')).toBeVisible();
    expect(sent(gateway).map(callType)).not.toContain('calculateAvaTax');
  });

  it('sends a changed quantity with updateQLI and ignores an empty one', async () => {
    let lines = [line('L1', 'A', 'Antibody', 2, 100)];
    const { gateway } = renderCart((data) => {
      if (callType(data) === 'updateQLI') {
        const { lineItems } = sentPayload(data) as { lineItems: { Id: string; qty: number }[] };
        lines = lines.map((l) =>
          l.id === lineItems[0]?.Id
            ? { ...l, qty: lineItems[0].qty, totalPrice: lineItems[0].qty * 100 }
            : l,
        );
        return { statusCode: 200, content: lines };
      }
      return { statusCode: 200, content: cartContent({}, lines) };
    });
    const quantity = within(
      await screen.findByRole('listitem', { name: 'Antibody' }),
    ).getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.tab();
    expect(quantity).toHaveValue('2');
    expect(sent(gateway).map(callType)).not.toContain('updateQLI');

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5{Enter}');
    await waitFor(() => expect(currentCartSnapshot().itemCount).toBe(5));
    const updates = sent(gateway).filter((data) => callType(data) === 'updateQLI');
    expect(updates).toHaveLength(1);
    expect(sentPayload(updates[0] ?? {})).toEqual({ lineItems: [{ Id: 'L1', qty: 5 }] });
    expect(screen.getAllByText('$500.00').length).toBeGreaterThan(0);
  });

  it('refuses a quantity that is not a whole number', async () => {
    const { gateway } = renderCart(() => ({ statusCode: 200, content: cartContent({}) }));
    const quantity = within(
      await screen.findByRole('listitem', { name: 'Antibody' }),
    ).getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2.5{Enter}');
    expect(await screen.findByText('Enter a whole number.')).toBeVisible();
    expect(sent(gateway).map(callType)).not.toContain('updateQLI');
  });

  it('applies a promo code in order: getQLIsForPromoCode, then applyPromoCodeNG with the last batch flagged', async () => {
    const { gateway } = renderCart((data) => {
      switch (callType(data)) {
        case 'getQLIsForPromoCode':
          return {
            statusCode: 200,
            content: { qliIds: ['L1', 'L2'], originalTotalSalesPrice: 250 },
          };
        case 'applyPromoCodeNG':
          return {
            statusCode: 200,
            content: { message: 'Promo code WELCOME10 applied.', promoCode: 'WELCOME10' },
          };
        default:
          return { statusCode: 200, content: cartContent({}) };
      }
    });
    await userEvent.type(await screen.findByLabelText('Promo code'), 'WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code WELCOME10 applied.')).toBeVisible();
    const calls = sent(gateway).filter((data) => /Promo/.test(String(callType(data))));
    expect(calls.map(callType)).toEqual(['getQLIsForPromoCode', 'applyPromoCodeNG']);
    expect(String(calls[0]?.endpoint)).toContain('quoteId=Q1');
    expect(calls[0]?.payload).toBe('');
    expect(String(calls[1]?.endpoint)).toContain('ut=AWSManager');
    expect(sentPayload(calls[1] ?? {})).toEqual({
      promoCode: 'WELCOME10',
      quoteId: 'Q1',
      qliIds: ['L1', 'L2'],
      isLastBatch: true,
      originalTotalSalesPrice: 250,
    });
  });

  it("shows the spec's error when the quote has no lines for a promo code", async () => {
    renderCart((data) =>
      callType(data) === 'getQLIsForPromoCode'
        ? { statusCode: 400, content: 'ERROR: QLIs not found for promo code application.' }
        : { statusCode: 200, content: cartContent({}) },
    );
    await userEvent.type(await screen.findByLabelText('Promo code'), 'WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('ERROR: QLIs not found for promo code application.'),
    ).toBeVisible();
  });

  it('removes a line with deleteLineItems', async () => {
    const { gateway } = renderCart((data) =>
      callType(data) === 'deleteLineItems'
        ? {
            statusCode: 200,
            content: { deleted: 1, ...cartContent({}, [line('L2', 'B', 'Beads', 1, 50)]) },
          }
        : { statusCode: 200, content: cartContent({}) },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Antibody' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Antibody' })).toBeNull());
    const removal = sent(gateway).find((data) => callType(data) === 'deleteLineItems');
    expect(sentPayload(removal ?? {})).toEqual({ qliIds: ['L1'] });
  });

  it('shows the empty state with the continue-shopping link', async () => {
    renderCart(() => ({ statusCode: 200, content: 'ERROR: No records Found.' }));
    expect(await screen.findByText('Your cart is empty.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/flow_consumables',
    );
    expect(localStorage.getItem('EC_Quote_Id')).toBeNull();
  });

  it('starts a new cart for a signed-in user', async () => {
    const fresh = { ...cartContent({}, []), quote: { ...cartContent({}).quote, id: 'Q2' } };
    let active = cartContent({});
    const { gateway } = renderCart((data) => {
      if (callType(data) === 'startNewCart') active = fresh;
      return { statusCode: 200, content: active };
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Start a new cart' }));
    await waitFor(() => expect(localStorage.getItem('EC_Quote_Id')).toBe('Q2'));
    const start = sent(gateway).find((data) => callType(data) === 'startNewCart');
    expect(String(start?.endpoint)).toContain('cid=CON-1');
  });

  it('shows why starting a new cart failed, next to the button', async () => {
    const harness = gatewayHarness(
      (data) =>
        callType(data) === 'startNewCart'
          ? { statusCode: 500, content: 'ERROR: The quote could not be created.' }
          : { statusCode: 200, content: cartContent({}) },
      createStorefrontQueryClient(),
    );
    harness.render(
      <MemoryRouter initialEntries={['/cart']}>
        <Cart blockId="c1" configuration={CONFIG} contentJSON={null} />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Start a new cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The quote could not be created.');
    // The cart the user had is still shown.
    expect(screen.getByRole('list', { name: 'Cart items' })).toBeVisible();
  });

  it('offers to make the quote a /cart/{quoteId} link names the active cart', async () => {
    let active = cartContent({});
    const { gateway } = renderCart((data) => {
      if (callType(data) === 'makeActiveCart')
        active = { ...active, quote: { ...active.quote, id: '0Q0Dn0000000000009' } };
      return { statusCode: 200, content: active };
    }, '/cart/0Q0Dn0000000000009');
    const banner = await screen.findByRole('region', { name: 'Another quote' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Make this my active cart' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Another quote' })).toBeNull());
    const call = sent(gateway).find((data) => callType(data) === 'makeActiveCart');
    expect(String(call?.endpoint)).toContain('quoteId=0Q0Dn0000000000009');
    expect(localStorage.getItem('EC_Quote_Id')).toBe('0Q0Dn0000000000009');
  });
});

describe('cart block: contract prices (issue 15)', () => {
  /** Northgate's antibody at 18 % off 189.00 below 10 units, 22 % from 10 (the server's tiers). */
  const contractLine = (qty: number) => {
    const unitPrice = qty >= 10 ? 147.42 : 154.98;
    return {
      ...line('L1', 'A', 'Antibody', qty, unitPrice),
      listPrice: 189,
      totalPrice: Math.round(qty * unitPrice * 100) / 100,
    };
  };

  it('shows the contract price with the list price struck through, a list-priced line plainly', async () => {
    renderCart(() => ({
      statusCode: 200,
      content: cartContent({}, [
        contractLine(2),
        { ...line('L2', 'B', 'Beads', 1, 50), listPrice: null },
      ]),
    }));
    const antibody = await screen.findByRole('listitem', { name: 'Antibody' });
    const price = antibody.querySelector('.bf-price-contract');
    expect(price).toHaveTextContent('Your price $154.98 , list price $189.00');
    expect(within(antibody).getByText('$189.00').tagName).toBe('S');
    expect(within(antibody).getByText('$309.96')).toBeVisible();
    expect(antibody.querySelector('.bf-cart-line-discount')).toBeNull();
    const beads = screen.getByRole('listitem', { name: 'Beads' });
    expect(beads.querySelector('s')).toBeNull();
    expect(within(beads).getAllByText('$50.00').length).toBeGreaterThan(0);
  });

  it('shows the unit price the server chose when a quantity reaches the next tier', async () => {
    let lines = [contractLine(2)];
    renderCart((data) => {
      if (callType(data) === 'updateQLI') {
        const { lineItems } = sentPayload(data) as { lineItems: { Id: string; qty: number }[] };
        lines = [contractLine(lineItems[0]!.qty)];
        return { statusCode: 200, content: lines };
      }
      return { statusCode: 200, content: cartContent({}, lines) };
    });
    const antibody = await screen.findByRole('listitem', { name: 'Antibody' });
    const quantity = within(antibody).getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10{Enter}');
    await waitFor(() =>
      expect(antibody.querySelector('.bf-price-now')).toHaveTextContent('$147.42'),
    );
    expect(within(antibody).getByText('$189.00').tagName).toBe('S');
    expect(within(antibody).getByText('$1,474.20')).toBeVisible();
  });
});

describe('cart block: a line discount', () => {
  it('names the discount that brings the line total below quantity × price', async () => {
    renderCart(() => ({
      statusCode: 200,
      content: cartContent({}, [
        { ...line('L1', 'A', 'Kit', 1, 4645.5), discount: 5, totalPrice: 4413.23 },
      ]),
    }));
    const kit = await screen.findByRole('listitem', { name: 'Kit' });
    expect(kit.querySelector('.bf-cart-line-discount')).toHaveTextContent('5% line discount');
    expect(within(kit).getByText('$4,413.23')).toBeVisible();
  });
});
