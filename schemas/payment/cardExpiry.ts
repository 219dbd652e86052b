/**
 * A saved card's expiry (MM-YYYY, as the hosted payment page reports it), shared by the CRM
 * stand-in, which flags expired cards and refuses to pay with them, and the payment methods block,
 * which shows it. Pure: no React, no I/O. A card is valid through the last day of its month.
 */

/** The month and year of an expiry, or null when it is not MM-YYYY (or M-YYYY, MM/YYYY). */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})[-/](\d{4})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** Whether the card can no longer be used on `now` (an unreadable expiry counts as expired). */
export function isCardExpired(expiry: string, now: Date): boolean {
  const parsed = parseExpiry(expiry);
  if (!parsed) return true;
  const year = now.getUTCFullYear();
  return parsed.year < year || (parsed.year === year && parsed.month < now.getUTCMonth() + 1);
}

/** Whether a card still valid expires within `months` months (this month counts), for a warning. */
export function expiresSoon(expiry: string, now: Date, months = 2): boolean {
  const parsed = parseExpiry(expiry);
  if (!parsed || isCardExpired(expiry, now)) return false;
  const monthsLeft =
    (parsed.year - now.getUTCFullYear()) * 12 + (parsed.month - (now.getUTCMonth() + 1));
  return monthsLeft < months;
}

/** "12/30" as printed on cards; the raw text when it cannot be read. */
export function formatExpiry(expiry: string): string {
  const parsed = parseExpiry(expiry);
  if (!parsed) return expiry;
  return `${String(parsed.month).padStart(2, '0')}/${String(parsed.year).slice(-2)}`;
}
