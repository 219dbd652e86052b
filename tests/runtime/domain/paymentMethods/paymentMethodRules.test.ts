import { describe, expect, it } from 'vitest';
import {
  brandSlug,
  cardBrandOf,
  cardLabel,
  classifyCard,
  expiresSoon,
  formatExpiry,
  isCardExpired,
  sortedCards,
} from '../../../../runtime/domain/paymentMethods/index';
import type { SavedCard } from '../../../../runtime/blocks';

const NOV_2026 = new Date('2026-11-25T12:00:00Z');

const card = (token: string, expiry: string, isDefault = false): SavedCard => ({
  token,
  brand: 'Visa',
  last4: '1111',
  expiry,
  holderName: null,
  isDefault,
  isExpired: false,
});

describe('a saved card expiry (shared with the CRM)', () => {
  it('is valid through the last day of its month', () => {
    expect(isCardExpired('11-2026', NOV_2026)).toBe(false);
    expect(isCardExpired('10-2026', NOV_2026)).toBe(true);
    expect(isCardExpired('12-2025', NOV_2026)).toBe(true);
    expect(isCardExpired('01-2027', NOV_2026)).toBe(false);
    expect(isCardExpired('nonsense', NOV_2026)).toBe(true);
    expect(isCardExpired('13-2030', NOV_2026)).toBe(true);
  });

  it('warns two months ahead and prints as on the card', () => {
    expect(expiresSoon('12-2026', NOV_2026)).toBe(true);
    expect(expiresSoon('01-2027', NOV_2026)).toBe(false);
    expect(expiresSoon('10-2026', NOV_2026)).toBe(false);
    expect(formatExpiry('12-2030')).toBe('12/30');
    expect(formatExpiry('3-2029')).toBe('03/29');
  });
});

describe('the brand shown', () => {
  it("is the spec's classification, else Credit/Debit", () => {
    expect(classifyCard('3782 822463 10005')).toBe('American Express');
    expect(classifyCard('5105 1051 0510 5100')).toBe('MasterCard');
    expect(classifyCard('5500 0000 0000 0004')).toBe('Diners Club US & Canada');
    expect(cardBrandOf({ brand: 'MasterCard' })).toBe('MasterCard');
    expect(cardBrandOf({ brand: '<img src=x>' })).toBe('Credit/Debit');
    expect(cardLabel({ brand: 'Visa', last4: '4242' })).toBe('Visa ending in 4242');
    expect(brandSlug('Diners Club US & Canada')).toBe('diners-club-us-canada');
  });
});

describe('the wallet order', () => {
  it('puts the default first and expired cards last', () => {
    const cards = [card('old', '01-2024'), card('a', '05-2029'), card('d', '05-2028', true)];
    expect(sortedCards(cards, NOV_2026).map((c) => c.token)).toEqual(['d', 'a', 'old']);
  });
});
