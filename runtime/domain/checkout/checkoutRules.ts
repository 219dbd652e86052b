import { isAddressComplete, postalCodeProblem } from '../../../schemas/address/countryRules';
import { QUOTE_FIELD, SHIPPING_FIELDS } from './quoteFieldNames';
import type { QuoteFields } from './checkoutTypes';

/**
 * What the checkout needs before Place order can be enabled, as the reasons the customer reads.
 * The CRM's placeOrder refuses with the same words (server/crm/handlers/ecommerce/placeOrder.ts);
 * this rule only mirrors it so the button says why it is disabled before anything is sent.
 */

/** What the rule reads besides the quote's fields. */
export interface CheckoutFacts {
  /** The quote's fields with every value typed but not saved yet laid over them. */
  fields: QuoteFields;
  /** Lines in the cart. */
  lineCount: number;
  /** A guest (no contact): enters a name and email, pays by card only. */
  isGuest: boolean;
  /** An approved card payment for this quote and its current total. */
  cardAuthorized: boolean;
  /** Field saves still waiting or under way. */
  savesPending: boolean;
  /** Field saves the CRM refused: their values are kept, but not on the quote. */
  savesFailed: boolean;
  /** What other blocks still require (an admin-defined form's required fields). */
  requirements?: readonly string[];
}

const text = (fields: QuoteFields, name: string): string => {
  const value = fields[name];
  return typeof value === 'string' ? value.trim() : value == null ? '' : String(value);
};

/** The shipping address of the quote's fields, in the form's names. */
export function shippingAddressOf(fields: QuoteFields) {
  return {
    address: text(fields, SHIPPING_FIELDS.address),
    city: text(fields, SHIPPING_FIELDS.city),
    state: text(fields, SHIPPING_FIELDS.state),
    zip: text(fields, SHIPPING_FIELDS.zip),
    country: text(fields, SHIPPING_FIELDS.country),
  };
}

/**
 * Whether the account may buy on payment terms: signed in, and not prepaid. A quote that does not
 * carry the account's terms (a cart started after an order) leaves it to the CRM, which checks
 * the account's own terms when the order is placed.
 */
export function canPayOnTerms(fields: QuoteFields, isGuest: boolean): boolean {
  const terms = text(fields, QUOTE_FIELD.paymentTerms);
  return !isGuest && terms.toLowerCase() !== 'prepaid';
}

/** Every reason Place order is disabled, in the order of the checkout's steps; [] when ready. */
export function placeOrderBlockers(facts: CheckoutFacts): string[] {
  const { fields, isGuest } = facts;
  const reasons: string[] = [];
  if (facts.lineCount === 0) reasons.push('The cart is empty.');
  if (isGuest && (!text(fields, QUOTE_FIELD.buyerName) || !text(fields, QUOTE_FIELD.buyerEmail)))
    reasons.push('Enter your name and email address.');
  const address = shippingAddressOf(fields);
  const zipProblem = postalCodeProblem(address.country, address.zip);
  if (zipProblem) reasons.push(`Check the shipping address: ${zipProblem}`);
  else if (!isAddressComplete(address)) reasons.push('Enter the complete shipping address.');
  if (!text(fields, QUOTE_FIELD.shippingService)) reasons.push('Choose a shipping method.');
  const method = text(fields, QUOTE_FIELD.paymentMethod);
  if (!method) reasons.push('Choose how to pay.');
  if (method === 'Terms') {
    if (!canPayOnTerms(fields, isGuest))
      reasons.push('This account cannot buy on payment terms: pay by card.');
    else if (!text(fields, QUOTE_FIELD.poNumber))
      reasons.push('Enter a PO number to pay on account.');
  }
  if (method === 'Card' && !facts.cardAuthorized)
    reasons.push('Pay by card before placing the order.');
  if (fields[QUOTE_FIELD.termsAccepted] !== true) reasons.push('Accept the terms and conditions.');
  reasons.push(...(facts.requirements ?? []));
  if (facts.savesFailed)
    reasons.push('Some changes were not saved: check the fields marked above.');
  else if (facts.savesPending) reasons.push('Saving your changes…');
  return reasons;
}

/**
 * A new idempotency key for one attempt to place an order (the CRM accepts 16 to 100 letters,
 * digits, - or _). One attempt keeps its key through retries and reloads; a new attempt after a
 * refusal gets a new one.
 */
export function newIdempotencyKey(): string {
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
  return `order-${random}`;
}

/**
 * What a checkout block says when its save failed: the store not answering (the values go again
 * by themselves) or the CRM refusing a value (the buyer corrects it). Either way nothing typed is
 * lost. Null when nothing of this block failed.
 */
export function saveFailureText(saves: { error: string | null; retrying: boolean }): string | null {
  if (saves.error === null) return null;
  const reason = /[.!?]$/.test(saves.error.trim()) ? saves.error.trim() : `${saves.error.trim()}.`;
  return saves.retrying
    ? `Not saved yet: ${reason} Your entries are kept and saved again in a moment.`
    : `Not saved: ${reason} Your entries are kept; correct them to save again.`;
}
