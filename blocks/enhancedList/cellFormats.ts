import { formatMoney, currencyCode } from '../../runtime/blocks';

/**
 * The invoice list's cell texts, remembered: a page of rows formats the same few hundred dates
 * and amounts again on every filter change, sort and page, and `Intl` formatting is the costliest
 * part of a cell (docs/benchmarks.md, "Invoice list"). Bounded, so a long session cannot grow it.
 */
const MAX_ENTRIES = 4000;
const texts = new Map<string, string>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function remembered(key: string, format: () => string): string {
  let text = texts.get(key);
  if (text === undefined) {
    if (texts.size >= MAX_ENTRIES) texts.clear();
    text = format();
    texts.set(key, text);
  }
  return text;
}

/** A YYYY-MM-DD day in the locale's medium date style (the day as written, no time zone shift). */
export function formatDay(day: string, locale: string): string {
  return remembered(`d|${locale}|${day}`, () => {
    let format = dayFormats.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
      dayFormats.set(locale, format);
    }
    return format.format(new Date(`${day}T00:00:00Z`));
  });
}

/** An amount in the invoice's currency (spec 000 section 5's currency-field rule), in the locale. */
export function formatInvoiceMoney(
  value: number,
  currency: string | null | undefined,
  locale: string,
): string {
  const code = currencyCode(currency);
  return remembered(`m|${locale}|${code}|${value}`, () => formatMoney(value, code, locale));
}
