import { createContext, useContext } from 'react';
import { DEFAULT_LAYOUT, type PageLayout } from '../storefront/pageLayout';
import { matchNamedRoute } from '../storefront/routeTable';

/** The layout of the routed location (StorefrontRoutes.tsx provides it). */
export const RouteLayoutContext = createContext<PageLayout>(DEFAULT_LAYOUT);

/**
 * The layout of a path: its named route's, else `default` (spec 000 section 2). It depends on the
 * path alone, so an error page keeps its route's layout (a 404 on /login is wrapperless too).
 */
export function routeLayout(pathname: string): PageLayout {
  return matchNamedRoute(pathname)?.route.layout ?? DEFAULT_LAYOUT;
}

/** The layout of the current page. */
export function useRouteLayout(): PageLayout {
  return useContext(RouteLayoutContext);
}
