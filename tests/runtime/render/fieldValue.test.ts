import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE, formatFieldValue } from '../../../runtime/render/fieldValue';

describe('record values in the user locale', () => {
  it('formats in en-US unless a locale is given', () => {
    expect(formatFieldValue(1234.5, 'currency', 'USD')).toBe('$1,234.50');
    expect(formatFieldValue(1234.5, 'number')).toBe('1,234.5');
  });

  it("uses the signed-in user's locale (custom:local de_DE -> de-DE)", () => {
    expect(formatFieldValue(1234.5, 'currency', 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
    expect(formatFieldValue('2025-03-04T12:00:00Z', 'date', undefined, 'en-GB')).toBe('4 Mar 2025');
  });

  it("applies the currency-field rule to the record's currency and amount (spec 000 section 5)", () => {
    expect(formatFieldValue(1234.5, 'currency', 'EUR (Euro)', 'en-US')).toBe('€1,234.50');
    expect(formatFieldValue('1,250.00 (incl. freight)', 'currency', 'USD', 'en-US')).toBe(
      '$1,250.00',
    );
    expect(formatFieldValue('n/a', 'currency', 'USD', 'en-US')).toBe('n/a');
  });

  it('shows the empty marker for no value', () => {
    expect(formatFieldValue(null, 'currency', 'USD', 'de-DE')).toBe(EMPTY_VALUE);
  });
});
