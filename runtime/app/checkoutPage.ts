import { cartQueryOptions } from '../domain/cart/cartStore';
import { CART_PATH } from '../storefront/routePaths';
import type { TemplateDetails } from '../storefront/templateDetails';
import type { Storefront } from './StorefrontContext';

/** The pageCategory of the checkout's template (routeTable.ts, `/checkout`). */
const CHECKOUT_CATEGORY = 'checkout';

/**
 * Where a visit to the checkout goes when there is nothing to order (docs/decisions.md, "An empty
 * checkout"): the cart, which says the cart is empty and offers to continue shopping, instead of
 * a checkout whose every step says "Your cart is empty.". Null: show the checkout. The cart read
 * is the one the checkout's blocks make anyway (one cache entry). Only in the browser: the cart
 * is known from the browser's storage and session, and the server leaves the checkout to the
 * client. A failed read shows the checkout, whose blocks say what failed.
 */
export async function emptyCheckoutRedirect(
  storefront: Storefront,
  template: TemplateDetails,
): Promise<string | null> {
  if (typeof window === 'undefined') return null;
  if (template.pageCategory.toLowerCase() !== CHECKOUT_CATEGORY) return null;
  try {
    const cart = await storefront.queryClient.fetchQuery(cartQueryOptions(storefront.connection));
    return cart && cart.lineItems.length > 0 ? null : CART_PATH;
  } catch {
    return null;
  }
}
