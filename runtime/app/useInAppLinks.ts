import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { prefetchPage } from './prefetchPage';
import type { Storefront } from './StorefrontContext';
import { isPlainClick } from '../ui/isPlainClick';
import { anchorOf, inAppPath } from './inAppPath';

/**
 * Blocks render plain `<a href>`s (their content comes from the CMS). Listening on the document
 * makes those links behave like router links: a plain click on an in-app path navigates on the
 * client, and hover, focus or touch prefetches the page. Listeners run after React's (which sit
 * on the root), so a link a component already handled (defaultPrevented) is left alone.
 */
export function useInAppLinks(storefront: Storefront): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const anchor = anchorOf(event.target);
      const path = anchor && inAppPath(anchor, window.location);
      if (!path) return;
      event.preventDefault();
      void navigate(path);
    };
    const onIntent = (event: Event) => {
      const anchor = anchorOf(event.target);
      const path = anchor && inAppPath(anchor, window.location);
      if (path) prefetchPage(storefront, path, window.location.href);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onIntent);
    document.addEventListener('focusin', onIntent);
    document.addEventListener('touchstart', onIntent, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onIntent);
    };
  }, [navigate, storefront]);
}
