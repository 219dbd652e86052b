/**
 * The one seam between the cart (owned by the commerce blocks, issue 8) and code that is not the
 * cart but may act on it: the sandbox's add-to-cart capability, the header's badge, integrator
 * blocks. `runtime/` never imports `blocks/`, so the cart block registers its handler here at run
 * time and announces changes through the same bridge.
 */

/** One product line to add to the active cart (quote). */
export interface AddToCartRequest {
  /** The catalogue item id (the CRM's product / catalog item id). */
  productId: string;
  /** A positive whole number. */
  quantity: number;
}

/** What listeners learn after any change to the active cart. */
export interface CartSnapshot {
  /** The active quote's id, or null when there is no cart yet. */
  quoteId: string | null;
  /** The number the header's cart badge shows. */
  itemCount: number;
}

/** The cart implementation the cart block registers with `setAddToCartHandler`. */
export type AddToCartHandler = (request: AddToCartRequest) => Promise<CartSnapshot>;
/** Called with the new snapshot after every cart change (`onCartChanged`). */
export type CartListener = (snapshot: CartSnapshot) => void;

/** Thrown by `addToCart` when no cart implementation is registered (e.g. in isolated stories). */
export class NoCartError extends Error {
  constructor() {
    super('The cart is not available on this page.');
    this.name = 'NoCartError';
  }
}

/**
 * No cart known yet: what a page starts from, and what the server's render shows (the cart lives
 * in the browser), so a hydrating badge first renders this and then the real count.
 */
export const NO_CART_SNAPSHOT: CartSnapshot = Object.freeze({ quoteId: null, itemCount: 0 });

let addToCartHandler: AddToCartHandler | null = null;
let lastSnapshot: CartSnapshot = NO_CART_SNAPSHOT;
const listeners = new Set<CartListener>();

/** Called once by the cart implementation; returns the function that unregisters it. */
export function setAddToCartHandler(handler: AddToCartHandler): () => void {
  addToCartHandler = handler;
  return () => {
    if (addToCartHandler === handler) addToCartHandler = null;
  };
}

/** Adds a line to the active cart through the registered cart implementation. */
export async function addToCart(request: AddToCartRequest): Promise<CartSnapshot> {
  if (!Number.isInteger(request.quantity) || request.quantity < 1) {
    throw new RangeError('Quantity must be a whole number of at least 1.');
  }
  if (!addToCartHandler) throw new NoCartError();
  return addToCartHandler(request);
}

/**
 * The cart implementation calls this after every change it makes or observes. Several paths
 * observe the same answer (the write that made it, the cache, the cart block), so listeners hear
 * only of a cart that differs from the last one announced: one event per change.
 */
export function emitCartChanged(snapshot: CartSnapshot): void {
  if (snapshot.quoteId === lastSnapshot.quoteId && snapshot.itemCount === lastSnapshot.itemCount)
    return;
  lastSnapshot = snapshot;
  for (const listener of listeners) listener(snapshot);
}

/** The last announced state of the cart. */
export function currentCartSnapshot(): CartSnapshot {
  return lastSnapshot;
}

/** Subscribes to cart changes; returns the unsubscribe function. */
export function onCartChanged(listener: CartListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
