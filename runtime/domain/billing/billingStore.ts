import { browserStorage } from '../../state/browserStorage';
import type { InvoiceAllocation } from './billingTypes';

/** The query keys of the billing area: everything lives under `['billing']`. */
export const billingKeys = {
  all: ['billing'] as const,
  invoices: ['billing', 'invoices'] as const,
  selectedInvoices: (ids: readonly string[]) => ['billing', 'invoices', 'ids', ...ids] as const,
  invoice: (invoiceId: string) => ['billing', 'invoice', invoiceId] as const,
  document: (invoiceId: string) => ['billing', 'invoice', invoiceId, 'document'] as const,
  payments: ['billing', 'payments'] as const,
};

const ATTEMPT_KEY = 'bf-invoice-payment-attempt';

/** The attempt's allocations in one comparable string (id:cents, sorted). */
export function allocationsSignature(allocations: readonly InvoiceAllocation[]): string {
  return allocations
    .map(({ invoiceId, amount }) => `${invoiceId}:${Math.round(amount * 100)}`)
    .sort()
    .join(',');
}

/**
 * The idempotency key of the payment attempt in this tab, if it is for the same invoices and
 * amounts: a retry after a timeout, or a return from the payment page without paying, reuses it;
 * a changed selection gets a new attempt.
 */
export function readAttempt(allocations: readonly InvoiceAllocation[]): string | null {
  const stored = browserStorage('sessionStorage')?.getItem(ATTEMPT_KEY);
  if (!stored) return null;
  try {
    const { key, signature } = JSON.parse(stored) as { key?: string; signature?: string };
    return key && signature === allocationsSignature(allocations) ? key : null;
  } catch {
    return null;
  }
}

export function storeAttempt(allocations: readonly InvoiceAllocation[], key: string | null): void {
  const storage = browserStorage('sessionStorage');
  if (!storage) return;
  if (key)
    storage.setItem(
      ATTEMPT_KEY,
      JSON.stringify({ key, signature: allocationsSignature(allocations) }),
    );
  else storage.removeItem(ATTEMPT_KEY);
}
