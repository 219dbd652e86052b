import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CheckoutRequirements } from './checkoutRequirements';

const stores = new WeakMap<QueryClient, CheckoutRequirements>();

function requirementsOf(queryClient: QueryClient): CheckoutRequirements {
  let store = stores.get(queryClient);
  if (!store) {
    store = new CheckoutRequirements();
    stores.set(queryClient, store);
  }
  return store;
}

/** A block reports what it still requires before the order can be placed (cleared on unmount). */
export function useReportCheckoutRequirements(blockId: string, reasons: readonly string[]): void {
  const store = requirementsOf(useQueryClient());
  const key = reasons.join('\n');
  useEffect(() => {
    store.report(blockId, key ? key.split('\n') : []);
  }, [store, blockId, key]);
  useEffect(() => () => store.report(blockId, []), [store, blockId]);
}

/** What the page's blocks still require, as reasons for the Place order button. */
export function useCheckoutRequirements(): readonly string[] {
  const store = requirementsOf(useQueryClient());
  return useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.snapshot(),
    () => store.snapshot(),
  );
}
