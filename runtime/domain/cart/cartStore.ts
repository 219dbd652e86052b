import type { QueryClient } from '@tanstack/query-core';
import { debounce, type GatewayConnection } from '../../gateway/index';
import { emitCartChanged, setAddToCartHandler, type CartSnapshot } from './cartBridge';
import { loadActiveCart, saveItemsToQuote } from './cartCalls';
import { CART_REFRESH_DEBOUNCE_MS, cartItemCount } from './cartRules';
import type { Cart } from './cartTypes';
import { storeCartCatalogGroup, storeGuestQuoteId, storeQuoteId } from './quoteStorage';

/** The TanStack Query key of the active cart; tax and promo info live under it too. */
export const CART_QUERY_KEY = ['cart'] as const;
/** The query key of the tax estimate of a quote, for the address and lines it was made from. */
export const cartTaxKey = (quoteId: string, basis: readonly unknown[]) =>
  [...CART_QUERY_KEY, 'tax', quoteId, ...basis] as const;
/** The query key of the promo code information of a quote. */
export const cartPromoKey = (quoteId: string) => [...CART_QUERY_KEY, 'promo', quoteId] as const;

/** What the cart bridge announces about a cart: its quote id and item count. */
export function cartSnapshot(cart: Cart | null): CartSnapshot {
  return cart
    ? { quoteId: cart.quote.id, itemCount: cartItemCount(cart.lineItems) }
    : { quoteId: null, itemCount: 0 };
}

/** The active cart query, shared by the cart block, the add-to-cart handler and the badge. */
export function cartQueryOptions(connection: GatewayConnection) {
  return {
    queryKey: CART_QUERY_KEY,
    queryFn: ({ signal }: { signal: AbortSignal }) => loadActiveCart(connection, signal),
    staleTime: CART_REFRESH_DEBOUNCE_MS,
    meta: { handlesErrors: true },
  };
}

/**
 * The server render's read of a signed-in visitor's active cart into the page's query cache, so
 * the cart and the checkout arrive with its lines (docs/decisions.md "The signed-in cart in the
 * server's HTML"). The gateway picks the quote for the verified caller, exactly as it does for
 * the browser's read: nothing the browser sent names it. A failed read leaves no entry behind, so
 * the page's blocks draw their loading state and the browser reads the cart itself.
 */
export async function readCartForRender(
  queryClient: QueryClient,
  connection: GatewayConnection,
): Promise<Cart | null> {
  try {
    return await queryClient.fetchQuery({ ...cartQueryOptions(connection), retry: false });
  } catch (error) {
    queryClient.removeQueries({ queryKey: CART_QUERY_KEY, exact: true });
    throw error;
  }
}

/**
 * The browser keeps the ids of a cart the server rendered, as it keeps those of a cart it read
 * (local storage is the browser's record, spec 001 section 4): the next add-to-cart goes into the
 * quote the page shows.
 */
function adoptRenderedCart(queryClient: QueryClient): void {
  const cart = queryClient.getQueryData<Cart | null>(CART_QUERY_KEY);
  if (!cart) return;
  storeQuoteId(cart.quote.id);
  storeCartCatalogGroup(cart.quote.catalogGroupId ?? null);
}

/** Puts a cart the CRM just answered with into the cache and tells the badge. */
export function publishCart(queryClient: QueryClient, cart: Cart | null): void {
  queryClient.setQueryData<Cart | null>(CART_QUERY_KEY, cart);
  emitCartChanged(cartSnapshot(cart));
}

const refreshers = new WeakMap<QueryClient, () => void>();

/**
 * Asks for a fresh cart once changes have settled: every mutation calls this, and only the last
 * of a burst within 3000 ms (spec 001 section 9) reaches the CRM. Tax and promo info refresh with
 * it, since they depend on the lines.
 */
