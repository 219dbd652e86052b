/** A quote's shipping address fields the cart reads (spec 001 section 3 "Quote"). */
export interface CartShipping {
  address: string | null;
  address2?: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
}

/** The quote record of the cart as the CRM answers it. */
export interface CartQuote {
  id: string;
  name: string;
  quoteNumber: string;
  isGuest: boolean;
  currency: string;
  /** The catalogue group whose newest cart template shows this cart. */
  catalogGroupId?: string | null;
  shipping: CartShipping;
  promoCode: string | null;
  subtotal: number | string;
  discountTotal: number | string;
  taxAmount: number | string;
  total: number | string;
}

/** One quote line, keyed by its catalogue item id. */
export interface CartLine {
  id: string;
  quoteId: string;
  itemId: string;
  catalogItemId: string;
  sku: string;
  title: string;
  thumbnail: string | null;
  qty: number;
  unitPrice: number;
  /** The list unit price, struck through, when the account's contract price is lower (issue 15). */
  listPrice?: number | null;
  discount: number;
  promoDiscount: number;
  totalPrice: number;
  /** The saved configuration the line belongs to (issue 20); absent or null for a plain line. */
  configurationId?: string | null;
  /** The item the configuration was built for (null: the free panel builder). */
  configurationItemId?: string | null;
}

/** The active cart: the quote, its lines and the badge count. Null when there is no cart. */
export interface Cart {
  quote: CartQuote;
  lineItems: CartLine[];
  itemCount: number;
}
