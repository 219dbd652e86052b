import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useGatewayConnection } from '../../app/GatewayProvider';
import {
  applyPromoCode,
  deleteLines,
  makeActiveCart,
  startNewCart,
  updateQuantities,
} from './cartCalls';
import type { QuantityChange } from './cartCalls';
import { cartItemCount } from './cartRules';
import { CART_QUERY_KEY, publishCart, scheduleCartRefresh } from './cartStore';
import type { Cart } from './cartTypes';

/**
 * The cart's changes as TanStack mutations, for every block that edits the cart (the cart block
 * today, checkout next). Each puts what the CRM answered into the cart query at once (and tells
 * the badge), then asks for a debounced refresh (3000 ms) so a burst of edits costs one reload; a
 * promo code or a cart switch refreshes at once since totals change. Failures are shown by the
 * block next to the control that failed (no global toast), so each mutation's `error` must be
 * read where it is triggered.
 */
export function useCartActions() {
  const connection = useGatewayConnection();
  const queryClient = useQueryClient();
  const settle = () => scheduleCartRefresh(queryClient);
  const replaceCart = (cart: Cart | null) => {
    publishCart(queryClient, cart);
    void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
  };
  // The gateway failure toast is shown by the blocks themselves, next to the action.
  const meta = { handlesErrors: true };

  const updateQuantity = useMutation({
    mutationFn: (change: QuantityChange) => updateQuantities(connection, [change]),
    meta,
    onSuccess: (lines) => {
      if (!lines) return;
      const current = queryClient.getQueryData<Cart | null>(CART_QUERY_KEY);
      if (current)
        publishCart(queryClient, { ...current, lineItems: lines, itemCount: cartItemCount(lines) });
      settle();
    },
  });

  const removeLine = useMutation({
    mutationFn: (lineId: string) => deleteLines(connection, [lineId]),
    meta,
    onSuccess: (cart) => {
      if (cart) publishCart(queryClient, cart);
      settle();
    },
  });

  const applyPromo = useMutation({
    mutationFn: ({ quoteId, code }: { quoteId: string; code: string }) =>
      applyPromoCode(connection, quoteId, code),
    meta,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
  });

  const newCart = useMutation({
    mutationFn: () => startNewCart(connection),
    meta,
    onSuccess: replaceCart,
  });

  const activate = useMutation({
    mutationFn: (quoteId: string) => makeActiveCart(connection, quoteId),
    meta,
    onSuccess: replaceCart,
  });

  return { updateQuantity, removeLine, applyPromo, newCart, activate };
}
