import type { ShuttleInfo } from '../../../schemas/checkout/checkoutCalls';
import { currencyCode } from '../money/index';
import type { Cart } from './cartTypes';

/** The form field that carries the cart as JSON to the procurement system (docs/decisions.md). */
export const PUNCHOUT_CART_FIELD = 'cart';
/** The form field that echoes the session's buyer cookie (cXML BuyerCookie). */
export const PUNCHOUT_COOKIE_FIELD = 'BuyerCookie';

const NO_SHUTTLE: ShuttleInfo = { shuttleUrl: null };

/**
 * getShuttleInfo's content (spec 000 section 7: shuttleUrl as a JSON string to be parsed). Only an
 * absolute http(s) address counts as a return address; anything else, or text that is not JSON,
 * means no punchout session, so the cart offers checkout as usual.
 */
export function parseShuttleInfo(content: unknown): ShuttleInfo {
  let value: unknown = content;
  if (typeof content === 'string') {
    try {
      value = JSON.parse(content);
    } catch {
      return NO_SHUTTLE;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return NO_SHUTTLE;
  const { shuttleUrl, sessionId, buyerCookie } = value as Record<string, unknown>;
  if (typeof shuttleUrl !== 'string') return NO_SHUTTLE;
  let url: URL;
  try {
    url = new URL(shuttleUrl);
  } catch {
    return NO_SHUTTLE;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return NO_SHUTTLE;
  return {
    shuttleUrl: url.href,
    ...(typeof sessionId === 'string' ? { sessionId } : {}),
    ...(typeof buyerCookie === 'string' ? { buyerCookie } : {}),
  };
}

/** One line as the procurement system receives it. */
export interface PunchoutLine {
  sku: string;
  title: string;
  qty: number;
  /** What one unit costs the buyer: the line's amount over its quantity (to 4 decimals, as cXML allows). */
  unitPrice: number;
  /** The catalogue's unit price before the line's discounts. */
  listPrice: number;
  /** The line's amount after every discount (contract and promo). */
  totalPrice: number;
}

/** The cart as it is returned: lines, quantities, prices and the currency; tax is the buyer's side. */
export interface PunchoutCart {
  quoteId: string;
  quoteNumber: string;
  currency: string;
  subtotal: number;
  discount: number;
  total: number;
  lines: PunchoutLine[];
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The returned cart built from the storefront's cart (pure: the same cart gives the same text). */
export function punchoutCart(cart: Cart): PunchoutCart {
  const lines = cart.lineItems.map((line) => {
    const net = cents(Number(line.totalPrice) - Number(line.promoDiscount ?? 0));
    return {
      sku: line.sku,
      title: line.title,
      qty: line.qty,
      unitPrice: line.qty > 0 ? Math.round((net / line.qty) * 10_000) / 10_000 : 0,
      // A contract-priced line keeps the catalogue's list price beside its unit price (issue 15).
      listPrice: cents(Number(line.listPrice ?? line.unitPrice)),
      totalPrice: net,
    };
  });
  const subtotal = cents(cart.lineItems.reduce((sum, line) => sum + Number(line.totalPrice), 0));
  const discount = cents(
    cart.lineItems.reduce((sum, line) => sum + Number(line.promoDiscount ?? 0), 0),
  );
  return {
    quoteId: cart.quote.id,
    quoteNumber: cart.quote.quoteNumber,
    currency: currencyCode(cart.quote.currency),
    subtotal,
    discount,
    total: cents(subtotal - discount),
    lines,
  };
}

/** The form fields posted to the shuttle address: the cart as JSON and the session's cookie. */
export function punchoutFormFields(cart: Cart, shuttle: ShuttleInfo): Record<string, string> {
  return {
    [PUNCHOUT_CART_FIELD]: JSON.stringify(punchoutCart(cart)),
    ...(shuttle.buyerCookie ? { [PUNCHOUT_COOKIE_FIELD]: shuttle.buyerCookie } : {}),
  };
}
