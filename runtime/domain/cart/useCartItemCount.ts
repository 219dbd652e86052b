import { useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { currentCartSnapshot, onCartChanged } from './cartBridge';
import { CART_QUERY_KEY, cartSnapshot } from './cartStore';
import type { Cart } from './cartTypes';

const subscribe = (listener: () => void) => onCartChanged(listener);
const announcedCount = () => currentCartSnapshot().itemCount;

/**
 * The number of items in the active cart, for the header's badge: what the cart bridge last
 * announced. The server's render, and the browser while it hydrates that render, count the cart
 * in the page's query cache: a signed-in visitor's page is rendered with their cart
 * (renderFirstPage.tsx), so its HTML shows the real count, not 0 until the client has loaded.
 * The browser's bridge starts from that same cart (installCart), so nothing changes after.
 */
export function useCartItemCount(): number {
  const queryClient = useQueryClient();
  return useSyncExternalStore(
    subscribe,
    announcedCount,
    () => cartSnapshot(queryClient.getQueryData<Cart | null>(CART_QUERY_KEY) ?? null).itemCount,
  );
}
