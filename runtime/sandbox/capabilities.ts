import type { AddToCartRequest, CartSnapshot } from '../domain/cart/cartBridge';
import { SANDBOX_LIMITS } from './limits';
import { appRoute, cartRequest, toastMessage } from './propValidators';
import { slidingWindow } from './rateLimit';

/** What the host lends one block's customJS (docs/custom-code.md); nothing else is reachable. */
export interface CapabilityDeps {
  showToast(message: string): void;
  navigate(path: string): void;
  addToCart(request: AddToCartRequest): Promise<CartSnapshot>;
  /** When the user last clicked inside this block (performance.now() time), or -Infinity. */
  lastClickAt(): number;
  now(): number;
}

export type CapabilityResult = { ok: true; itemCount?: number } | { ok: false; error: string };

export const ADD_TO_CART_NEEDS_CLICK = 'Add to cart needs a click in this block.';
export const ADD_TO_CART_TOO_OFTEN = 'Too many add-to-cart requests; try again shortly.';

/**
 * The capability broker of one block: each request is checked (paths, message text, product and
 * quantity), rate-limited, and add to cart is allowed only within 1 s of a user's click in the
 * block. A refused request never reaches the app.
 */
export function createCapabilities(deps: CapabilityDeps) {
  const toasts = slidingWindow(
    SANDBOX_LIMITS.toastsPerWindow,
    SANDBOX_LIMITS.toastWindowMs,
    deps.now,
  );
  const adds = slidingWindow(
    SANDBOX_LIMITS.addToCartPerWindow,
    SANDBOX_LIMITS.addToCartWindowMs,
    deps.now,
  );
  return {
    toast(message: unknown): CapabilityResult {
      const text = toastMessage(message);
      if (text === null)
        return { ok: false, error: 'toast: the message must be 1 to 200 characters' };
      if (!toasts.take()) return { ok: false, error: 'toast: too many toasts' };
      deps.showToast(text);
      return { ok: true };
    },
    navigate(to: unknown): CapabilityResult {
      const path = appRoute(to);
      if (path === null)
        return { ok: false, error: `navigate: "${String(to).slice(0, 80)}" is not an app route` };
      deps.navigate(path);
      return { ok: true };
    },
    async addToCart(productId: unknown, quantity: unknown): Promise<CapabilityResult> {
      const request = cartRequest(productId, quantity);
      if (request === null)
        return {
          ok: false,
          error: 'addToCart: a product id and a quantity of 1 to 999 are needed',
        };
      if (deps.now() - deps.lastClickAt() > SANDBOX_LIMITS.addToCartClickWindowMs) {
        return { ok: false, error: ADD_TO_CART_NEEDS_CLICK };
      }
      if (!adds.take()) return { ok: false, error: ADD_TO_CART_TOO_OFTEN };
      const snapshot = await deps.addToCart(request);
      return { ok: true, itemCount: snapshot.itemCount };
    },
  };
}

export type Capabilities = ReturnType<typeof createCapabilities>;
