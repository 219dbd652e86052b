import type {
  OrderDetail,
  OrderLookup,
  OrderQuery,
  OrderShipment,
  OrderStatus,
  OrderSummary,
} from './ordersTypes';

/** Every order status, in the order an order goes through them (Cancelled last). */
export const ORDER_STATUSES: readonly OrderStatus[] = [
  'Placed',
  'Processing',
  'Shipped',
  'Delivered',
  'Cancelled',
];

/** The tone of a status badge: the same words as runtime/ui's Badge tones. */
export type OrderStatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'error' | 'accent';

/**
 * How a status reads at a glance: waiting (Placed) neutral, being worked on (Processing) info,
 * on its way (Shipped) accent, arrived (Delivered) success, Cancelled error.
 */
export function orderStatusTone(status: string): OrderStatusTone {
  switch (status) {
    case 'Placed':
      return 'neutral';
    case 'Processing':
      return 'info';
    case 'Shipped':
      return 'accent';
    case 'Delivered':
      return 'success';
    case 'Cancelled':
      return 'error';
    default:
      return 'neutral';
  }
}

/** Whether the order has left the warehouse, so the buyer can track it. */
export function isOrderShipped(status: string): boolean {
  return status === 'Shipped' || status === 'Delivered';
}

/** A reorder needs lines to put back; a cancelled order can still be reordered. */
export function canReorder(order: Pick<OrderDetail, 'lines'>): boolean {
  return order.lines.length > 0;
}

/**
 * The carriers' public tracking pages. A carrier we do not know, or a tracking number that is not
 * the plain letters and digits carriers use, gets no link (the number is still shown).
 */
const TRACKING_PAGES: readonly { match: RegExp; url: (n: string) => string }[] = [
  { match: /^fed\s*ex/i, url: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  { match: /^ups\b/i, url: (n) => `https://www.ups.com/track?tracknum=${n}` },
  {
    match: /^dhl/i,
    url: (n) => `https://www.dhl.com/en/express/tracking.html?AWB=${n}&brand=DHL`,
  },
  { match: /^usps\b/i, url: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}` },
];

/** The carrier's tracking page of a parcel, or null when none can be linked. */
export function trackingUrl(
  carrier: string | null | undefined,
  trackingNumber: string,
): string | null {
  const number = trackingNumber.replace(/\s+/g, '');
  if (!carrier || !/^[A-Za-z0-9]{6,40}$/.test(number)) return null;
  const page = TRACKING_PAGES.find((candidate) => candidate.match.test(carrier.trim()));
  return page ? page.url(encodeURIComponent(number)) : null;
}

/** The parcel the list shows for an order: the latest one, which tells where the rest is. */
export function latestShipment(order: Pick<OrderSummary, 'shipments'>): OrderShipment | null {
  return order.shipments.at(-1) ?? null;
}

/** One row of an order's totals. */
export interface OrderTotalRow {
  key: 'subtotal' | 'discount' | 'shipping' | 'tax' | 'total';
  label: string;
  amount: number;
}

const num = (value: unknown): number => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/**
 * The totals as the detail page and the PDF show them: subtotal, the discount when there is one
 * (as a negative amount, with the promo code), shipping, tax and total. The total is the CRM's:
 * the rows are shown, never summed again here.
 */
export function orderTotals(
  order: Pick<
    OrderDetail,
    'subtotal' | 'discountTotal' | 'shippingAmount' | 'taxAmount' | 'total' | 'promoCode'
  >,
): OrderTotalRow[] {
  const rows: OrderTotalRow[] = [
    { key: 'subtotal', label: 'Subtotal', amount: num(order.subtotal) },
  ];
  if (num(order.discountTotal) > 0)
    rows.push({
      key: 'discount',
      label: order.promoCode ? `Discount (${order.promoCode})` : 'Discount',
      amount: -num(order.discountTotal),
    });
  rows.push(
    { key: 'shipping', label: 'Shipping', amount: num(order.shippingAmount) },
    { key: 'tax', label: 'Tax', amount: num(order.taxAmount) },
    { key: 'total', label: 'Total', amount: num(order.total) },
  );
  return rows;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with a date range the buyer typed, or null when it can be searched. */
export function dateRangeProblem(dateFrom: string, dateTo: string): string | null {
  if (dateFrom && !DAY.test(dateFrom)) return 'Enter the start date as YYYY-MM-DD.';
  if (dateTo && !DAY.test(dateTo)) return 'Enter the end date as YYYY-MM-DD.';
  if (dateFrom && dateTo && dateFrom > dateTo)
    return 'The start date must be on or before the end date.';
  return null;
}

/** The first page, newest first, nothing filtered. */
export const DEFAULT_ORDER_QUERY: OrderQuery = {
  status: '',
  searchText: '',
  dateFrom: '',
  dateTo: '',
  sortBy: 'placedAt',
  sortDirection: 'DESC',
  page: 1,
  pageSize: 20,
};

/** getOrders' payload of a query: only what narrows the list is sent. */
export function orderQueryPayload(query: OrderQuery): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    page: query.page,
    pageSize: query.pageSize,
    sortBy: query.sortBy,
    sortDirection: query.sortDirection,
  };
  if (query.status) payload.status = query.status;
  if (query.searchText.trim()) payload.searchText = query.searchText.trim();
  if (query.dateFrom) payload.dateFrom = query.dateFrom;
  if (query.dateTo) payload.dateTo = query.dateTo;
  return payload;
}

/** Whether the buyer narrowed the list (then an empty page says "no match", not "no orders"). */
export function isOrderQueryFiltered(query: OrderQuery): boolean {
  return Boolean(query.status || query.searchText.trim() || query.dateFrom || query.dateTo);
}

/** The detail page's link of an order: by its number, readable and the same from everywhere. */
export function orderDetailHref(detailUrl: string, orderNumber: string): string {
  const separator = detailUrl.includes('?') ? '&' : '?';
  return `${detailUrl}${separator}orderNumber=${encodeURIComponent(orderNumber)}`;
}

/**
 * Which order a detail page shows, from its query string: `orderNumber` (My orders, the
 * confirmation page), `orderId` or `recordId` (a CRM link), or the confirmation `token`.
 */
export function orderLookupOf(search: string): OrderLookup | null {
  const params = new URLSearchParams(search);
  const orderNumber = params.get('orderNumber')?.trim();
  if (orderNumber) return { orderNumber };
  const orderId = (params.get('orderId') ?? params.get('recordId'))?.trim();
  if (orderId) return { orderId };
  const token = params.get('token')?.trim();
  if (token) return { confirmationToken: token };
  return null;
}

/**
 * Whether a failed order read means "this order is not yours or does not exist" (the CRM answers
 * both as 404, and a request for another account as 403): the page says "not found" and offers
 * My orders instead of a retry that cannot help.
 */
export function isOrderMissing(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return status === 404 || status === 403;
}
