import { SANDBOX_LIMITS } from './limits';
import { slidingWindow } from './rateLimit';

export type RateWindow = ReturnType<typeof slidingWindow>;

/** The limits every block's script on the page shares (one document, one set). */
export interface PageLimits {
  toasts: RateWindow;
  navigations: RateWindow;
}

export function createPageLimits(now: () => number): PageLimits {
  return {
    toasts: slidingWindow(SANDBOX_LIMITS.pageToastsPerWindow, SANDBOX_LIMITS.toastWindowMs, now),
    navigations: slidingWindow(
      SANDBOX_LIMITS.pageNavigationsPerWindow,
      SANDBOX_LIMITS.navigationWindowMs,
      now,
    ),
  };
}

let documentLimits: PageLimits | null = null;

/**
 * The page's shared limits: ten blocks with three toasts each, or scripts taking turns to
 * navigate, are still capped as one page.
 */
export function pageLimits(): PageLimits {
  documentLimits ??= createPageLimits(() => performance.now());
  return documentLimits;
}
