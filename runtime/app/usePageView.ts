import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { applyDocumentMeta } from '../storefront/documentMeta';
import { trackPageView, type Tracker } from '../storefront/googleTag';
import type { PageMeta } from '../storefront/pageOutcome';

// The last page view sent to the trackers, by router location key. Module state, not a ref, so
// StrictMode's double effects and a remount of the page count as the same view.
let lastTrackedView: string | null = null;

/** Applies a page's head (title, meta tags) and records one tracker page view per navigation. */
export function usePageView(meta: PageMeta, trackers: readonly Tracker[]): void {
  const location = useLocation();
  useEffect(() => {
    applyDocumentMeta(meta);
    if (lastTrackedView === location.key) return;
    lastTrackedView = location.key;
    trackPageView(trackers, { path: location.pathname + location.search, title: meta.title });
  }, [meta, trackers, location.key, location.pathname, location.search]);
}
