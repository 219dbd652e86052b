import type { Db } from '../../shared/contracts';

/** Flat demo rates by US state or country; a real tax engine (Avalara) decides this in production. */
const US_STATE_RATES: Record<string, number> = {
  MA: 6.25,
  CA: 7.25,
  NY: 8.875,
  WA: 6.5,
  NC: 4.75,
  TX: 6.25,
};
const COUNTRY_RATES: Record<string, number> = {
  Germany: 19,
  France: 20,
  Ireland: 23,
  'United Kingdom': 20,
};
const DEFAULT_RATE = 5;

export function taxRate(country: string, state: string): number {
  if (/^(us|usa|united states)/i.test(country))
    return US_STATE_RATES[state.toUpperCase()] ?? DEFAULT_RATE;
  return COUNTRY_RATES[country] ?? DEFAULT_RATE;
}

export type TaxOutcome =
  | { taxCalculated: false; message: string }
  | {
      taxCalculated: true;
      isCommitted: boolean;
      taxRate: number;
      taxAmount: number;
      totalAmount: number | null;
    };

/**
 * Calculates (and with `commit`, records as final) the quote's tax from its shipping address:
 * skipped, not failed, when the address is incomplete (spec 001 section 5: address, city,
 * country, state and zip are needed). Taxable: subtotal less discount plus shipping.
 */
export async function calculateQuoteTax(
  db: Db,
  quoteId: string,
  commit: boolean,
): Promise<TaxOutcome | null> {
  const [quote] = await db.query<{
    shipping_address: string | null;
    shipping_city: string | null;
    shipping_state: string | null;
    shipping_zip: string | null;
    shipping_country: string | null;
    subtotal: number;
    discount_total: number;
    shipping_amount: number;
  }>(
    'SELECT shipping_address, shipping_city, shipping_state, shipping_zip, shipping_country, subtotal, discount_total, shipping_amount FROM quotes WHERE id = $1',
    [quoteId],
  );
  if (!quote) return null;
  const {
    shipping_address: address,
    shipping_city: city,
    shipping_state: state,
    shipping_zip: zip,
    shipping_country: country,
  } = quote;
  if (!address || !city || !state || !zip || !country) {
    return {
      taxCalculated: false,
      message: 'Tax calculation skipped: the shipping address is incomplete.',
    };
  }
  const rate = taxRate(country, state);
  const taxable =
    Number(quote.subtotal) - Number(quote.discount_total) + Number(quote.shipping_amount);
  const tax = Math.round(taxable * rate) / 100;
  const [updated] = await db.query<{ total: number }>(
    `UPDATE quotes SET tax_amount = $2, tax_committed = $3, total = subtotal - discount_total + shipping_amount + $2, updated_at = now()
      WHERE id = $1 RETURNING total`,
    [quoteId, tax, commit],
  );
  return {
    taxCalculated: true,
    isCommitted: commit,
    taxRate: rate,
    taxAmount: tax,
    totalAmount: updated?.total ?? null,
  };
}
