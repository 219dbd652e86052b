import { useQueryClient } from '@tanstack/react-query';
import { useBlockMutation } from '../../data/useBlockMutation';
import {
  applyPromoCode,
  deleteLines,
  makeActiveCart,
  putItemsInCart,
  startNewCart,
  updateQuantities,
} from './cartCalls';
import type { ItemToSave, QuantityChange } from './cartCalls';
import { cartItemCount } from './cartRules';
import { CART_QUERY_KEY, publishCart, scheduleCartRefresh } from './cartStore';
import type { Cart } from './cartTypes';

/**
 * The cart's changes as TanStack mutations, for every block that edits the cart (the cart block
 * today, checkout next). Each puts what the CRM answered into the cart query at once (and tells
 * the badge), then asks for a debounced refresh (3000 ms) so a burst of edits costs one reload; a
 * promo code or a cart switch refreshes at once since totals change. Failures are shown by the
 * block next to the control that failed (no global toast): render `MutationError` for each
 * mutation where it is triggered.
 */
export function useCartActions() {
  const queryClient = useQueryClient();
  const settle = () => scheduleCartRefresh(queryClient);
  const replaceCart = (cart: Cart | null) => publishCart(queryClient, cart);

  // Every failure is shown by the cart's blocks next to the control that failed (`'inline'`).
  // Line edits put the CRM's answer in the cache and refresh the cart debounced (`settle`), so
  // they declare nothing to invalidate; a promo code or a cart switch changes every total.
  const updateQuantity = useBlockMutation({
    mutationFn: (connection, change: QuantityChange) => updateQuantities(connection, [change]),
    invalidates: [],
    failure: 'inline',
    onSuccess: (lines) => {
      if (!lines) return;
      const current = queryClient.getQueryData<Cart | null>(CART_QUERY_KEY);
      if (current)
        publishCart(queryClient, { ...current, lineItems: lines, itemCount: cartItemCount(lines) });
      settle();
    },
  });

  const removeLine = useBlockMutation({
    mutationFn: (connection, lineId: string) => deleteLines(connection, [lineId]),
    invalidates: [],
    failure: 'inline',
    onSuccess: (cart) => {
      if (cart) publishCart(queryClient, cart);
      settle();
    },
  });

  const applyPromo = useBlockMutation({
    mutationFn: (connection, { quoteId, code }: { quoteId: string; code: string }) =>
      applyPromoCode(connection, quoteId, code),
    invalidates: [CART_QUERY_KEY],
    failure: 'inline',
  });

  const newCart = useBlockMutation({
    mutationFn: (connection) => startNewCart(connection),
    invalidates: [CART_QUERY_KEY],
    failure: 'inline',
    onSuccess: replaceCart,
  });

  const activate = useBlockMutation({
    mutationFn: (connection, quoteId: string) => makeActiveCart(connection, quoteId),
    invalidates: [CART_QUERY_KEY],
    failure: 'inline',
    onSuccess: replaceCart,
  });

  // An uploaded list (issue 20): many items at once; with setQuantities, items already in the
  // cart take the list's quantity. The block shows the failure next to its button.
  const addItems = useBlockMutation({
    mutationFn: (
      connection,
      { items, setQuantities }: { items: readonly ItemToSave[]; setQuantities: boolean },
    ) =>
      putItemsInCart(connection, items, {
        setQuantities,
        currentLines: queryClient.getQueryData<Cart | null>(CART_QUERY_KEY)?.lineItems ?? [],
      }),
    invalidates: [[...CART_QUERY_KEY, 'tax']],
    failure: 'inline',
    onSuccess: (cart) => {
      if (cart) replaceCart(cart);
      settle();
    },
  });

  return { updateQuantity, removeLine, applyPromo, newCart, activate, addItems };
}
