import { describe, expect, it } from 'vitest';
import { accountPriceFields, contractPrice } from '../../../../server/crm/records/contractPrices';

const BOOK = new Map([
  ['', 5],
  ['Antibodies', 18],
]);

describe('contract prices', () => {
  it.each([
    ['Antibodies', 185, 151.7],
    ['Beads', 100, 95],
    ['Kits', 99.99, 94.99],
  ])('%s at %s costs %s', (group, list, expected) => {
    expect(contractPrice(BOOK, group, list)).toBe(expected);
  });

  it('gives none without a book, a discount or a list price', () => {
    expect(contractPrice(new Map(), 'Antibodies', 185)).toBeNull();
    expect(contractPrice(new Map([['Antibodies', 10]]), 'Beads', 185)).toBeNull();
    expect(contractPrice(BOOK, 'Antibodies', 0)).toBeNull();
    expect(contractPrice(BOOK, 'Antibodies', Number.NaN)).toBeNull();
  });

  it('names the list price beside a lower contract price, else only the price', () => {
    expect(accountPriceFields(BOOK, 'Antibodies', '185.00')).toEqual({
      price: 151.7,
      listPrice: 185,
    });
    expect(accountPriceFields(new Map(), 'Antibodies', '185.00')).toEqual({ price: '185.00' });
  });
});
