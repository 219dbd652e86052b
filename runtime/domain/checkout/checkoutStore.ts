import type { QueryClient } from '@tanstack/query-core';
import type { GatewayConnection } from '../../gateway/index';
import { getQuoteFields } from './checkoutCalls';
import type { PaymentOutcome, QuoteFields } from './checkoutTypes';
import { keepCheckoutDraft } from './checkoutDraft';
import { FieldSaver } from './fieldSaver';
import { QUOTE_FIELD, SHIPPING_FIELDS } from './quoteFieldNames';
import { browserStorage } from '../../state/browserStorage';

/** The query keys of checkout: everything of one quote lives under `['checkout', quoteId]`. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  quote: (quoteId: string) => ['checkout', quoteId] as const,
  fields: (quoteId: string) => ['checkout', quoteId, 'fields'] as const,
  shippingMethods: (quoteId: string, country: string) =>
    ['checkout', quoteId, 'shippingMethods', country] as const,
  tax: (quoteId: string, basis: readonly unknown[]) =>
    ['checkout', quoteId, 'tax', ...basis] as const,
  savedCards: ['checkout', 'savedCards'] as const,
  lookup: (obj: string, searchText: string) => ['checkout', 'lookup', obj, searchText] as const,
  order: (lookup: string) => ['order', lookup] as const,
};

/** The quote's checkout fields as a query (getRecord). */
export function quoteFieldsOptions(connection: GatewayConnection, quoteId: string) {
  return {
    queryKey: checkoutKeys.fields(quoteId),
    queryFn: ({ signal }: { signal: AbortSignal }) => getQuoteFields(connection, quoteId, signal),
    meta: { handlesErrors: true },
  };
}

/** Fields whose change reprices shipping and tax (the address) or the total (the service). */
const REPRICING_FIELDS = new Set<string>([
  SHIPPING_FIELDS.address,
  SHIPPING_FIELDS.city,
  SHIPPING_FIELDS.state,
  SHIPPING_FIELDS.zip,
  SHIPPING_FIELDS.country,
  QUOTE_FIELD.shippingService,
  QUOTE_FIELD.customerShippingAccount,
]);

const savers = new WeakMap<QueryClient, Map<string, FieldSaver>>();

/**
 * The one field saver of a quote on this page: every checkout block writes through it, so a
 * value typed in one block and the Place order button in another see the same unsaved state.
 */
export function fieldSaverFor(
  queryClient: QueryClient,
  connection: GatewayConnection,
  quoteId: string,
): FieldSaver {
  let byQuote = savers.get(queryClient);
  if (!byQuote) {
    byQuote = new Map();
    savers.set(queryClient, byQuote);
  }
  let saver = byQuote.get(quoteId);
  if (!saver) {
    saver = new FieldSaver(connection, quoteId, (saved: QuoteFields, names) => {
      queryClient.setQueryData(checkoutKeys.fields(quoteId), saved);
      if (names.some((name) => REPRICING_FIELDS.has(name))) {
        void queryClient.invalidateQueries({ queryKey: [...checkoutKeys.quote(quoteId), 'tax'] });
        void queryClient.invalidateQueries({
          queryKey: [...checkoutKeys.quote(quoteId), 'shippingMethods'],
        });
        // The cart's totals include shipping and tax.
        void queryClient.invalidateQueries({ queryKey: ['cart'] });
      }
    });
    byQuote.set(quoteId, saver);
    // What was typed and not saved when this tab last left the quote's checkout comes back.
    keepCheckoutDraft(queryClient, saver, quoteId, checkoutKeys.fields(quoteId));
  }
  return saver;
}

/** A card payment the CRM approved for a quote, kept for this tab (a reload keeps it). */
export interface StoredPayment extends PaymentOutcome {
  quoteId: string;
}

const paymentKey = (quoteId: string) => `bf-checkout-payment-${quoteId}`;

export function readStoredPayment(quoteId: string): StoredPayment | null {
  const raw = browserStorage('sessionStorage')?.getItem(paymentKey(quoteId));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as StoredPayment;
    return value.quoteId === quoteId ? value : null;
  } catch {
    return null;
  }
}

export function storePayment(quoteId: string, outcome: PaymentOutcome | null): void {
  const storage = browserStorage('sessionStorage');
  if (!storage) return;
  if (outcome) storage.setItem(paymentKey(quoteId), JSON.stringify({ ...outcome, quoteId }));
  else storage.removeItem(paymentKey(quoteId));
}

const attemptKey = (quoteId: string) => `bf-checkout-attempt-${quoteId}`;

/**
 * The idempotency key of the attempt under way for a quote: kept in the tab's storage so a
 * reload or a retry during placement sends the same key and answers the same order.
 */
export function readAttemptKey(quoteId: string): string | null {
  return browserStorage('sessionStorage')?.getItem(attemptKey(quoteId)) ?? null;
}

export function storeAttemptKey(quoteId: string, key: string | null): void {
  const storage = browserStorage('sessionStorage');
  if (!storage) return;
  if (key) storage.setItem(attemptKey(quoteId), key);
  else storage.removeItem(attemptKey(quoteId));
}
