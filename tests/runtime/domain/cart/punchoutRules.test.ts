import { describe, expect, it } from 'vitest';
import type { Cart, CartLine } from '../../../../runtime/domain/cart/cartTypes';
import {
  parseShuttleInfo,
  punchoutCart,
  punchoutFormFields,
} from '../../../../runtime/domain/cart/punchoutRules';

const line = (overrides: Partial<CartLine>): CartLine => ({
  id: 'QL1',
  quoteId: 'Q1',
  itemId: 'I1',
  catalogItemId: 'C1',
  sku: 'CX-1',
  title: 'Antibody',
  thumbnail: null,
  qty: 2,
  unitPrice: 300,
  discount: 0,
  promoDiscount: 0,
  totalPrice: 600,
  ...overrides,
});

const cart = (lines: CartLine[]): Cart => ({
  quote: {
    id: 'Q1',
    name: 'Cart',
    quoteNumber: 'Q-0001',
    isGuest: false,
    currency: 'EUR',
    shipping: { address: null, city: null, state: null, zip: null, country: null },
    promoCode: null,
    subtotal: 0,
    discountTotal: 0,
    taxAmount: 0,
    total: 0,
  },
  lineItems: lines,
  itemCount: lines.length,
});

describe('getShuttleInfo content (spec 000 section 7: a JSON string that is parsed)', () => {
  it.each([
    [
      'the JSON string of a session',
      '{"shuttleUrl":"https://buy.example/return/1","buyerCookie":"c1","sessionId":"S"}',
      { shuttleUrl: 'https://buy.example/return/1', buyerCookie: 'c1', sessionId: 'S' },
    ],
    [
      'an already parsed object',
      { shuttleUrl: 'http://localhost:5183/procurement/x/return' },
      { shuttleUrl: 'http://localhost:5183/procurement/x/return' },
    ],
    ['no session', '{"shuttleUrl":null}', { shuttleUrl: null }],
    ['text that is not JSON', 'ERROR: nothing', { shuttleUrl: null }],
    ['a JSON array', '[]', { shuttleUrl: null }],
    ['a relative address', '{"shuttleUrl":"/procurement/x"}', { shuttleUrl: null }],
    ['a javascript: address', '{"shuttleUrl":"javascript:alert(1)"}', { shuttleUrl: null }],
    ['a number', '{"shuttleUrl":42}', { shuttleUrl: null }],
    ['nothing', null, { shuttleUrl: null }],
  ])('%s', (_, content, expected) => {
    expect(parseShuttleInfo(content)).toEqual(expected);
  });
});

describe('the returned cart', () => {
  it("names the quote's currency by its code (the currency-field rule)", () => {
    const euro = cart([line({})]);
    euro.quote.currency = 'EUR (Euro)';
    expect(punchoutCart(euro).currency).toBe('EUR');
  });

  it('carries lines, quantities, prices after promo discounts and the currency', () => {
    const returned = punchoutCart(
      cart([
        line({}),
        line({
          id: 'QL2',
          sku: 'CX-2',
          title: 'Buffer',
          qty: 3,
          unitPrice: 10.1,
          totalPrice: 30.3,
          promoDiscount: 3.03,
        }),
        line({ id: 'QL3', sku: 'CX-3', title: 'Kit', qty: 3, unitPrice: 40, totalPrice: 100 }),
      ]),
    );
    expect(returned).toEqual({
      quoteId: 'Q1',
      quoteNumber: 'Q-0001',
      currency: 'EUR',
      subtotal: 730.3,
      discount: 3.03,
      total: 727.27,
      lines: [
        { sku: 'CX-1', title: 'Antibody', qty: 2, unitPrice: 300, listPrice: 300, totalPrice: 600 },
        {
          sku: 'CX-2',
          title: 'Buffer',
          qty: 3,
          unitPrice: 9.09,
          listPrice: 10.1,
          totalPrice: 27.27,
        },
        { sku: 'CX-3', title: 'Kit', qty: 3, unitPrice: 33.3333, listPrice: 40, totalPrice: 100 },
      ],
    });
  });

  it("names the catalogue's list price of a contract-priced line", () => {
    const returned = punchoutCart(
      cart([line({ unitPrice: 154.98, listPrice: 189, qty: 2, totalPrice: 309.96 })]),
    );
    expect(returned.lines[0]).toMatchObject({ unitPrice: 154.98, listPrice: 189 });
  });

  it('posts the cart as JSON with the buyer cookie when the session has one', () => {
    const withCookie = punchoutFormFields(cart([line({})]), {
      shuttleUrl: 'https://b.example/r',
      buyerCookie: 'abc',
    });
    expect(Object.keys(withCookie)).toEqual(['cart', 'BuyerCookie']);
    expect(withCookie.BuyerCookie).toBe('abc');
    expect(JSON.parse(withCookie.cart ?? '')).toMatchObject({ quoteId: 'Q1', total: 600 });
    expect(
      Object.keys(punchoutFormFields(cart([]), { shuttleUrl: 'https://b.example/r' })),
    ).toEqual(['cart']);
  });
});
