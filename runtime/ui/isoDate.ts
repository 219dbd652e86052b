import { parseDate, type CalendarDate } from '@internationalized/date';

/**
 * The date pickers speak ISO `YYYY-MM-DD` strings to blocks (the form URLs and CRM filters hold)
 * and `CalendarDate` to React Aria. A string that is not a real calendar day reads as no date, so
 * a hand-edited URL (`from=bad`) shows an empty field instead of throwing.
 */
export function toCalendarDate(value: string | null | undefined): CalendarDate | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    const date = parseDate(value);
    // parseDate constrains out-of-range days (2026-02-31 -> 2026-02-28): that is not what was given.
    return date.toString() === value ? date : null;
  } catch {
    return null;
  }
}

/** The ISO day of a picked date, or undefined when the field was emptied. */
export function toIsoDate(value: CalendarDate | null | undefined): string | undefined {
  return value ? value.toString() : undefined;
}

/** React Aria wants a BCP 47 tag; the session's locale may come as `en_US`. */
export function toLanguageTag(locale: string): string {
  return locale.replace('_', '-');
}
