import { describe, expect, it } from 'vitest';
import {
  CARD_BRAND_RULES,
  classifyCard,
  passesLuhn,
  type CardBrand,
} from '../../../schemas/payment/cardBrand';

/** [card number as a buyer might type it, brand] — every brand of the spec, each edge of its range. */
const CASES: [string, CardBrand][] = [
  ['378282246310005', 'American Express'],
  ['3714 496353 98431', 'American Express'],
  ['34', 'American Express'],
  ['30000000000004', 'Diners Club Carte Blanche'],
  ['30569309025904', 'Diners Club Carte Blanche'],
  ['36227206271667', 'Diners Club International'],
  ['38520000023237', 'Diners Club International'],
  ['3095000000000000', 'Diners Club International'],
  ['5500 0000 0000 0004', 'Diners Club US & Canada'],
  ['5454545454545454', 'Diners Club US & Canada'],
  ['3528000000000007', 'JCB'],
  ['3566002020360505', 'JCB'],
  ['3589000000000003', 'JCB'],
  ['6304000000000000', 'Laser'],
  ['6706000000000000', 'Laser'],
  ['6709000000000000', 'Laser'],
  ['6771000000000000', 'Laser'],
  ['4026000000000002', 'Visa Electron'],
  ['4175000000000001', 'Visa Electron'],
  ['4508000000000000', 'Visa Electron'],
  ['4844000000000000', 'Visa Electron'],
  ['4913000000000000', 'Visa Electron'],
  ['4917300800000000', 'Visa Electron'],
  ['4111 1111 1111 1111', 'Visa'],
  ['4000-0000-0000-0002', 'Visa'],
  ['4175010000000000', 'Visa'],
  ['5105105105105100', 'MasterCard'],
  ['5300000000000008', 'MasterCard'],
  ['2221000000000009', 'MasterCard'],
  ['2720990000000000', 'MasterCard'],
  ['6011111111111117', 'Discover'],
  ['6221260000000000', 'Discover'],
  ['6229250000000000', 'Discover'],
  ['6445000000000000', 'Discover'],
  ['6500000000000002', 'Discover'],
  ['3527000000000000', 'Credit/Debit'],
  ['3590000000000000', 'Credit/Debit'],
  ['2220990000000000', 'Credit/Debit'],
  ['2721000000000000', 'Credit/Debit'],
  ['5600000000000000', 'Credit/Debit'],
  ['6221250000000000', 'Credit/Debit'],
  ['6229260000000000', 'Credit/Debit'],
  ['6200000000000000', 'Credit/Debit'],
  ['1234', 'Credit/Debit'],
  ['', 'Credit/Debit'],
  ['not a card', 'Credit/Debit'],
];

describe('card brand classification (spec 000 section 5)', () => {
  it.each(CASES)('%s is %s', (number, brand) => {
    expect(classifyCard(number)).toBe(brand);
  });

  it('has a case for every brand of the table, and the generic fallback', () => {
    const covered = new Set(CASES.map(([, brand]) => brand));
    for (const rule of CARD_BRAND_RULES) expect(covered).toContain(rule.brand);
    expect(covered).toContain('Credit/Debit');
  });

  it('tries the rules in the spec order: Amex, Diners, JCB, Laser, Visa Electron, Visa, MasterCard, Discover', () => {
    expect(CARD_BRAND_RULES.map((rule) => rule.brand)).toEqual([
      'American Express',
      'Diners Club Carte Blanche',
      'Diners Club International',
      'Diners Club US & Canada',
      'JCB',
      'Laser',
      'Visa Electron',
      'Visa',
      'MasterCard',
      'Discover',
    ]);
  });
});

describe('Luhn check', () => {
  it.each([
    ['4111 1111 1111 1111', true],
    ['4111 1111 1111 1112', false],
    ['378282246310005', true],
    ['5555555555554444', true],
    ['6011111111111117', true],
    ['4111', false],
    ['41111111111111111111', false],
  ])('%s passes: %s', (number, valid) => {
    expect(passesLuhn(number)).toBe(valid);
  });
});
