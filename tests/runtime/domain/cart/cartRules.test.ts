import { describe, expect, it } from 'vitest';
import {
  cartItemCount,
  isTaxEligible,
  lineDiscountLabel,
  parseQuantity,
  promoBatches,
  quantitiesByItemId,
} from '../../../../runtime/domain/cart/cartRules';
import type { CartLine } from '../../../../runtime/domain/cart/cartTypes';

const FULL = { address: '1 Main St', city: 'Boston', state: 'MA', zip: '02110', country: 'US' };

const line = (id: string, itemId: string, qty: number): CartLine => ({
  id,
  quoteId: 'Q1',
  itemId,
  catalogItemId: `E${itemId}`,
  sku: `SKU-${itemId}`,
  title: itemId,
  thumbnail: null,
  qty,
  unitPrice: 10,
  discount: 0,
  promoDiscount: 0,
  totalPrice: 10 * qty,
});

describe('tax eligibility (spec 001 section 5)', () => {
  it('needs address, city, country, state and zip', () => {
    expect(isTaxEligible(FULL)).toBe(true);
  });

  it.each(['address', 'city', 'country', 'state', 'zip'] as const)('is off without %s', (field) => {
    expect(isTaxEligible({ ...FULL, [field]: null })).toBe(false);
    expect(isTaxEligible({ ...FULL, [field]: '  ' })).toBe(false);
  });

  it('is off without a shipping record', () => {
    expect(isTaxEligible(null)).toBe(false);
  });
});

describe('promo batches', () => {
  it('splits line ids in order and flags only the last batch', () => {
    expect(promoBatches(['a', 'b', 'c', 'd', 'e'], 2)).toEqual([
      { qliIds: ['a', 'b'], isLastBatch: false },
      { qliIds: ['c', 'd'], isLastBatch: false },
      { qliIds: ['e'], isLastBatch: true },
    ]);
  });

  it('sends a small cart in one last batch', () => {
    expect(promoBatches(['a', 'b'])).toEqual([{ qliIds: ['a', 'b'], isLastBatch: true }]);
  });

  it('has no batch for no lines, and refuses a batch size below 1', () => {
    expect(promoBatches([])).toEqual([]);
    expect(() => promoBatches(['a'], 0)).toThrow(RangeError);
  });
});

describe('lines and quantities', () => {
  it('keys quantities by item id and counts the badge as the sum of quantities', () => {
    const lines = [line('L1', 'A', 2), line('L2', 'B', 3), line('L3', 'A', 1)];
    expect(quantitiesByItemId(lines)).toEqual({ A: 3, B: 3 });
    expect(cartItemCount(lines)).toBe(6);
    expect(cartItemCount([])).toBe(0);
  });

  it('reads a typed quantity: empty is null (the update is ignored), non-numbers are invalid', () => {
    expect(parseQuantity(' 4 ')).toBe(4);
    expect(parseQuantity('0')).toBe(0);
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('   ')).toBeNull();
    expect(parseQuantity('2.5')).toBe('invalid');
    expect(parseQuantity('-1')).toBe('invalid');
    expect(parseQuantity('ten')).toBe('invalid');
  });
});

describe('a line discount as the cart names it', () => {
  it.each([
    [5, 'en-US', '5% line discount'],
    ['12.5', 'en-US', '12.5% line discount'],
    [5, 'de-DE', '5\u00a0% line discount'],
    [0, 'en-US', null],
    [null, 'en-US', null],
    ['x', 'en-US', null],
  ])('%s in %s reads %s', (discount, locale, expected) => {
    expect(lineDiscountLabel(discount, locale)).toBe(expected);
  });
});
