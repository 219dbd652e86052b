/**
 * The shapes the CRM answers with for checkout (server/crm/README.md, "Checkout, payment and
 * orders"). Quote fields keep the CRM's field names (spec 001 section 3 "Quote").
 */

/** A value of a quote field as getRecord answers it. */
export type QuoteFieldValue = string | number | boolean | null | Record<string, unknown>;

/** The quote's checkout fields by CRM field name (ShippingStreet, PoNumber, Terms_Accepted__c...). */
export type QuoteFields = Readonly<Record<string, QuoteFieldValue>>;

/** The address book's entries belong to the addresses area; checkout reads the same book. */
export type { SavedAddress } from '../addresses/addressTypes';

/** A record searchLookupDataAdvanced answers: Id plus the display fields asked for. */
export interface LookupRecord {
  Id: string;
  [field: string]: string | null | undefined;
}

/** One priced shipping service of a carrier. */
export interface ShippingService {
  id: string;
  name: string;
  amount: number;
  currency: string;
  coldChain: boolean;
  transitDays: { min: number; max: number };
  estimatedDelivery: { earliest: string; latest: string };
}

/** A carrier with the services it offers for the quote. */
export interface ShippingCarrier {
  code: string;
  name: string;
  services: ShippingService[];
}

/** getShippingMethods: what ships to the quote's country, and what is chosen now. */
export interface ShippingMethods {
  quoteId: string;
  shippingCountry: string | null;
  carriers: ShippingCarrier[];
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

/** calculateAvaTax's answer. */
export interface CheckoutTax {
  taxCalculated: boolean;
  message?: string;
  taxAmount?: number;
  totalAmount?: number | null;
  taxRate?: number;
}

/** generateSignature's answer: the signed fields to post to the hosted payment page. */
export interface PaymentRequest {
  message: string;
  fields: Record<string, string>;
  paymentPageUrl: string;
}

/** paymentRequestHandler's answer for one payment result. */
export interface PaymentOutcome {
  status: 'Authorized' | 'Declined' | 'Voided';
  message: string;
  cardBrand?: string | null;
  cardLast4?: string | null;
  savedCardToken?: string | null;
}

/** A saved card token of the caller (getSavedCards). */
export interface SavedCard {
  token: string;
  brand: string;
  last4: string;
  expiry: string;
  holderName: string | null;
  isDefault: boolean;
  isExpired: boolean;
}

/** An address as an order keeps it. */
export interface OrderAddress {
  address?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
  location?: string | null;
  contactName?: string | null;
  email?: string | null;
  phone?: string | null;
  carrier?: string | null;
  service?: string | null;
  deliveryEstimate?: { earliest?: string; latest?: string } | string | null;
  customerShippingAccount?: string | null;
}

/** One line of an order. */
export interface OrderLine {
  id?: string;
  sku: string;
  title: string;
  qty: number;
  unitPrice: number;
  totalPrice: number;
}

/** An order (placeOrder, getOrderDetails). */
export interface Order {
  id: string;
  orderNumber: string;
  quoteId: string;
  status: string;
  placedAt: string;
  placedBy: string | null;
  isGuest: boolean;
  currency: string;
  subtotal: number;
  discountTotal: number;
  shippingAmount: number;
  taxAmount: number;
  total: number;
  promoCode: string | null;
  poNumber: string | null;
  /** The PO document attached at checkout (getPoDocument serves it), or null. */
  poDocument?: { fileName: string; contentType: string; size: number } | null;
  paymentMethod: 'Terms' | 'Card' | string;
  payment: { status: string; cardBrand: string | null; cardLast4: string | null } | null;
  shipping: OrderAddress;
  billing: OrderAddress | null;
  deliverTo: OrderAddress | null;
  buyer: { contactName?: string; email?: string; phone?: string } | null;
  lines: OrderLine[];
}

/** placeOrder's answer: the same for the first placement and every retry of the attempt. */
export interface PlacedOrder {
  alreadyPlaced: boolean;
  order: Order;
  confirmationToken: string;
  confirmationUrl: string;
  newCartId: string | null;
}
