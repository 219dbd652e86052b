import { formatMoney } from '../../runtime/blocks';

/** Money in the quote's currency, in the reader's locale. */
export function money(amount: number, currency: string, locale: string | undefined): string {
  return formatMoney(amount, currency, locale);
}
