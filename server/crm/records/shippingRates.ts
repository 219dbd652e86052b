import type { Db } from '../../shared/contracts';

export interface ShippingServiceRow {
  id: string;
  carrier_code: string;
  carrier_name: string;
  name: string;
  coverage: 'domestic' | 'international' | 'all';
  rates: Record<string, { base: number; perUnit: number; freeOver: number | null }>;
  min_days: number;
  max_days: number;
  cold_chain: boolean;
}

/** The demo supplier ships from the United States: its domestic services stop at the border. */
export function isDomestic(country: string | null | undefined): boolean {
  return /^(us|usa|u\.s\.a?\.?|united states( of america)?)$/i.test((country ?? '').trim());
}

export function coversCountry(service: ShippingServiceRow, country: string | null): boolean {
  if (!country || service.coverage === 'all') return true;
  return (service.coverage === 'domestic') === isDomestic(country);
}

export async function activeShippingServices(db: Db): Promise<ShippingServiceRow[]> {
  return db.query<ShippingServiceRow & Record<string, unknown>>(
    `SELECT s.id, s.carrier_code, c.name AS carrier_name, s.name, s.coverage, s.rates,
            s.min_days, s.max_days, s.cold_chain
       FROM shipping_services s JOIN shipping_carriers c ON c.code = s.carrier_code
      WHERE s.active ORDER BY c.sort_order, s.sort_order`,
  );
}

/**
 * The service's price for a quote: a base plus a per-unit amount in the quote's currency, free
 * above the service's threshold. Null when the service has no rate in that currency.
 */
export function shippingAmount(
  service: ShippingServiceRow,
  currency: string,
  subtotal: number,
  units: number,
): number | null {
  const rate = service.rates[currency];
  if (!rate) return null;
  if (rate.freeOver !== null && subtotal >= rate.freeOver) return 0;
  return Math.round((rate.base + rate.perUnit * Math.max(units, 1)) * 100) / 100;
}

/** `days` business days after `from` (weekends skipped), as YYYY-MM-DD. */
export function addBusinessDays(from: Date, days: number): string {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/** Orders placed after the cut-off (14:00 UTC) or on a weekend leave the next business day. */
export function deliveryEstimate(
  service: Pick<ShippingServiceRow, 'min_days' | 'max_days'>,
  now: Date,
): { earliest: string; latest: string } {
  const weekday = now.getUTCDay();
  const late = now.getUTCHours() >= 14 || weekday === 0 || weekday === 6;
  const extra = late ? 1 : 0;
  return {
    earliest: addBusinessDays(now, service.min_days + extra),
    latest: addBusinessDays(now, service.max_days + extra),
  };
}

/** The quote's units (sum of quantities) for per-unit rates. */
export async function quoteUnits(db: Db, quoteId: string): Promise<number> {
  const [row] = await db.query<{ units: number }>(
    'SELECT COALESCE(SUM(qty), 0)::int AS units FROM quote_line_items WHERE quote_id = $1',
    [quoteId],
  );
  return Number(row?.units ?? 0);
}
