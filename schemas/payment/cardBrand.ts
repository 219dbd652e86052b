/**
 * Card brand from a card number's leading digits (spec 000 section 5): American Express, the Diners
 * variants, JCB, Laser, Visa Electron, Visa, MasterCard, Discover, else a generic Credit/Debit.
 *
 * Table-driven and pure (no React, no DOM): the checkout's payment block shows the brand while the
 * buyer types a saved card's number, and the server names the brand of a card the hosted payment
 * page accepted, with the same rule. The rows are tried in the spec's order; the first whose
 * pattern matches the digits wins, so the narrower ranges (Diners US & Canada 54/55, Visa Electron
 * BINs) come before the wider ones (MasterCard 5x, Visa 4) that contain them.
 */

export type CardBrand =
  | 'American Express'
  | 'Diners Club Carte Blanche'
  | 'Diners Club International'
  | 'Diners Club US & Canada'
  | 'JCB'
  | 'Laser'
  | 'Visa Electron'
  | 'Visa'
  | 'MasterCard'
  | 'Discover'
  | 'Credit/Debit';

export interface CardBrandRule {
  brand: Exclude<CardBrand, 'Credit/Debit'>;
  /** Leading digits that identify the brand (issuer identification number ranges). */
  prefix: RegExp;
}

/** The spec's order. Each pattern is anchored at the start of the digits. */
export const CARD_BRAND_RULES: readonly CardBrandRule[] = [
  { brand: 'American Express', prefix: /^3[47]/ },
  { brand: 'Diners Club Carte Blanche', prefix: /^30[0-5]/ },
  { brand: 'Diners Club International', prefix: /^(36|3095|38|39)/ },
  { brand: 'Diners Club US & Canada', prefix: /^5[45]/ },
  { brand: 'JCB', prefix: /^35(2[89]|[3-8])/ },
  { brand: 'Laser', prefix: /^(6304|670[69]|6771)/ },
  { brand: 'Visa Electron', prefix: /^(4026|417500|4508|4844|491[37])/ },
  { brand: 'Visa', prefix: /^4/ },
  // 51-53 (54-55 went to Diners US & Canada above) and the 2-series 2221-2720 (decisions.md).
  { brand: 'MasterCard', prefix: /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/ },
  {
    brand: 'Discover',
    prefix: /^(6011|622(12[6-9]|1[3-9]\d|[2-8]\d\d|9[01]\d|92[0-5])|64[4-9]|65)/,
  },
];

export const GENERIC_CARD_BRAND: CardBrand = 'Credit/Debit';

/** Only the digits of what a buyer typed ("4111 1111-1111 1111" -> "4111111111111111"). */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/\D/g, '');
}

/** The card's brand, or Credit/Debit when no rule matches (also for empty input). */
export function classifyCard(cardNumber: string): CardBrand {
  const digits = cardDigits(cardNumber);
  if (digits === '') return GENERIC_CARD_BRAND;
  return CARD_BRAND_RULES.find((rule) => rule.prefix.test(digits))?.brand ?? GENERIC_CARD_BRAND;
}

/** Luhn check digit test: catches a mistyped digit before the card reaches the provider. */
export function passesLuhn(cardNumber: string): boolean {
  const digits = cardDigits(cardNumber);
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
