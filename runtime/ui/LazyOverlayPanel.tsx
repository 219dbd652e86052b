import { Suspense, type ReactNode } from 'react';

/** What `LazyOverlayPanel` renders, and when. */
export interface LazyOverlayPanelProps {
  /** The overlay's state (`useLazyOverlay`): nothing renders until it is `wanted`. */
  overlay: { wanted: boolean };
  /** The lazy panel (`lazyOverlay(...).Component`) with its props. */
  children: ReactNode;
}

/**
 * Where a lazy overlay's panel goes, beside its trigger: nothing until the trigger is first
 * pressed (the server's HTML and the hydration stay without it), then the panel in a Suspense
 * boundary of its own that shows nothing while its code arrives.
 */
export function LazyOverlayPanel({ overlay, children }: LazyOverlayPanelProps) {
  return overlay.wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
