/**
 * The checkout's business rules as pure functions, shared by the CRM stand-in (which enforces
 * them when the order is placed) and the checkout blocks (which show them by the place-order
 * button before the buyer clicks). No React, no I/O.
 */

/** The shipping fields the tax rule needs (spec 001 section 5). */
export interface ShippingAddressFields {
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
}

const filled = (value: string | null | undefined) =>
  typeof value === 'string' && value.trim() !== '';

/**
 * Spec 001 section 5: tax is calculated only when the quote has a full shipping address
 * (address, city, country, state and zip); otherwise the calculation is skipped.
 */
export function hasFullShippingAddress(shipping: ShippingAddressFields): boolean {
  return (
    filled(shipping.address) &&
    filled(shipping.city) &&
    filled(shipping.country) &&
    filled(shipping.state) &&
    filled(shipping.zip)
  );
}

export type PaymentMethod = 'Terms' | 'Card';

/** What decides whether an order can be placed. */
export interface OrderReadiness {
  lineCount: number;
  shipping: ShippingAddressFields;
  shippingServiceId: string | null;
  /** A guest buys without a contact record: they give their name and email. */
  isGuest: boolean;
  buyerName: string | null;
  buyerEmail: string | null;
  termsAccepted: boolean;
  paymentMethod: PaymentMethod | null;
  /** Whether the account may buy on payment terms (signed in, not a prepaid or guest account). */
  mayPayOnTerms: boolean;
  poNumber: string | null;
  /** For card: an authorised payment of the current total exists. */
  cardPayment: 'none' | 'authorised' | 'stale';
}

/**
 * Why the order cannot be placed yet, in the words the checkout shows by its button (and the CRM
 * answers when asked anyway), in the order the buyer meets the steps. Empty: it can be placed.
 */
export function placeOrderBlockers(state: OrderReadiness): string[] {
  const reasons: string[] = [];
  if (state.lineCount === 0) reasons.push('The cart is empty.');
  if (state.isGuest && (!filled(state.buyerName) || !filled(state.buyerEmail)))
    reasons.push('Enter your name and email address.');
  if (!hasFullShippingAddress(state.shipping)) reasons.push('Enter the complete shipping address.');
  if (!state.shippingServiceId) reasons.push('Choose a shipping method.');
  if (!state.termsAccepted) reasons.push('Accept the terms and conditions.');
  if (!state.paymentMethod) reasons.push('Choose how to pay.');
  if (state.paymentMethod === 'Terms') {
    if (!state.mayPayOnTerms)
      reasons.push('This account cannot buy on payment terms: pay by card.');
    else if (!filled(state.poNumber)) reasons.push('Enter a PO number to pay on account.');
  }
  if (state.paymentMethod === 'Card') {
    if (state.cardPayment === 'none') reasons.push('Pay by card before placing the order.');
    if (state.cardPayment === 'stale')
      reasons.push('The total changed after your card payment: pay again for the new total.');
  }
  return reasons;
}
