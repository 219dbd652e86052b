import { useMatches } from 'react-router-dom';
import { DEFAULT_LAYOUT, type PageLayout, type RouteHandle } from '../storefront/pageLayout';

function layoutOf(handle: unknown): PageLayout | undefined {
  return typeof handle === 'object' && handle !== null ? (handle as RouteHandle).layout : undefined;
}

/**
 * The layout of the current page: the deepest matched route's `handle.layout`, else `default`
 * (spec 000 section 2). The matches stay when a loader fails, so an error page keeps its
 * route's layout (a 404 on /login is wrapperless too).
 */
export function useRouteLayout(): PageLayout {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const layout = layoutOf(matches[index]?.handle);
    if (layout) return layout;
  }
  return DEFAULT_LAYOUT;
}
