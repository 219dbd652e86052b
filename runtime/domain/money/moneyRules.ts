import { currencyFieldValue } from '../../../schemas/payment/currencyField';

/** The currency of an amount whose record names none (the demo CRM's default). */
export const DEFAULT_CURRENCY = 'USD';

/**
 * Spec 000 section 5, the currency-field rule, for every currency value the runtime reads (a
 * quote's, an invoice's, a product's CurrencyIsoCode, a record field's): the text from '(' on is
 * dropped ("USD (U.S. Dollar)" -> "USD"); an empty value gives `fallback`. The one place the rule
 * is applied on the client; the server shares the rule itself (schemas/payment/currencyField.ts).
 */
export function currencyCode(value: unknown, fallback: string = DEFAULT_CURRENCY): string {
  const text = typeof value === 'string' || typeof value === 'number' ? value : null;
  return currencyFieldValue(text) || fallback;
}

/**
 * A currency field's amount as a number, the currency-field rule applied first: "1,250.00 (incl.
 * freight)" -> 1250. Null when no number is left (or the value is not a string or number).
 */
export function amountFieldValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = currencyFieldValue(value).replace(/[,\s]/g, '');
  if (text === '' || !/^-?\d*\.?\d+$/.test(text)) return null;
  return Number(text);
}

const moneyFormats = new Map<string, Intl.NumberFormat | null>();

/**
 * One formatter per locale and currency: building an Intl.NumberFormat costs far more than using
 * one, and a catalogue formats a price for every item it shows. Null for a code Intl refuses.
 */
function moneyFormat(locale: string | undefined, code: string): Intl.NumberFormat | null {
  const key = `${locale ?? ''}|${code}`;
  let format = moneyFormats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
    } catch {
      format = null;
    }
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * A money amount in the user's locale, in the currency `currency` names, the currency-field rule
 * applied to both ("USD (US Dollar)" is USD, none is USD; "99.00 (net)" is 99). An unknown code
 * still shows the amount.
 */
export function formatMoney(
  amount: number | string | null | undefined,
  currency: string | null | undefined,
  locale?: string,
): string {
  const value =
    typeof amount === 'string' ? (amountFieldValue(amount) ?? Number(amount)) : Number(amount ?? 0);
  const code = currencyCode(currency);
  return moneyFormat(locale, code)?.format(value) ?? `${value.toFixed(2)} ${code}`;
}
