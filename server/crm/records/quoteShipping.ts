import type { Db } from '../../shared/contracts';
import {
  activeShippingServices,
  coversCountry,
  shippingAmount,
  quoteUnits,
  type ShippingServiceRow,
} from './shippingRates';

/**
 * Sets the quote's carrier, service and shipping amount from its chosen service and current lines
 * (the cart may have changed since the service was chosen), then its total. Shipping billed to the
 * customer's own carrier account costs nothing on the order. A service that no longer covers the
 * shipping country is cleared. Returns the service, or null when none is chosen.
 */
export async function refreshQuoteShipping(
  db: Db,
  quoteId: string,
): Promise<ShippingServiceRow | null> {
  const [quote] = await db.query<{
    shipping_service_id: string | null;
    shipping_country: string | null;
    customer_shipping_account: string | null;
    currency: string;
    subtotal: number;
  }>(
    `SELECT shipping_service_id, shipping_country, customer_shipping_account, currency, subtotal
       FROM quotes WHERE id = $1`,
    [quoteId],
  );
  if (!quote) return null;
  const service = quote.shipping_service_id
    ? ((await activeShippingServices(db)).find((s) => s.id === quote.shipping_service_id) ?? null)
    : null;
  const usable = service && coversCountry(service, quote.shipping_country) ? service : null;
  const amount = usable
    ? quote.customer_shipping_account
      ? 0
      : (shippingAmount(
          usable,
          quote.currency,
          Number(quote.subtotal),
          await quoteUnits(db, quoteId),
        ) ?? 0)
    : 0;
  await db.query(
    `UPDATE quotes SET shipping_service_id = $2, shipping_carrier = $3, shipping_service = $4,
            shipping_amount = $5, total = subtotal - discount_total + $5 + tax_amount
      WHERE id = $1`,
    [quoteId, usable?.id ?? null, usable?.carrier_name ?? null, usable?.name ?? null, amount],
  );
  return usable;
}
