import { makeCall, type GatewayConnection } from '../../gateway/index';
import { CHECKOUT_DISPLAY_FIELDS } from './quoteFieldNames';
import type {
  CheckoutTax,
  LookupRecord,
  Order,
  PaymentOutcome,
  PaymentRequest,
  PlacedOrder,
  QuoteFields,
  SavedCard,
  ShippingMethods,
} from './checkoutTypes';

/**
 * The CRM calls of checkout (server/crm/README.md, "Checkout, payment and orders"), each a plain
 * function of the gateway connection: the store, the hooks and tests share them.
 */

/** getRecord (Quote): the quote's checkout fields. */
export async function getQuoteFields(
  connection: GatewayConnection,
  quoteId: string,
  signal?: AbortSignal,
): Promise<QuoteFields> {
  const content = await makeCall<{ recordData?: QuoteFields } | []>(
    connection,
    {
      base: 'ecommerce',
      type: 'getRecord',
      method: 'POST',
      payload: { objectName: 'Quote', objectId: quoteId, displayFields: CHECKOUT_DISPLAY_FIELDS },
    },
    { signal, idempotent: true },
  );
  return Array.isArray(content) ? {} : (content.recordData ?? {});
}

/**
 * updateRecord (Quote): writes fields all-or-nothing and answers the quote as saved. Setting a
 * field is idempotent, so the gateway client's retry after a timeout is safe.
 */
export async function updateQuoteFields(
  connection: GatewayConnection,
  quoteId: string,
  fields: QuoteFields,
): Promise<QuoteFields> {
  const content = await makeCall<{ recordData?: QuoteFields }>(
    connection,
    {
      base: 'ecommerce',
      type: 'updateRecord',
      method: 'POST',
      payload: { objectName: 'Quote', objectId: quoteId, fields },
    },
    { idempotent: true },
  );
  return content.recordData ?? {};
}

/** What a lookup combobox searches (searchLookupDataAdvanced). */
export interface LookupSearch {
  obj: 'Account' | 'Contact';
  searchText: string;
  displayFields: readonly string[];
  filters?: Readonly<Record<string, string>>;
}

/** searchLookupDataAdvanced: accounts or contacts in the caller's reach. */
export async function searchLookup(
  connection: GatewayConnection,
  search: LookupSearch,
  signal?: AbortSignal,
): Promise<LookupRecord[]> {
  const content = await makeCall<LookupRecord[]>(
    connection,
    {
      base: 'ecommerce',
      type: 'searchLookupDataAdvanced',
      method: 'POST',
      payload: {
        obj: search.obj,
        searchText: search.searchText,
        displayFields: [...search.displayFields],
        filters: search.filters ?? {},
        isPortalContext: true,
      },
    },
    { signal, idempotent: true },
  );
  return Array.isArray(content) ? content : [];
}

/** getShippingMethods: priced services to the quote's country and the current choice. */
export function getShippingMethods(
  connection: GatewayConnection,
  quoteId: string,
  signal?: AbortSignal,
): Promise<ShippingMethods> {
  return makeCall<ShippingMethods>(
    connection,
    { base: 'ecommerce', type: 'getShippingMethods', method: 'POST', payload: { quoteId } },
    { signal, idempotent: true },
  );
}

/** calculateAvaTax (estimate): skipped by the CRM while the shipping address is incomplete. */
export function calculateCheckoutTax(
  connection: GatewayConnection,
  quoteId: string,
  signal?: AbortSignal,
): Promise<CheckoutTax> {
  return makeCall<CheckoutTax>(
    connection,
    {
      base: 'ecommerce',
      type: 'calculateAvaTax',
      method: 'POST',
      query: { recordId: quoteId, isCommit: false },
    },
    { signal, idempotent: true },
  );
}

/** generateSignature: a signed request for the hosted payment page (one transaction per call). */
export function requestPayment(
  connection: GatewayConnection,
  request: { quoteId: string; returnUrl: string; saveCard?: boolean; paymentToken?: string },
): Promise<PaymentRequest> {
  return makeCall<PaymentRequest>(connection, {
    base: 'ecommerce',
    type: 'generateSignature',
    method: 'POST',
    payload: {
      quoteId: request.quoteId,
      returnUrl: request.returnUrl,
      ...(request.saveCard ? { saveCard: true } : {}),
      ...(request.paymentToken ? { paymentToken: request.paymentToken } : {}),
    },
  });
}

/** paymentRequestHandler: the CRM verifies the page's signed result and records it once. */
export function submitPaymentResult(
  connection: GatewayConnection,
  fields: Readonly<Record<string, string>>,
): Promise<PaymentOutcome> {
  return makeCall<PaymentOutcome>(connection, {
    base: 'ecommerce',
    type: 'paymentRequestHandler',
    method: 'POST',
    payload: { fields },
  });
}

/** getSavedCards: the caller's card tokens. */
export async function getSavedCards(
  connection: GatewayConnection,
  signal?: AbortSignal,
): Promise<SavedCard[]> {
  const content = await makeCall<SavedCard[]>(
    connection,
    { base: 'ecommerce', type: 'getSavedCards', method: 'POST' },
    { signal, idempotent: true },
  );
  return Array.isArray(content) ? content : [];
}

/**
 * placeOrder: exactly once per idempotency key and per quote, so the gateway client may retry it
 * after a timeout or a 5xx, and a double click or a reload answers the order already placed.
 */
export function placeOrder(
  connection: GatewayConnection,
  quoteId: string,
  idempotencyKey: string,
): Promise<PlacedOrder> {
  return makeCall<PlacedOrder>(
    connection,
    { base: 'ecommerce', type: 'placeOrder', method: 'POST', payload: { quoteId, idempotencyKey } },
    { idempotent: true },
  );
}

/** getOrderDetails by the confirmation token (guests) or the order number (signed in). */
export function getOrderDetails(
  connection: GatewayConnection,
  lookup: { confirmationToken: string } | { orderNumber: string },
  signal?: AbortSignal,
): Promise<Order> {
  return makeCall<Order>(
    connection,
    { base: 'ecommerce', type: 'getOrderDetails', method: 'POST', payload: lookup },
    { signal, idempotent: true },
  );
}

/**
 * getRecord of a lookup's chosen record (an Account or Contact the caller may see): what a
 * combobox shows for a saved id after a reload. Null when the caller may not see it.
 */
export async function getLookupRecord(
  connection: GatewayConnection,
  obj: LookupSearch['obj'],
  id: string,
  displayFields: readonly string[],
  signal?: AbortSignal,
): Promise<LookupRecord | null> {
  const content = await makeCall<{ recordData?: LookupRecord } | []>(
    connection,
    {
      base: 'ecommerce',
      type: 'getRecord',
      method: 'POST',
      payload: { objectName: obj, objectId: id, displayFields: ['Id', ...displayFields] },
    },
    { signal, idempotent: true },
  );
  return Array.isArray(content) ? null : (content.recordData ?? null);
}
