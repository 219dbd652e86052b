import type { Order, OrderLine } from '../checkout/index';

/** Where an order is in its life (getOrders, getOrderDetails). */
export type OrderStatus = 'Placed' | 'Processing' | 'Shipped' | 'Delivered' | 'Cancelled';

/** One parcel of an order, with its carrier's tracking number. */
export interface OrderShipment {
  id?: string;
  carrier: string;
  service?: string | null;
  trackingNumber: string;
  shippedAt: string;
  deliveredAt: string | null;
  /** The order lines (line numbers) in this parcel; empty means the whole order. */
  lineNumbers?: number[];
}

/** An order as My orders lists it (getOrders). */
export interface OrderSummary {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  placedAt: string;
  total: number;
  currency: string;
  poNumber: string | null;
  paymentMethod: 'Terms' | 'Card';
  placedBy: string | null;
  shipTo: {
    contactName: string | null;
    city: string | null;
    state: string | null;
    country: string | null;
  };
  carrier: string | null;
  service: string | null;
  lineCount: number;
  itemCount: number;
  shipments: OrderShipment[];
}

/** One page of My orders. */
export interface OrderPage {
  orders: OrderSummary[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** The columns My orders sorts by (getOrders sortBy). */
export type OrderSortField = 'placedAt' | 'orderNumber' | 'poNumber' | 'status' | 'total';

/** What the buyer chose on My orders: filters, sort and page. */
export interface OrderQuery {
  status: OrderStatus | '';
  searchText: string;
  /** 'YYYY-MM-DD', inclusive; '' for no bound. */
  dateFrom: string;
  dateTo: string;
  sortBy: OrderSortField;
  sortDirection: 'ASC' | 'DESC';
  page: number;
  pageSize: number;
}

/** A line as the detail page shows it: its number (parcels name it) and its discount. */
export interface OrderDetailLine extends OrderLine {
  lineNumber: number;
  /** Percent off the unit price. */
  discount: number;
}

/** An order with its lines, parcels and instructions (getOrderDetails). */
export interface OrderDetail extends Order {
  lines: OrderDetailLine[];
  shipments: OrderShipment[];
  specialInstructions: string | null;
}

/** How the detail page names its order: the number from the list, or the confirmation link. */
export type OrderLookup =
  { orderNumber: string } | { orderId: string } | { confirmationToken: string };

/** The order PDF (getOrderDocument). */
export interface OrderDocumentFile {
  fileName: string;
  contentType: string;
  base64: string;
}

/** reorder's answer: the cart the lines went into, and the items no longer sold. */
export interface ReorderResult {
  quote: { id: string };
  lineItems: { sku: string; qty: number }[];
  unavailable: { sku: string; title: string }[];
}
