/**
 * The seeded order history (server/db/seed/orderHistory.ts) as getOrders and getOrderDetails
 * answer it for Maria, the portal's manager (the signed-in story viewer): the same generator as
 * the database, so stories show the demo world's orders without a running server.
 */
import { DEMO_ACCOUNTS, DEMO_USERS, SEED_ORDERS } from './demoWorld';
import type { CrmResult } from './seedCrm';

type Row = Record<string, unknown>;

const seeded = () => SEED_ORDERS;

const nameOf = (contactId: unknown) => {
  const user = DEMO_USERS.find((u) => u.contactId === contactId);
  return user ? `${user.givenName} ${user.familyName}` : null;
};

function shipmentsOf(orderId: unknown): Row[] {
  return seeded()
    .shipments.filter((s) => s.order_id === orderId)
    .map((s) => ({
      id: s.id,
      carrier: s.carrier,
      service: s.service,
      trackingNumber: s.tracking_number,
      shippedAt: s.shipped_at,
      deliveredAt: s.delivered_at,
      lineNumbers: s.line_numbers,
    }));
}

/** The main account's orders, newest first (the manager sees them all). */
function accountOrders(): Row[] {
  return seeded()
    .orders.filter((o) => o.account_id === DEMO_ACCOUNTS.main.id)
    .sort((a, b) => String(b.placed_at).localeCompare(String(a.placed_at)));
}

/** getOrders' first page for the payload's status (paging and sorting as the CRM does). */
export function seededOrderPage(payload: Row): CrmResult {
  const pageSize = Number(payload.pageSize ?? 20);
  const page = Number(payload.page ?? 1);
  const all = accountOrders().filter((o) => !payload.status || o.status === payload.status);
  const orders = all.slice((page - 1) * pageSize, page * pageSize).map((o) => {
    const lines = seeded().lines.filter((l) => l.order_id === o.id);
    const shipping = o.shipping as Row;
    return {
      id: o.id,
      orderNumber: o.order_number,
      status: o.status,
      placedAt: o.placed_at,
      total: o.total,
      currency: o.currency,
      poNumber: o.po_number,
      paymentMethod: o.payment_method,
      placedBy: nameOf(o.contact_id),
      shipTo: {
        contactName: shipping.contactName,
        city: shipping.city,
        state: shipping.state,
        country: shipping.country,
      },
      carrier: o.shipping_carrier,
      service: o.shipping_service,
      lineCount: lines.length,
      itemCount: lines.reduce((sum, l) => sum + Number(l.qty), 0),
      shipments: shipmentsOf(o.id),
    };
  });
  return { statusCode: 200, content: { orders, totalCount: all.length, page, pageSize } };
}

/** The account's latest order with the given status, as getOrderDetails answers it. */
export function seededOrder(status: string): Row {
  return seededOrderWhere((order) => order.status === status);
}

/** The account's latest order that `test` accepts (given its row and its parcels). */
export function seededOrderWhere(test: (order: Row, shipments: Row[]) => boolean): Row {
  const o = accountOrders().find((order) => test(order, shipmentsOf(order.id)));
  if (!o) throw new Error('no seeded order matches');
  return {
    id: o.id,
    orderNumber: o.order_number,
    quoteId: o.quote_id,
    status: o.status,
    placedAt: o.placed_at,
    placedBy: nameOf(o.contact_id),
    isGuest: false,
    currency: o.currency,
    subtotal: o.subtotal,
    discountTotal: o.discount_total,
    shippingAmount: o.shipping_amount,
    taxAmount: o.tax_amount,
    total: o.total,
    promoCode: o.promo_code,
    poNumber: o.po_number,
    paymentMethod: o.payment_method,
    payment:
      o.payment_method === 'Card'
        ? { status: 'Approved', cardBrand: 'Visa', cardLast4: '1111' }
        : null,
    shipping: {
      ...(o.shipping as Row),
      carrier: o.shipping_carrier,
      service: o.shipping_service,
      deliveryEstimate: o.delivery_estimate,
      customerShippingAccount: null,
    },
    billing: o.billing,
    deliverTo: o.deliver_to,
    buyer: o.buyer,
    specialInstructions: o.special_instructions,
    lines: seeded()
      .lines.filter((l) => l.order_id === o.id)
      .map((l) => ({
        id: l.id,
        lineNumber: l.line_number,
        sku: l.sku,
        title: l.title,
        qty: l.qty,
        unitPrice: l.unit_price,
        discount: l.discount,
        totalPrice: l.total_price,
      })),
    shipments: shipmentsOf(o.id),
  };
}
