import type { Db } from '../../shared/contracts';
import { confirmationPath } from './orders';
import { nextRecordId } from './recordIds';

type Row = Record<string, unknown>;

const money = (value: unknown, currency: string) => {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(
      Number(value ?? 0),
    );
  } catch {
    return `${Number(value ?? 0).toFixed(2)} ${currency}`;
  }
};

const addressLines = (address: Record<string, unknown> | null | undefined) =>
  [
    address?.contactName,
    address?.address,
    address?.address2,
    [address?.city, address?.state, address?.zip].filter(Boolean).join(' '),
    address?.country,
  ]
    .filter((part) => typeof part === 'string' && part.trim() !== '')
    .map((part) => `  ${String(part)}`)
    .join('\n');

/**
 * The buyer's order confirmation, as the product would mail it. No mail leaves the local stack:
 * it is recorded in the development mailbox (dev_mailbox), which the account area and the tests
 * read. The link carries the confirmation token (the only way a guest can open it again).
 */
export async function recordOrderConfirmation(
  db: Db,
  order: Row,
  json: Record<string, unknown>,
  domain: string,
): Promise<void> {
  const buyer = (order.buyer ?? {}) as { contactName?: string; email?: string };
  if (!buyer.email) return;
  const currency = String(order.currency);
  const lines = (json.lines as Row[]).map(
    (line) =>
      `  ${String(line.qty)} x ${String(line.title)} (${String(line.sku)})  ${money(line.totalPrice, currency)}`,
  );
  const shipping = json.shipping as Record<string, unknown>;
  const payment =
    order.payment_method === 'Terms'
      ? `On account, PO ${String(order.po_number)}`
      : `Card ${String((json.payment as Row | null)?.cardBrand ?? '')} ending ${String((json.payment as Row | null)?.cardLast4 ?? '')}`;
  const body = [
    `Hello ${buyer.contactName ?? ''},`.replace(' ,', ','),
    '',
    `Thank you for your order ${String(order.order_number)}. We have received it and will let you know when it ships.`,
    '',
    'Items:',
    ...lines,
    '',
    `Subtotal: ${money(order.subtotal, currency)}`,
    ...(Number(order.discount_total) > 0
      ? [`Discount: -${money(order.discount_total, currency)}`]
      : []),
    `Shipping (${[shipping.carrier, shipping.service].filter(Boolean).join(' ')}): ${money(order.shipping_amount, currency)}`,
    `Tax: ${money(order.tax_amount, currency)}`,
    `Total: ${money(order.total, currency)}`,
    '',
    'Ship to:',
    addressLines(shipping),
    '',
    `Payment: ${payment}`,
    '',
    `View your order: https://${domain}${confirmationPath(String(order.confirmation_token))}`,
  ].join('\n');
  await db.query(
    `INSERT INTO dev_mailbox (id, to_address, to_name, subject, body_text, account_id, contact_id, order_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      await nextRecordId(db, '02s'),
      buyer.email,
      buyer.contactName ?? null,
      `Your order ${String(order.order_number)} is confirmed`,
      body,
      order.account_id,
      order.contact_id ?? null,
      order.id,
    ],
  );
}
