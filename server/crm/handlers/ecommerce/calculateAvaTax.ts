import { crmError, forbidden, ok, stringArg, type CrmHandler } from '../../handler';
import { FORBIDDEN_QUOTE, quoteForCaller } from '../../records/ownership';

/** Flat demo rates by US state or country; a real tax engine decides this in production. */
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

function taxRate(country: string, state: string): number {
  if (/^(us|usa|united states)/i.test(country))
    return US_STATE_RATES[state.toUpperCase()] ?? DEFAULT_RATE;
  return COUNTRY_RATES[country] ?? DEFAULT_RATE;
}

/**
 * Tax for a quote (recordId; isCommit records it as final). Skipped, not failed, when the shipping
 * address is incomplete (spec 001 section 5: address, city, country, state and zip are needed).
 */
export const calculateAvaTax: CrmHandler = {
  method: 'ANY',
  async handle(request) {
    const quoteId = stringArg(request, 'recordId');
    if (!quoteId) return crmError('recordId is required.');
    const access = await quoteForCaller(request.db, request.caller, quoteId);
    if ('forbidden' in access) return forbidden(FORBIDDEN_QUOTE);
    const isCommit =
      stringArg(request, 'isCommit') === 'true' ||
      (request.payload as { isCommit?: unknown } | null)?.isCommit === true;
    const [quote] = await request.db.query<{
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
    if (!quote) return crmError('Quote not found.', 404);
    const {
      shipping_address: address,
      shipping_city: city,
      shipping_state: state,
      shipping_zip: zip,
      shipping_country: country,
    } = quote;
    if (!address || !city || !state || !zip || !country) {
      return ok({
        taxCalculated: false,
        message: 'Tax calculation skipped: the shipping address is incomplete.',
      });
    }
    const rate = taxRate(country, state);
    const taxable =
      Number(quote.subtotal) - Number(quote.discount_total) + Number(quote.shipping_amount);
    const tax = Math.round(taxable * rate) / 100;
    const [updated] = await request.db.transaction((tx) =>
      tx.query<{ total: number }>(
        `UPDATE quotes SET tax_amount = $2, tax_committed = $3, total = subtotal - discount_total + shipping_amount + $2, updated_at = now()
          WHERE id = $1 RETURNING total`,
        [quoteId, tax, isCommit],
      ),
    );
    return ok({
      taxCalculated: true,
      isCommitted: isCommit,
      taxRate: rate,
      taxAmount: tax,
      totalAmount: updated?.total ?? null,
    });
  },
};
