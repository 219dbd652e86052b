import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollForLocation } from './scrollOnNavigate';

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
}