export function scheduleCartRefresh(queryClient: QueryClient): void {
  let refresh = refreshers.get(queryClient);
  if (!refresh) {
    refresh = debounce(() => {
      void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    }, CART_REFRESH_DEBOUNCE_MS);
    refreshers.set(queryClient, refresh);
  }
  refresh();
}

/** Spec 001 section 4: resetting clears the count, the items and the quote record. */
export function resetCart(queryClient: QueryClient): void {
  storeQuoteId(null);
  storeCartCatalogGroup(null);
  storeGuestQuoteId(null);
  queryClient.removeQueries({ queryKey: CART_QUERY_KEY });
  queryClient.setQueryData<Cart | null>(CART_QUERY_KEY, null);
  emitCartChanged(cartSnapshot(null));
}

export interface InstalledCart {
  /** Loads the cart again (after sign-in, sign-out or an account switch) and tells the badge. */
  reload(): void;
  /**
   * Loads the cart unless a fresh answer or a load is at hand (the badge's first count); a cart
   * the server rendered is that answer, and its ids become the browser's.
   */
  load(): void;
  /** Unregisters the add-to-cart handler and stops announcing. */
  uninstall(): void;
}

/**
 * Wires the cart into the page: registers the add-to-cart handler every block and the sandbox use
 * (runtime/domain/cart/cartBridge.ts), announces every new answer of the cart query to the badge, and
 * loads the cart once so the badge shows its count from the first page.
 */
export function installCart(
  connection: GatewayConnection,
  queryClient: QueryClient,
  /**
   * False: the first load waits for `load()`. A hydrating page calls it after the hydration's
   * commit: an answer arriving mid-hydration would make the cart's blocks render lines where the
   * server's markup has their loading state (a hydration mismatch).
   */
  { loadNow = true }: { loadNow?: boolean } = {},
): InstalledCart {
  const unregister = setAddToCartHandler(async ({ productId, quantity }) => {
    const cart = await saveItemsToQuote(connection, [{ itemId: productId, qty: quantity }]);
    publishCart(queryClient, cart);
    void queryClient.invalidateQueries({ queryKey: [...CART_QUERY_KEY, 'tax'] });
    return cartSnapshot(cart);
  });
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    const { queryKey, state } = event.query;
    if (event.type !== 'updated' || queryKey.length !== 1 || queryKey[0] !== CART_QUERY_KEY[0])
      return;
    if (event.action.type === 'success') emitCartChanged(cartSnapshot(state.data as Cart | null));
  });
  const reload = () => {
    // A load still under way belongs to the previous session: cancel it rather than share it.
    void queryClient
      .cancelQueries({ queryKey: CART_QUERY_KEY, exact: true })
      .then(() => queryClient.fetchQuery({ ...cartQueryOptions(connection), staleTime: 0 }))
      // The badge keeps its last count; the cart page shows the failure with a retry.
      .catch(() => undefined);
  };
  const load = () => {
    adoptRenderedCart(queryClient);
    void queryClient.fetchQuery(cartQueryOptions(connection)).catch(() => undefined);
  };
  if (loadNow) reload();
  // Hydrating: the badge starts from the cart the page was rendered with (useCartItemCount), so
  // the count the server drew stays until the cart changes.
  else emitCartChanged(cartSnapshot(queryClient.getQueryData<Cart | null>(CART_QUERY_KEY) ?? null));
  return {
    reload,
    load,
    uninstall: () => {
      unsubscribe();
      unregister();
    },
  };
}

/**
 * After an order the ordered quote is no longer the cart: the CRM started a new one (newCartId,
 * or none yet). The stored ids follow it and the cart loads again, so the badge shows the new
 * cart's count.
 */
export function replaceCartAfterOrder(
  queryClient: QueryClient,
  newCartId: string | null,
  isGuest: boolean,
): void {
  storeQuoteId(newCartId);
  if (isGuest) storeGuestQuoteId(newCartId);
  queryClient.removeQueries({ queryKey: CART_QUERY_KEY });
  emitCartChanged(cartSnapshot(null));
  void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
}
