import { describe, expect, it } from 'vitest';
import {
  accountPriceFields,
  bookUnitPrice,
  contractPercent,
  contractPrice,
  contractPriceTiers,
  type ContractPriceBook,
} from '../../../../server/crm/records/contractPrices';

/** 5 % on everything, 8 % from 10 units; antibodies 18 / 22 / 26 % from 1 / 10 / 50 units. */
const BOOK: ContractPriceBook = new Map([
  [
    '',
    [
      { minQty: 1, percent: 5 },
      { minQty: 10, percent: 8 },
    ],
  ],
  [
    'Antibodies',
    [
      { minQty: 1, percent: 18 },
      { minQty: 10, percent: 22 },
      { minQty: 50, percent: 26 },
    ],
  ],
]);

describe('contract prices', () => {
  it.each([
    ['Antibodies', 185, 151.7],
    ['Beads', 100, 95],
    ['Kits', 99.99, 94.99],
  ])('%s at %s costs %s for one unit', (group, list, expected) => {
    expect(contractPrice(BOOK, group, list)).toBe(expected);
  });

  it.each([
    ['Antibodies', 1, 18],
    ['Antibodies', 9, 18],
    ['Antibodies', 10, 22],
    ['Antibodies', 49, 22],
    ['Antibodies', 50, 26],
    ['Antibodies', 5000, 26],
    ['Beads', 9, 5],
    ['Beads', 10, 8],
    ['Beads', 50, 8],
  ])('%s: %s units take the tier of %s %%', (group, qty, percent) => {
    expect(contractPercent(BOOK, group, qty)).toBe(percent);
  });

  it('prices a line from its tier, rounded to the cent', () => {
    expect(bookUnitPrice(BOOK, 'Antibodies', 185, 10)).toBe(144.3);
    expect(bookUnitPrice(BOOK, 'Antibodies', 185, 50)).toBe(136.9);
    expect(bookUnitPrice(BOOK, 'Beads', 33.33, 12)).toBe(30.66);
  });

  it('a family tier list replaces the general one, even below its first tier', () => {
    const book: ContractPriceBook = new Map([
      ['', [{ minQty: 1, percent: 5 }]],
      ['Kits', [{ minQty: 10, percent: 20 }]],
    ]);
    expect(contractPercent(book, 'Kits', 9)).toBe(0);
    expect(bookUnitPrice(book, 'Kits', 100, 9)).toBe(100);
    expect(bookUnitPrice(book, 'Kits', 100, 10)).toBe(80);
    expect(bookUnitPrice(book, 'Beads', 100, 9)).toBe(95);
  });

  it('gives none without a book, a discount or a list price; the list price then', () => {
    expect(contractPrice(new Map(), 'Antibodies', 185)).toBeNull();
    expect(
      contractPrice(new Map([['Antibodies', [{ minQty: 1, percent: 10 }]]]), 'Beads', 185),
    ).toBeNull();
    expect(contractPrice(BOOK, 'Antibodies', 0)).toBeNull();
    expect(contractPrice(BOOK, 'Antibodies', Number.NaN)).toBeNull();
    expect(bookUnitPrice(new Map(), 'Antibodies', 185, 60)).toBe(185);
  });

  it('lists the tiers of a product as quantity ranges from one unit', () => {
    expect(contractPriceTiers(BOOK, 'Antibodies', 185)).toEqual([
      { minQty: 1, maxQty: 9, price: 151.7 },
      { minQty: 10, maxQty: 49, price: 144.3 },
      { minQty: 50, maxQty: null, price: 136.9 },
    ]);
    // A family whose first tier starts above one unit shows the list price below it.
    expect(
      contractPriceTiers(new Map([['Kits', [{ minQty: 5, percent: 10 }]]]), 'Kits', 50),
    ).toEqual([
      { minQty: 1, maxQty: 4, price: 50 },
      { minQty: 5, maxQty: null, price: 45 },
    ]);
    expect(contractPriceTiers(new Map(), 'Antibodies', 185)).toEqual([]);
    expect(contractPriceTiers(BOOK, 'Antibodies', 0)).toEqual([]);
  });

  it('names the list price beside a lower contract price, else only the price', () => {
    expect(accountPriceFields(BOOK, 'Antibodies', '185.00')).toEqual({
      price: 151.7,
      listPrice: 185,
    });
    expect(accountPriceFields(new Map(), 'Antibodies', '185.00')).toEqual({ price: '185.00' });
  });
});
