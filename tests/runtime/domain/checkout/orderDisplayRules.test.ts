import { describe, expect, it } from 'vitest';
import {
  orderAddressLines,
  orderCardText,
} from '../../../../runtime/domain/checkout/orderDisplayRules';

const BOSTON = {
  contactName: 'Maria Manager',
  address: '100 Main Street',
  address2: '  ',
  city: 'Boston',
  state: 'MA',
  zip: '02115',
  country: 'United States',
  location: null,
  email: 'maria@example.test',
  phone: '+1 555 0100',
};

describe('orderAddressLines', () => {
  it('puts city, region and postal code on one line and skips empty parts', () => {
    expect(orderAddressLines(BOSTON)).toEqual([
      'Maria Manager',
      '100 Main Street',
      'Boston, MA 02115',
      'United States',
    ]);
  });

  it('adds email and phone only when asked (the confirmation)', () => {
    expect(orderAddressLines(BOSTON, { withContact: true }).slice(-2)).toEqual([
      'maria@example.test',
      '+1 555 0100',
    ]);
  });

  it.each([
    [{ city: 'Boston' }, ['Boston']],
    [{ state: 'MA', zip: '02115' }, ['MA 02115']],
    [{ zip: '02115' }, ['02115']],
    [null, []],
    [undefined, []],
  ])('%j -> %j', (address, lines) => {
    expect(orderAddressLines(address)).toEqual(lines);
  });
});

describe('orderCardText', () => {
  it.each([
    [
      { paymentMethod: 'Card', payment: { status: 'Paid', cardBrand: 'Visa', cardLast4: '4242' } },
      'Visa ending 4242',
    ],
    [{ paymentMethod: 'Card', payment: null }, 'Card ending ····'],
    [{ paymentMethod: 'Terms', payment: null }, null],
  ])('%j -> %s', (order, text) => {
    expect(orderCardText(order)).toBe(text);
  });
});
