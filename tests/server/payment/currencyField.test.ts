import { describe, expect, it } from 'vitest';
import { currencyFieldValue } from '../../../schemas/payment/currencyField';

describe("currency fields drop their text from '(' on (spec 000 section 5)", () => {
  it.each([
    ['USD (U.S. Dollar)', 'USD'],
    ['EUR(Euro)', 'EUR'],
    ['1,250.00 (incl. freight)', '1,250.00'],
    ['USD 99.50 (EUR 91.20) (converted)', 'USD 99.50'],
    ['  GBP  ', 'GBP'],
    ['(none)', ''],
    ['USD', 'USD'],
    [1250.5, '1250.5'],
    [null, ''],
    [undefined, ''],
  ] as const)('%s -> %s', (value, shown) => {
    expect(currencyFieldValue(value)).toBe(shown);
  });
});
