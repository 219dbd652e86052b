import { describe, expect, it } from 'vitest';
import {
  amountFieldValue,
  currencyCode,
  formatMoney,
} from '../../../../runtime/domain/money/moneyRules';

describe("the currency-field rule (spec 000 section 5): text from '(' on is removed", () => {
  it.each([
    ['EUR (Euro)', 'EUR'],
    ['USD(U.S. Dollar)', 'USD'],
    ['  GBP ', 'GBP'],
    ['JPY', 'JPY'],
  ])('currency %j is %s', (value, code) => {
    expect(currencyCode(value)).toBe(code);
  });

  it('falls back when nothing is left, USD unless told otherwise', () => {
    expect(currencyCode(null)).toBe('USD');
    expect(currencyCode(undefined)).toBe('USD');
    expect(currencyCode('')).toBe('USD');
    expect(currencyCode('(none)')).toBe('USD');
    expect(currencyCode({ code: 'EUR' })).toBe('USD');
    expect(currencyCode('', 'EUR')).toBe('EUR');
    expect(currencyCode(' (x)', '')).toBe('');
  });

  it('reads an amount field after the rule', () => {
    expect(amountFieldValue('1,250.00 (incl. freight)')).toBe(1250);
    expect(amountFieldValue('-120.5')).toBe(-120.5);
    expect(amountFieldValue(12)).toBe(12);
    expect(amountFieldValue(Number.NaN)).toBeNull();
    expect(amountFieldValue('(n/a)')).toBeNull();
    expect(amountFieldValue('abc')).toBeNull();
    expect(amountFieldValue(null)).toBeNull();
  });
});

describe('formatMoney', () => {
  it('formats in the locale, the rule applied to the currency and to a text amount', () => {
    expect(formatMoney(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMoney('99', 'EUR (Euro)', 'de-DE')).toBe('99,00\u00a0€');
    expect(formatMoney('1,250.00 (net)', 'USD (U.S. Dollar)', 'en-US')).toBe('$1,250.00');
  });

  it('uses USD when no currency is named', () => {
    expect(formatMoney(5, null, 'en-US')).toBe('$5.00');
    expect(formatMoney(5, '', 'en-US')).toBe('$5.00');
  });

  it('still shows an amount with an unknown currency code', () => {
    expect(formatMoney(5, 'NOTACODE', 'en-US')).toBe('5.00 NOTACODE');
    expect(formatMoney(5, 'NOTACODE (made up)', 'en-US')).toBe('5.00 NOTACODE');
  });
});
