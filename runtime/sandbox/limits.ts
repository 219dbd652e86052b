import { SANDBOX_MAX_MESSAGE_CHARS } from '../../schemas/sandboxLimits';

/**
 * The sandbox's budgets and caps (issue 6). One place, so the watchdog, the validators, the docs
 * (docs/custom-code.md, docs/security.md) and the tests agree.
 */
export const SANDBOX_LIMITS = {
  /** The worker must draw something this soon after it starts. */
  firstRenderMs: 3_000,
  /**
   * A worker started ahead of its block (while the page loads) is terminated if its block has not
   * mounted and claimed it by then; its script never ran.
   */
  preparedClaimMs: 5_000,
  /** A ping or a dispatched event must be answered this soon. */
  handlerMs: 500,
  /** How often the host pings each worker. */
  heartbeatMs: 1_000,
  /** Remote nodes one block may hold at once. */
  maxNodes: 2_000,
  /** Mutation records one block may send within one second. */
  maxMutationsPerSecond: 1_000,
  /** Characters of one message from a worker (JSON text). */
  maxMessageChars: SANDBOX_MAX_MESSAGE_CHARS,
  /** Characters of one text node or string property. */
  maxTextChars: 10_000,
  /** Bytes of one block's customCSS before sanitizing. */
  maxCssBytes: 50 * 1024,
  /** Add to cart is allowed this long after a user's click inside the block. */
  addToCartClickWindowMs: 1_000,
  /** Add to cart: at most this many calls per block within `addToCartWindowMs`. */
  addToCartPerWindow: 3,
  addToCartWindowMs: 10_000,
  /** Toasts: at most this many per block within `toastWindowMs`. */
  toastsPerWindow: 3,
  toastWindowMs: 10_000,
  /** Characters of a toast message. */
  maxToastChars: 200,
} as const;
