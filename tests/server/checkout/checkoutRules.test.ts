import { describe, expect, it } from 'vitest';
import {
  hasFullShippingAddress,
  placeOrderBlockers,
  type OrderReadiness,
} from '../../../schemas/checkout/checkoutRules';

const FULL = {
  address: '400 Longwood Avenue',
  city: 'Boston',
  state: 'MA',
  zip: '02115',
  country: 'United States',
};

describe('a full shipping address (spec 001 section 5: tax only then)', () => {
  it.each([
    ['complete', FULL, true],
    ['no street', { ...FULL, address: '' }, false],
    ['no city', { ...FULL, city: null }, false],
    ['blank state', { ...FULL, state: '   ' }, false],
    ['no zip', { ...FULL, zip: undefined }, false],
    ['no country', { ...FULL, country: '' }, false],
  ])('%s', (_name, shipping, full) => {
    expect(hasFullShippingAddress(shipping)).toBe(full);
  });
});

const READY: OrderReadiness = {
  lineCount: 2,
  shipping: FULL,
  shippingServiceId: 'ship-ups-ground',
  isGuest: false,
  buyerName: null,
  buyerEmail: null,
  termsAccepted: true,
  paymentMethod: 'Terms',
  mayPayOnTerms: true,
  poNumber: 'PO-1',
  cardPayment: 'none',
};

describe('why an order cannot be placed yet', () => {
  it.each<[string, Partial<OrderReadiness>, string[]]>([
    ['ready on terms', {}, []],
    ['ready by card', { paymentMethod: 'Card', cardPayment: 'authorised', poNumber: null }, []],
    ['empty cart', { lineCount: 0 }, ['The cart is empty.']],
    [
      'guest without contact',
      { isGuest: true, buyerName: 'Gus', paymentMethod: 'Card', cardPayment: 'authorised' },
      ['Enter your name and email address.'],
    ],
    ['no address', { shipping: { ...FULL, zip: '' } }, ['Enter the complete shipping address.']],
    ['no shipping method', { shippingServiceId: null }, ['Choose a shipping method.']],
    ['terms not accepted', { termsAccepted: false }, ['Accept the terms and conditions.']],
    ['no payment method', { paymentMethod: null }, ['Choose how to pay.']],
    ['terms without PO', { poNumber: ' ' }, ['Enter a PO number to pay on account.']],
    [
      'terms not allowed',
      { mayPayOnTerms: false },
      ['This account cannot buy on payment terms: pay by card.'],
    ],
    ['card not paid', { paymentMethod: 'Card' }, ['Pay by card before placing the order.']],
    [
      'card for an old total',
      { paymentMethod: 'Card', cardPayment: 'stale' },
      ['The total changed after your card payment: pay again for the new total.'],
    ],
    [
      'everything missing, in the order of the steps',
      {
        lineCount: 0,
        isGuest: true,
        shipping: {},
        shippingServiceId: null,
        termsAccepted: false,
        paymentMethod: null,
      },
      [
        'The cart is empty.',
        'Enter your name and email address.',
        'Enter the complete shipping address.',
        'Choose a shipping method.',
        'Accept the terms and conditions.',
        'Choose how to pay.',
      ],
    ],
  ])('%s', (_name, change, reasons) => {
    expect(placeOrderBlockers({ ...READY, ...change })).toEqual(reasons);
  });
});
