import type { Meta, StoryObj } from '@storybook/react-vite';
import Cart from '../blocks/cart/Cart';
import { withCrm, type CrmAnswer } from './support/storyGateway';

const LINES = [
  {
    id: 'L1',
    itemId: 'a1Cellaris0000001',
    title: 'CD4 Monoclonal Antibody (RPA-T4), FITC',
    qty: 2,
    unitPrice: 245,
  },
  {
    id: 'L2',
    itemId: 'a1Cellaris0000010',
    title: 'Compensation Beads, anti-mouse Ig kappa',
    qty: 1,
    unitPrice: 189,
  },
].map((line) => ({
  ...line,
  quoteId: 'Q1',
  catalogItemId: `E${line.itemId}`,
  sku: `FC-${line.id}`,
  thumbnail: '/static/org-cellaris/img/antibody-thumb.svg',
  discount: 0,
  promoDiscount: 0,
  totalPrice: line.qty * line.unitPrice,
}));

/** A signed-in customer's lines at the account's contract prices (18 % and 10 % off the list). */
const CONTRACT_LINES = LINES.map((line) => {
  const unitPrice = Math.round(line.unitPrice * (line.id === 'L1' ? 0.82 : 0.9) * 100) / 100;
  return {
    ...line,
    unitPrice,
    listPrice: line.unitPrice,
    totalPrice: Math.round(line.qty * unitPrice * 100) / 100,
  };
});

function cartCrm(address: boolean, lines: (typeof LINES)[number][] = LINES) {
  const subtotal = Math.round(lines.reduce((sum, line) => sum + line.totalPrice, 0) * 100) / 100;
  return (type: string): CrmAnswer => {
    switch (type) {
      case 'getActiveQuote':
        return {
          statusCode: 200,
          content: {
            quote: {
              id: 'Q1',
              name: 'Cart Q-1001',
              quoteNumber: 'Q-00001001',
              isGuest: false,
              currency: 'USD',
              shipping: address
                ? {
                    address: '1 Kendall Sq',
                    city: 'Cambridge',
                    state: 'MA',
                    zip: '02139',
                    country: 'United States',
                  }
                : { address: null, city: null, state: null, zip: null, country: null },
              promoCode: null,
              subtotal,
              discountTotal: 0,
              taxAmount: 0,
              total: subtotal,
            },
            lineItems: lines,
            itemCount: lines.reduce((sum, line) => sum + line.qty, 0),
          },
        };
      case 'calculateAvaTax':
        return {
          statusCode: 200,
          content: { taxCalculated: true, taxAmount: 42.44, totalAmount: 721.44 },
        };
      default:
        return { statusCode: 404, content: 'Query name not found, improper request.' };
    }
  };
}

const meta = {
  title: 'Blocks/Cart',
  component: Cart,
  parameters: { path: '/cart' },
  decorators: [withCrm(cartCrm(true))],
  args: {
    blockId: 'story-cart',
    contentJSON: null,
    configuration: {
      allowQuantityEdit: true,
      allowDelete: true,
      showSku: true,
      showStartNewCart: true,
      showPromoCode: true,
      emptyCartMessage: 'Your cart is empty.',
      continueShoppingUrl: '/flow_consumables',
      checkoutUrl: '/checkout',
    },
  },
} satisfies Meta<typeof Cart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTax: Story = {};

export const TaxAtCheckout: Story = { decorators: [withCrm(cartCrm(false))] };

export const Empty: Story = { decorators: [withCrm(cartCrm(false, []))] };

export const Loading: Story = { decorators: [withCrm(() => 'pending')] };

/** Contract prices (issue 15): each line at the account's price, the list price struck through. */
export const ContractPrices: Story = { decorators: [withCrm(cartCrm(true, CONTRACT_LINES))] };
