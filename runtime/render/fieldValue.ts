// Spec 000 section 9: en-US unless the signed-in user's locale says otherwise (useLocale()).
import { DEFAULT_LOCALE } from '../../schemas/specConstants';
import { amountFieldValue, formatMoney } from '../domain/money/index';

/** How a record value is shown; the list and detail block schemas name the same formats. */
export type FieldFormat = 'text' | 'currency' | 'date' | 'datetime' | 'number' | 'boolean';

/** What an empty value shows, so a blank cell reads as "no value" and not as a glitch. */
export const EMPTY_VALUE = '—';

/**
 * A record's field by CRM field name, ignoring case: the CRM answers with its own spelling
 * (QuoteNumber) whatever case the configuration used (quoteNumber).
 */
export function fieldOf(record: Readonly<Record<string, unknown>>, name: string): unknown {
  if (name in record) return record[name];
  const lower = name.toLowerCase();
  const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === lower);
  return key === undefined ? undefined : record[key];
}

function asDate(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function asNumber(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/** A record value as text for a table cell or a description list, in the user's locale. */
export function formatFieldValue(
  value: unknown,
  format: FieldFormat = 'text',
  currency = 'USD',
  locale = DEFAULT_LOCALE,
): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  switch (format) {
    case 'currency': {
      // The currency-field rule applies to the record's currency (spec 000 section 5).
      const amount = amountFieldValue(value);
      return amount === null ? String(value) : formatMoney(amount, currency, locale);
    }
    case 'number': {
      const amount = asNumber(value);
      return amount === null ? String(value) : amount.toLocaleString(locale);
    }
    case 'date':
    case 'datetime': {
      const date = asDate(value);
      if (!date) return String(value);
      return new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        ...(format === 'datetime' ? { timeStyle: 'short' } : {}),
      }).format(date);
    }
    case 'boolean':
      return value === true || value === 'true' ? 'Yes' : 'No';
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
