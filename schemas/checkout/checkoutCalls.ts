/**
 * The answers of the checkout's CRM calls (server/crm/README.md), shared by the CRM stand-in,
 * which answers them, and the checkout blocks, which read them. Types only.
 */
import type { PaymentMethod } from './checkoutRules';

/** getShippingMethods */
export interface ShippingMethods {
  quoteId: string;
  shippingCountry: string | null;
  carriers: {
    code: string;
    name: string;
    services: {
      id: string;
      name: string;
      amount: number;
      currency: string;
      coldChain: boolean;
      transitDays: { min: number; max: number };
      /** YYYY-MM-DD, business days from today. */
      estimatedDelivery: { earliest: string; latest: string };
    }[];
  }[];
  customerShippingAccounts: { carrierCode: string; carrierName: string; accountNumber: string }[];
  shipToAccounts: { Id: string; Name: string }[];
  /** The account's preferred services among those offered (account area, shipping methods). */
  preferredServiceIds?: string[];
  /** The account's default method when it ships to the quote's country: checkout preselects it. */
  defaultServiceId?: string | null;
  selected: {
    serviceId: string | null;
    carrier: string | null;
    service: string | null;
    amount: number;
    customerShippingAccount: string | null;
    shipToAccountId: string | null;
  };
}

/** generateSignature: `message` is the signature; `fields` are posted to `paymentPageUrl`. */
export interface PaymentSignature {
  message: string;
  fields: Record<string, string>;
  paymentPageUrl: string;
}

/** paymentRequestHandler */
export interface PaymentOutcome {
  paymentId: string;
  status: 'Authorized' | 'Declined' | 'Voided';
  decision: string;
  reasonCode: string;
  /** What to tell the buyer. */
  message: string;
  amount: number;
  currency: string;
  cardBrand: string | null;
  cardLast4: string | null;
  savedCardToken: string | null;
}

/** getSavedCards */
export interface SavedCard {
  token: string;
  brand: string;
  last4: string;
  /** MM-YYYY */
  expiry: string;
  holderName: string | null;
  isDefault: boolean;
  isExpired: boolean;
}

export interface OrderAddress {
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
  contactName: string | null;
  email: string | null;
  phone: string | null;
}

export interface OrderLine {
  id: string;
  lineNumber: number;
  itemId: string;
  catalogItemId: string;
  sku: string;
  title: string;
  thumbnail: string | null;
  qty: number;
  unitPrice: number;
  discount: number;
  promoDiscount: number;
  totalPrice: number;
}

/** getOrderDetails, and the order of placeOrder */
export interface Order {
  id: string;
  orderNumber: string;
  quoteId: string;
  status: 'Placed' | 'Processing' | 'Shipped' | 'Delivered' | 'Cancelled';
  placedAt: string;
  placedBy: string | null;
  accountId: string;
  isGuest: boolean;
  currency: string;
  subtotal: number;
  discountTotal: number;
  shippingAmount: number;
  taxAmount: number;
  total: number;
  promoCode: string | null;
  poNumber: string | null;
  paymentMethod: PaymentMethod;
  payment: {
    id: string;
    status: string;
    cardBrand: string | null;
    cardLast4: string | null;
    authCode: string | null;
    amount: number;
  } | null;
  shipping: OrderAddress & {
    location?: string | null;
    carrier: string | null;
    service: string | null;
    /** "YYYY-MM-DD/YYYY-MM-DD" */
    deliveryEstimate: string | null;
    customerShippingAccount: string | null;
    shipToAccountId: string | null;
  };
  billing: OrderAddress & { billToAccountId: string | null };
  deliverTo: OrderAddress;
  buyer: { contactName: string | null; email: string | null; phone: string | null };
  specialInstructions: string | null;
  customFields: Record<string, unknown>;
  lines: OrderLine[];
}

/** placeOrder */
export interface PlacedOrder {
  /** True when this attempt (or another with the same key or quote) had placed it already. */
  alreadyPlaced: boolean;
  order: Order;
  confirmationToken: string;
  confirmationUrl: string;
  /** The cart that replaced the ordered quote (store it as the active or guest quote id). */
  newCartId: string | null;
}

/** getOrders */
export interface OrderList {
  orders: {
    id: string;
    orderNumber: string;
    status: Order['status'];
    placedAt: string;
    total: number;
    currency: string;
    poNumber: string | null;
    paymentMethod: PaymentMethod;
    placedBy: string | null;
    lineCount: number;
    itemCount: number;
  }[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** getShuttleInfo's content, once parsed (it arrives as a JSON string). */
export interface ShuttleInfo {
  shuttleUrl: string | null;
  sessionId?: string;
  buyerCookie?: string;
}
