/**
 * Saved cards as the payment methods block shows them: the spec's card classification (000
 * section 5) and the expiry rule the CRM shares. Pure: no React, no I/O.
 */
import {
  CARD_BRAND_RULES,
  GENERIC_CARD_BRAND,
  type CardBrand,
} from '../../../schemas/payment/cardBrand';
import { expiresSoon, formatExpiry, isCardExpired } from '../../../schemas/payment/cardExpiry';
import type { SavedCard } from './paymentMethodTypes';

export { expiresSoon, formatExpiry, isCardExpired };
export { classifyCard, type CardBrand } from '../../../schemas/payment/cardBrand';

const KNOWN = new Set<string>(CARD_BRAND_RULES.map((rule) => rule.brand));

/**
 * The brand a saved card shows: the one the hosted page classified by the spec's rule when it is
 * one of the spec's brands, else the generic Credit/Debit (never a free text the page sent).
 */
export function cardBrandOf(card: Pick<SavedCard, 'brand'>): CardBrand {
  return KNOWN.has(card.brand) ? (card.brand as CardBrand) : GENERIC_CARD_BRAND;
}

/** A short, stable id of the brand for its badge style: "american-express", "credit-debit". */
export function brandSlug(brand: string): string {
  return brand
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** "Visa ending in 1111": how a card is named in buttons and confirmations. */
export function cardLabel(card: Pick<SavedCard, 'brand' | 'last4'>): string {
  return `${cardBrandOf(card)} ending in ${card.last4}`;
}

/** The wallet in the order shown: the default first, valid before expired, newest first kept. */
export function sortedCards(cards: readonly SavedCard[], now: Date): SavedCard[] {
  return [...cards]
    .map((card, index) => ({ card, index }))
    .sort(
      (a, b) =>
        Number(b.card.isDefault) - Number(a.card.isDefault) ||
        Number(isCardExpired(a.card.expiry, now)) - Number(isCardExpired(b.card.expiry, now)) ||
        a.index - b.index,
    )
    .map(({ card }) => card);
}
