import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollForLocation, scrollToContentAnchor } from './scrollOnNavigate';

/**
 * Scrolls on every page change (a new history entry, even to the same path): a layout effect in
 * the shell runs after the new page's elements exist, before the browser paints the old scroll
 * position over the new page.
 */
export function useScrollOnNavigate(): void {
  const { key, hash } = useLocation();
  useLayoutEffect(() => {
    scrollForLocation(hash);
  }, [key, hash]);
  // Hash links on the same page are the browser's (runtime/app/inAppPath.ts); content anchors
  // carry a prefix the browser does not know.
  useEffect(() => {
    const onHashChange = () => scrollToContentAnchor(window.location.hash);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
}
