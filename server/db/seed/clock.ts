/**
 * Fixed timestamps for the seed: everything is placed relative to one instant, so two seeds are
 * byte-for-byte equal and "newest wins" rules are testable.
 */
export const SEED_EPOCH = Date.UTC(2025, 0, 15, 9, 0, 0);

const DAY_MS = 24 * 60 * 60 * 1000;

/** ISO timestamp `days` (may be negative or fractional) after the seed epoch. */
export function seedTime(days: number, minutes = 0): string {
  return new Date(SEED_EPOCH + days * DAY_MS + minutes * 60_000).toISOString();
}
