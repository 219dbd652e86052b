/**
 * The cart and quote area of the domain layer (runtime/domain/README.md): what the rest of the
 * runtime and the built-in blocks entry (runtime/blocks.ts) take from it. The wiring that keeps
 * the cache, the badge and local storage in step (installCart, publishCart, resetCart, the query
 * keys, the bridge's setter) stays inside the area; the shell (runtime/start.tsx) starts it.
 */
export { actionLabel, cardActions, type CardAction } from './cardActions';
export { attributeLabel } from './attributeLabel';
export {
  addToCart,
  currentCartSnapshot,
  NO_CART_SNAPSHOT,
  NoCartError,
  onCartChanged,
  type AddToCartHandler,
  type AddToCartRequest,
  type CartListener,
  type CartSnapshot,
} from './cartBridge';
export { PromoCodeError, type PromoResult, type QuantityChange } from './cartCalls';
export { lineDiscountLabel, parseQuantity } from './cartRules';
export type { Cart, CartLine, CartQuote, CartShipping } from './cartTypes';
export { useCart } from './useCart';
export { useCartActions } from './useCartActions';
export { useCartItemCount } from './useCartItemCount';
export { useCartSummary } from './useCartSummary';
export { getShuttleInfo } from './punchoutCalls';
export {
  parseShuttleInfo,
  punchoutCart,
  punchoutFormFields,
  type PunchoutCart,
  type PunchoutLine,
} from './punchoutRules';
export { PUNCHOUT_ENDED_MESSAGE, useProcurementReturn } from './useProcurementReturn';
