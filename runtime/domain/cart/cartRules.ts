import type { CartLine, CartShipping } from './cartTypes';

/** Spec 001 section 9: the cart refresh debounce. */
export const CART_REFRESH_DEBOUNCE_MS = 3000;

/**
 * How many quote lines one applyPromoCodeNG call carries. The spec names batches but not their
 * size; 50 keeps each CRM transaction small while a typical cart goes in one call.
 */
export const PROMO_BATCH_SIZE = 50;

/** Spec 001 section 8: the failure of a promo code on a quote without lines. */
export const NO_QLIS_MESSAGE = 'ERROR: QLIs not found for promo code application.';

/** Spec 001 section 5: the fields tax needs; without all of them tax waits for checkout. */
export const TAX_ADDRESS_FIELDS = ['address', 'city', 'country', 'state', 'zip'] as const;

const filled = (value: string | null | undefined): boolean =>
  typeof value === 'string' && value.trim() !== '';

/** Whether calculateAvaTax may run: address, city, country, state and zip all present. */
export function isTaxEligible(shipping: Partial<CartShipping> | null | undefined): boolean {
  if (!shipping) return false;
  return TAX_ADDRESS_FIELDS.every((field) => filled(shipping[field]));
}

export interface PromoBatch {
  qliIds: string[];
  isLastBatch: boolean;
}

/** The quote lines split for applyPromoCodeNG; only the final batch has isLastBatch. */
export function promoBatches(qliIds: readonly string[], size = PROMO_BATCH_SIZE): PromoBatch[] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('Batch size must be at least 1.');
  const batches: PromoBatch[] = [];
  for (let start = 0; start < qliIds.length; start += size) {
    batches.push({
      qliIds: qliIds.slice(start, start + size),
      isLastBatch: start + size >= qliIds.length,
    });
  }
  return batches;
}

/** Quantities keyed by catalogue item id (spec 001 section 3: line items keyed by item id). */
export function quantitiesByItemId(lines: readonly CartLine[]): Record<string, number> {
  const byItem: Record<string, number> = {};
  for (const line of lines) byItem[line.itemId] = (byItem[line.itemId] ?? 0) + line.qty;
  return byItem;
}

/** The header badge's number: the sum of the lines' quantities. */
export function cartItemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.qty, 0);
}

/**
 * A quantity typed by the user: a whole number of at least 0, or null when the field is empty
 * (spec 001 section 5: an update with an empty quantity is ignored). Anything else is invalid.
 */
export function parseQuantity(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return 'invalid';
  return Number(trimmed);
}

/**
 * A line's own discount (percent, e.g. a negotiated customer discount on the quote) as the cart
 * names it beside the unit price, so a line total below quantity × price says why; null for none.
 */
export function lineDiscountLabel(discount: unknown, locale: string): string | null {
  const percent = Number(discount);
  if (!Number.isFinite(percent) || percent <= 0) return null;
  const shown = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  return `${shown.format(percent / 100)} line discount`;
}
