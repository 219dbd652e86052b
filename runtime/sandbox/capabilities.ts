import type { AddToCartRequest, CartSnapshot } from '../domain/cart/cartBridge';
import { SANDBOX_LIMITS } from './limits';
import { appRoute, cartRequest, toastMessage } from './propValidators';
import type { PageLimits } from './pageLimits';
import { slidingWindow } from './rateLimit';

/** What the host lends one block's customJS (docs/custom-code.md); nothing else is reachable. */
export interface CapabilityDeps {
  showToast(message: string): void;
  navigate(path: string): void;
  addToCart(request: AddToCartRequest): Promise<CartSnapshot>;
  /** The limits all the page's scripts share (pageLimits.ts). */
  page: PageLimits;
  now(): number;
}

export type CapabilityResult = { ok: true; itemCount?: number } | { ok: false; error: string };

export const ADD_TO_CART_NEEDS_CLICK = "Add to cart needs a click on one of this block's buttons.";
export const ADD_TO_CART_TOO_OFTEN = 'Too many add-to-cart requests; try again shortly.';

/**
 * The capability broker of one block: each request is checked (paths, message text, product and
 * quantity) and rate-limited, per block and, for toasts and navigation, per page. Add to cart
 * needs a user's click on a button the script drew (`userPressed`, called by the host's button),
 * within 1 s, and each click allows one add. A refused request never reaches the app.
 */
export function createCapabilities(deps: CapabilityDeps) {
  /** When the user last pressed one of the block's buttons, until an add to cart uses it. */
  let pressedAt: number | null = null;
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
    /** The host's button saw a trusted click: one add to cart may follow. */
    userPressed(): void {
      pressedAt = deps.now();
    },
    toast(message: unknown): CapabilityResult {
      const text = toastMessage(message);
      if (text === null)
        return { ok: false, error: 'toast: the message must be 1 to 200 characters' };
      if (!toasts.take()) return { ok: false, error: 'toast: too many toasts' };
      if (!deps.page.toasts.take())
        return { ok: false, error: 'toast: too many toasts on this page' };
      deps.showToast(text);
      return { ok: true };
    },
    navigate(to: unknown): CapabilityResult {
      const path = appRoute(to);
      if (path === null)
        return { ok: false, error: `navigate: "${String(to).slice(0, 80)}" is not an app route` };
      if (!deps.page.navigations.take())
        return { ok: false, error: 'navigate: too many navigations on this page' };
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
      if (pressedAt === null || deps.now() - pressedAt > SANDBOX_LIMITS.addToCartClickWindowMs) {
        return { ok: false, error: ADD_TO_CART_NEEDS_CLICK };
      }
      // One click, one add: a handler that calls addToCart ten times adds once.
      pressedAt = null;
      if (!adds.take()) return { ok: false, error: ADD_TO_CART_TOO_OFTEN };
      const snapshot = await deps.addToCart(request);
      return { ok: true, itemCount: snapshot.itemCount };
    },
  };
}

export type Capabilities = ReturnType<typeof createCapabilities>;
