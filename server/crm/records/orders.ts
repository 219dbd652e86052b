import type { Db } from '../../shared/contracts';
import type { Caller } from '../caller';
import { checkOwnership, type RecordOwner } from './ownership';
import { poDocumentOfQuote } from './poDocument';

type Row = Record<string, unknown>;

/** An order's life: placed, picked and packed, on its way, arrived; or cancelled. */
export const ORDER_STATUSES = [
  'Placed',
  'Processing',
  'Shipped',
  'Delivered',
  'Cancelled',
] as const;

/** Where a buyer reads an order's confirmation; only the token in the link opens it. */
export function confirmationPath(token: string): string {
  return `/order-confirmation?token=${encodeURIComponent(token)}`;
}

/**
 * Who may see an order: a manager sees every order of the account they act for, anyone else only
 * the orders they placed; a guest order is reached only through its confirmation token.
 */
export function orderOwner(row: Row, caller: Caller): RecordOwner {
  return {
    accountId: String(row.account_id),
    contactId:
      caller.userType === 'AWSManager' ? null : ((row.contact_id as string | null) ?? null),
    // Guest orders are never listed or read by id: getOrderDetails takes their token instead.
    isGuest: false,
  };
}

export async function canSeeOrder(db: Db, caller: Caller, row: Row | null): Promise<boolean> {
  if (!row || row.is_guest === true) return false;
  return (await checkOwnership(db, caller, orderOwner(row, caller))) === null;
}

export async function orderLines(db: Db, orderId: string): Promise<Row[]> {
  return db.query(
    `SELECT l.id AS "id", l.line_number AS "lineNumber", l.item_id AS "itemId", l.sku AS "sku",
            l.title AS "title", c.thumbnail_url AS "thumbnail", c.catalog_item_id AS "catalogItemId",
            l.qty AS "qty", l.unit_price AS "unitPrice", l.discount AS "discount",
            l.promo_discount AS "promoDiscount", l.total_price AS "totalPrice"
       FROM order_lines l JOIN catalog_items c ON c.item_id = l.item_id
      WHERE l.order_id = $1 ORDER BY l.line_number`,
    [orderId],
  );
}

/** An order's parcels with their carriers' tracking numbers, first shipped first. */
export async function orderShipments(db: Db, orderId: string): Promise<Row[]> {
  return db.query(
    `SELECT id AS "id", carrier AS "carrier", service AS "service",
            tracking_number AS "trackingNumber", shipped_at AS "shippedAt",
            delivered_at AS "deliveredAt", line_numbers AS "lineNumbers"
       FROM order_shipments WHERE order_id = $1 ORDER BY shipped_at, id`,
    [orderId],
  );
}

/** An order as the CRM answers it: header, addresses, payment, totals, lines and shipments. */
export async function orderToJson(db: Db, row: Row): Promise<Record<string, unknown>> {
  const [payment] = row.payment_id
    ? await db.query(
        `SELECT id AS "id", status AS "status", card_brand AS "cardBrand", card_last4 AS "cardLast4",
                auth_code AS "authCode", amount AS "amount" FROM payments WHERE id = $1`,
        [row.payment_id],
      )
    : [];
  const [placedBy] = row.contact_id
    ? await db.query<{ name: string }>(
        "SELECT first_name || ' ' || last_name AS name FROM contacts WHERE id = $1",
        [row.contact_id],
      )
    : [];
  return {
    id: row.id,
    orderNumber: row.order_number,
    quoteId: row.quote_id,
    status: row.status,
    placedAt: row.placed_at,
    placedBy: placedBy?.name ?? (row.buyer as { contactName?: string } | null)?.contactName ?? null,
    accountId: row.account_id,
    isGuest: row.is_guest,
    currency: row.currency,
    subtotal: row.subtotal,
    discountTotal: row.discount_total,
    shippingAmount: row.shipping_amount,
    taxAmount: row.tax_amount,
    total: row.total,
    promoCode: row.promo_code,
    poNumber: row.po_number,
    // The PO document attached at checkout (getPoDocument serves its bytes), without its id.
    poDocument: await poDocumentSummary(db, String(row.quote_id)),
    paymentMethod: row.payment_method,
    payment: payment ?? null,
    shipping: {
      ...(row.shipping as object),
      carrier: row.shipping_carrier,
      service: row.shipping_service,
      deliveryEstimate: row.delivery_estimate,
      customerShippingAccount: row.customer_shipping_account,
      shipToAccountId: row.ship_to_account_id,
    },
    billing: { ...(row.billing as object), billToAccountId: row.bill_to_account_id },
    deliverTo: row.deliver_to,
    buyer: row.buyer,
    specialInstructions: row.special_instructions,
    customFields: row.custom_fields,
    lines: await orderLines(db, String(row.id)),
    shipments: await orderShipments(db, String(row.id)),
  };
}

async function poDocumentSummary(
  db: Db,
  quoteId: string,
): Promise<{ fileName: string; contentType: string; size: number } | null> {
  const file = await poDocumentOfQuote(db, quoteId);
  return file ? { fileName: file.fileName, contentType: file.contentType, size: file.size } : null;
}

export async function findOrder(
  db: Db,
  column: 'id' | 'order_number' | 'confirmation_token' | 'idempotency_key' | 'quote_id',
  value: string,
): Promise<Row | null> {
  const [row] = await db.query(`SELECT * FROM orders WHERE ${column} = $1`, [value]);
  return row ?? null;
}

/**
 * An order by any id a link may carry: its record id, its order number, or the id or number of
 * the quote it was placed from (older notifications link the quote: /detail/tpl-order-detail?recordId=Q-...).
 */
export async function findOrderByRecord(db: Db, value: string): Promise<Row | null> {
  const [row] = await db.query(
    `SELECT o.* FROM orders o JOIN quotes q ON q.id = o.quote_id
      WHERE o.id = $1 OR o.order_number = $1 OR o.quote_id = $1 OR q.quote_number = $1
      ORDER BY (o.id = $1) DESC LIMIT 1`,
    [value],
  );
  return row ?? null;
}
