import type { Order, OrderAddress } from './checkoutTypes';

/**
 * An order's address as lines, skipping empty parts, with "Boston, MA 02115" (city, then region
 * and postal code) on one line. The confirmation also shows who to reach (`withContact`: email
 * and phone); the order detail does not. One rule for both blocks, which had each a copy.
 */
export function orderAddressLines(
  address: Partial<OrderAddress> | null | undefined,
  { withContact = false }: { withContact?: boolean } = {},
): string[] {
  if (!address) return [];
  return [
    address.contactName,
    address.address,
    address.address2,
    [[address.city, address.state].filter(Boolean).join(', '), address.zip]
      .filter(Boolean)
      .join(' '),
    address.country,
    address.location,
    ...(withContact ? [address.email, address.phone] : []),
  ].filter((line): line is string => Boolean(line && line.trim()));
}

/** The card an order was paid with ("Visa ending 4242"), or null when it went on terms. */
export function orderCardText(order: Pick<Order, 'paymentMethod' | 'payment'>): string | null {
  if (order.paymentMethod !== 'Card') return null;
  return `${order.payment?.cardBrand ?? 'Card'} ending ${order.payment?.cardLast4 ?? '····'}`;
}
