import type { Db } from '../../shared/contracts';
import { nextRecordId, unguessableRecordId } from './recordIds';

type Row = Record<string, unknown>;

const str = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

/** A quote (cart) as the CRM returns it: spec 001 section 3 "Quote". */
export function quoteToJson(row: Row): Record<string, unknown> {
  const group = (prefix: string, fields: string[]) =>
    Object.fromEntries(
      fields.map((field) => [
        field.replace(/_([a-z0-9])/g, (_m: string, c: string) => c.toUpperCase()),
        row[`${prefix}_${field}`] ?? null,
      ]),
    );
  return {
    id: row.id,
    name: row.name,
    quoteNumber: row.quote_number,
    status: row.status,
    isActive: row.is_active,
    isGuest: row.is_guest,
    accountId: row.account_id,
    contactId: row.contact_id,
    storefrontId: row.storefront_id,
    currency: row.currency,
    shipping: {
      ...group('shipping', [
        'address',
        'address2',
        'city',
        'state',
        'zip',
        'country',
        'location',
        'contact_name',
        'email',
        'phone',
        'carrier',
        'service',
        'amount',
      ]),
      customerShippingAccount: row.customer_shipping_account ?? null,
      shipToAccount: row.ship_to_account_id ?? null,
    },
    billing: group('billing', [
      'address',
      'address2',
      'city',
      'state',
      'zip',
      'country',
      'contact_name',
      'email',
      'phone',
    ]),
    deliverTo: group('deliver_to', [
      'address',
      'address2',
      'city',
      'state',
      'zip',
      'country',
      'contact_name',
      'email',
      'phone',
    ]),
    poNumber: row.po_number,
    payOnlineTerms: row.pay_online_terms,
    promoCode: row.promo_code,
    subtotal: row.subtotal,
    discountTotal: row.discount_total,
    taxAmount: row.tax_amount,
    taxCommitted: row.tax_committed,
    total: row.total,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function findQuote(db: Db, quoteId: string): Promise<Row | null> {
  const [row] = await db.query('SELECT * FROM quotes WHERE id = $1', [quoteId]);
  return row ?? null;
}

/** The contact's active cart at the account (the newest if data ever holds two). */
export async function findActiveQuote(
  db: Db,
  contactId: string,
  accountId: string | null,
): Promise<Row | null> {
  const [row] = await db.query(
    `SELECT * FROM quotes WHERE contact_id = $1 AND ($2::text IS NULL OR account_id = $2) AND is_active
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [contactId, accountId],
  );
  return row ?? null;
}

export interface LineItemJson {
  id: string;
  quoteId: string;
  itemId: string;
  catalogItemId: string;
  sku: string;
  title: string;
  thumbnail: string | null;
  configurationRequirement: string;
  qty: number;
  unitPrice: number;
  /** The list unit price when the account's contract price (unitPrice) is lower; else null. */
  listPrice: number | null;
  discount: number;
  promoDiscount: number;
  totalPrice: number;
  /** The saved configuration the line belongs to (issue 20); null for a plain line. */
  configurationId: string | null;
  /** The item that configuration was built for (null: the free panel builder). */
  configurationItemId: string | null;
}

export async function listLineItems(db: Db, quoteId: string): Promise<LineItemJson[]> {
  const rows = await db.query<Row>(
    `SELECT l.id, l.quote_id, l.item_id, l.qty, l.unit_price, l.list_price, l.discount, l.promo_discount,
            c.catalog_item_id, c.sku, c.title, c.thumbnail_url, c.configuration_requirement, l.configuration_id, pc.item_id AS configuration_item_id,
            ROUND(l.qty * l.unit_price * (1 - l.discount / 100), 2) AS total_price
       FROM quote_line_items l JOIN catalog_items c ON c.item_id = l.item_id
       LEFT JOIN product_configurations pc ON pc.id = l.configuration_id
      WHERE l.quote_id = $1 ORDER BY l.sort_order, l.id`,
    [quoteId],
  );
  return rows.map((row) => ({
    id: String(row.id),
    quoteId: String(row.quote_id),
    itemId: String(row.item_id),
    catalogItemId: String(row.catalog_item_id),
    sku: String(row.sku),
    title: String(row.title),
    thumbnail: str(row.thumbnail_url),
    configurationRequirement: String(row.configuration_requirement),
    qty: Number(row.qty),
    unitPrice: Number(row.unit_price),
    listPrice:
      row.list_price !== null && Number(row.list_price) > Number(row.unit_price)
        ? Number(row.list_price)
        : null,
    discount: Number(row.discount),
    promoDiscount: Number(row.promo_discount),
    totalPrice: Number(row.total_price),
    configurationId: str(row.configuration_id),
    configurationItemId: str(row.configuration_item_id),
  }));
}

/** The quote with its lines and line count: the shape the cart handlers answer with. */
export async function quoteWithLines(
  db: Db,
  quoteId: string,
): Promise<Record<string, unknown> | null> {
  const quote = await findQuote(db, quoteId);
  if (!quote) return null;
  const lineItems = await listLineItems(db, quoteId);
  // The cart's catalogue group picks its cart template: the quote's own, else its first line's.
  const [firstLine] = await db.query<{ catalog_group_id: string }>(
    `SELECT cat.catalog_group_id FROM quote_line_items l
       JOIN catalog_items c ON c.item_id = l.item_id JOIN catalogs cat ON cat.id = c.catalog_id
      WHERE l.quote_id = $1 ORDER BY l.sort_order, l.id LIMIT 1`,
    [quoteId],
  );
  return {
    quote: {
      ...quoteToJson(quote),
      catalogGroupId: quote.catalog_group_id ?? firstLine?.catalog_group_id ?? null,
    },
    lineItems,
    itemCount: lineItems.reduce((sum, line) => sum + line.qty, 0),
  };
}

/** Creates an empty active cart for the contact at the account; deactivates their other carts there. */
export async function createActiveCart(
  db: Db,
  input: {
    accountId: string;
    contactId: string | null;
    storefrontId: string | null;
    isGuest: boolean;
  },
): Promise<string> {
  const sequential = await nextRecordId(db, '0Q0');
  // A guest quote's id is the guest's only credential for it (mayUseQuote).
  const id = input.isGuest ? unguessableRecordId('0Q0') : sequential;
  const [{ currency = 'USD' } = {}] = await db.query<{ currency: string }>(
    'SELECT currency FROM accounts WHERE id = $1',
    [input.accountId],
  );
  if (input.contactId) {
    await db.query(
      'UPDATE quotes SET is_active = false WHERE contact_id = $1 AND account_id = $2 AND is_active',
      [input.contactId, input.accountId],
    );
  }
  const number = sequential.slice(-8);
  await db.query(
    `INSERT INTO quotes (id, quote_number, name, account_id, contact_id, storefront_id, status, is_active, is_guest, currency)
     VALUES ($1, $2, $3, $4, $5, $6, 'Draft', $7, $8, $9)`,
    [
      id,
      `Q-${number}`,
      input.isGuest ? 'Guest cart' : `Cart Q-${Number(number)}`,
      input.accountId,
      input.contactId,
      input.storefrontId,
      true,
      input.isGuest,
      currency,
    ],
  );
  return id;
}
