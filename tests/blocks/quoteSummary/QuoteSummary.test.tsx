import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import QuoteSummary from '../../../blocks/quoteSummary/QuoteSummary';
import type { QuoteSummaryConfiguration } from '../../../schemas/generated/blocks/quoteSummary';
import { checkoutCrm, QUOTE_ID, renderCheckout, seededCart } from '../checkoutHarness';

const CONFIGURATION: QuoteSummaryConfiguration = {
  heading: 'Order summary',
  showTax: true,
  showShipping: true,
  showPromoCode: true,
  submitLabel: 'Place order',
};

const READY = {
  ShippingStreet: '400 Longwood Avenue',
  ShippingCity: 'Boston',
  ShippingState: 'MA',
  ShippingPostalCode: '02115',
  ShippingCountry: 'United States',
  Shipping_Service_Id__c: 'ship-fedex-2day',
  ShippingHandling: 42,
  Payment_Method__c: 'Terms',
  PoNumber: 'PO-7781',
  Terms_Accepted__c: true,
};

const ORDER = {
  alreadyPlaced: false,
  confirmationToken: 'tok-confirm-000000000000000001',
  confirmationUrl: '/order-confirmation?token=tok-confirm-000000000000000001',
  newCartId: '0Q0Dn00000NewCart1',
  order: { orderNumber: 'SO-100001', lines: [], shipping: {} },
};

const summary = () => (
  <QuoteSummary blockId="s1" configuration={CONFIGURATION} contentJSON={null} />
);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the quoteSummary block', () => {
  it('shows lines and totals in the quote currency, with tax once the address is complete', async () => {
    renderCheckout(summary(), checkoutCrm(READY));
    const region = await screen.findByRole('region', { name: 'Order summary' });
    const lines = await within(region).findByRole('list', { name: 'Items in your order' });
    expect(within(lines).getByText('CD4 Monoclonal Antibody')).toBeVisible();
    expect(within(region).getByText('$520.00')).toBeVisible();
    expect(within(region).getByText('$42.00')).toBeVisible();
    expect(await within(region).findByText('$35.14')).toBeVisible();
    expect(within(region).getByText('$597.14')).toBeVisible();
  });

  it('keeps Place order disabled with every reason while the checkout is incomplete', async () => {
    const crm = checkoutCrm({});
    renderCheckout(summary(), crm);
    const button = await screen.findByRole('button', { name: 'Place order' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(
      'Before you can place the order: Enter the complete shipping address. Choose a shipping method. Choose how to pay. Accept the terms and conditions.',
    );
    expect(screen.getByText('Calculated once the address is complete')).toBeVisible();
    await userEvent.click(button);
    expect(crm.calls.map((call) => call.type)).not.toContain('placeOrder');
  });

  it('places the order once for a double click, with one idempotency key, and opens the confirmation', async () => {
    const crm = checkoutCrm(READY, (type) =>
      type === 'placeOrder' ? { statusCode: 200, content: ORDER } : undefined,
    );
    renderCheckout(summary(), crm);
    const button = await screen.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.dblClick(button);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(ORDER.confirmationUrl),
    );
    const placed = crm.calls.filter((call) => call.type === 'placeOrder');
    expect(placed).toHaveLength(1);
    expect(placed[0]?.payload).toMatchObject({ quoteId: QUOTE_ID });
    expect(String(placed[0]?.payload.idempotencyKey)).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(localStorage.getItem('EC_Quote_Id')).toBe('0Q0Dn00000NewCart1');
  });

  it('keeps the attempt key after a fault so trying again cannot order twice, and says what to do', async () => {
    let fail = true;
    const crm = checkoutCrm(READY, (type) => {
      if (type !== 'placeOrder') return undefined;
      if (fail)
        return {
          statusCode: 500,
          content: 'ERROR: UNABLE_TO_LOCK_ROW: record currently unavailable',
        };
      return { statusCode: 200, content: ORDER };
    });
    renderCheckout(summary(), crm);
    const button = await screen.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.click(button);
    expect(await screen.findByText(/Your entries and your cart are kept/)).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(ORDER.confirmationUrl),
    );
    const keys = crm.calls
      .filter((call) => call.type === 'placeOrder')
      .map((call) => call.payload.idempotencyKey);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
  });

  it('starts a new attempt after the CRM refuses one', async () => {
    const crm = checkoutCrm(READY, (type) =>
      type === 'placeOrder'
        ? { statusCode: 422, content: 'ERROR: The order cannot be placed: Choose how to pay.' }
        : undefined,
    );
    renderCheckout(summary(), crm);
    const button = await screen.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.click(button);
    expect(await screen.findByText('The order cannot be placed: Choose how to pay.')).toBeVisible();
    expect(sessionStorage.getItem(`bf-checkout-attempt-${QUOTE_ID}`)).toBeNull();
  });
});

describe('the quoteSummary block: contract prices (issue 15)', () => {
  it('shows each line at the contract price, the list price struck through, totals from the contract prices', async () => {
    const seeded = seededCart();
    // The server priced the antibody from the account's book; the sheath fluid pays list.
    const cart = {
      ...seeded,
      quote: { ...seeded.quote, subtotal: 451.96, total: 451.96 },
      lineItems: [
        { ...seeded.lineItems[0]!, unitPrice: 154.98, listPrice: 189, totalPrice: 309.96 },
        { ...seeded.lineItems[1]!, listPrice: null },
      ],
    };
    renderCheckout(
      summary(),
      checkoutCrm(READY, (type) =>
        type === 'getActiveQuote' ? { statusCode: 200, content: cart } : undefined,
      ),
    );
    const region = await screen.findByRole('region', { name: 'Order summary' });
    const lines = await within(region).findByRole('list', { name: 'Items in your order' });
    const antibody = within(lines).getByText('CD4 Monoclonal Antibody').closest('li')!;
    expect(antibody.querySelector('.bf-price-contract')).toHaveTextContent(
      'Your price $154.98 , list price $189.00',
    );
    expect(within(antibody).getByText('$189.00').tagName).toBe('S');
    expect(within(antibody).getByText('$309.96')).toBeVisible();
    const fluid = within(lines).getByText('Sheath Fluid, 20 L').closest('li')!;
    expect(fluid.querySelector('s')).toBeNull();
    expect(within(region).getByText('$451.96')).toBeVisible();
  });
});
