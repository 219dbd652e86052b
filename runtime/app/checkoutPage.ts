import { loadActiveCart } from '../domain/cart/cartCalls';
import { cartQueryOptions, readCartForRender } from '../domain/cart/cartStore';
import { CART_PATH } from '../storefront/routePaths';
import type { TemplateDetails } from '../storefront/templateDetails';
import type { Storefront } from './StorefrontContext';

/** The pageCategory of the checkout's template (routeTable.ts, `/checkout`). */
const CHECKOUT_CATEGORY = 'checkout';

/**
 * Where a visit to the checkout goes when there is nothing to order (docs/decisions.md, "An empty
 * checkout"): the cart, which says the cart is empty and offers to continue shopping, instead of
 * a checkout whose every step says "Your cart is empty.". Null: show the checkout. The cart read
 * is the one the checkout's blocks make anyway (one cache entry). A failed read shows the
 * checkout, whose blocks say what failed.
 */
export async function emptyCheckoutRedirect(
  storefront: Storefront,
  template: TemplateDetails,
): Promise<string | null> {
  if (template.pageCategory.toLowerCase() !== CHECKOUT_CATEGORY) return null;
  if (typeof window !== 'undefined') {
    return cartRedirect(() =>
      storefront.queryClient.fetchQuery(cartQueryOptions(storefront.connection)),
    );
  }
  // The server's render of a signed-in visitor's checkout: their cart read as them, into the
  // page's query cache, so the checkout's blocks render its lines (renderFirstPage.tsx). Not when
  // the browser holds a guest cart (its cookie): the browser's read makes that cart theirs first,
  // so the page's blocks render their loading state and this read stays outside the cache. A
  // guest's cart is known only to the browser's storage: the server leaves a guest's checkout to
  // the client (renderFirstPage.tsx), so this never decides for one.
  if (!storefront.isLoggedIn()) return null;
  return cartRedirect(() =>
    storefront.pageState?.guestCart
      ? loadActiveCart(storefront.connection)
      : readCartForRender(storefront.queryClient, storefront.connection),
  );
}

/** The cart when `readCart` finds it empty; null when it has lines or the read failed. */
async function cartRedirect(
  readCart: () => Promise<{ lineItems: readonly unknown[] } | null>,
): Promise<string | null> {
  try {
    const cart = await readCart();
    return cart && cart.lineItems.length > 0 ? null : CART_PATH;
  } catch {
    return null;
  }
}
