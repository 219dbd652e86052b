import { Router, type Navigator } from 'react-router-dom';
import { Page } from './Page';
import { PageLayoutFrame } from './PageLayoutFrame';
import { RouteError } from './ErrorPage';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import type { RouterState } from './storefrontRouter';
import type { Storefront } from './StorefrontContext';
import { StorefrontShell } from './StorefrontShell';
import { RouteLayoutContext, routeLayout } from './useRouteLayout';

interface StorefrontRoutesProps {
  storefront: Storefront;
  state: Pick<RouterState, 'location' | 'action' | 'page' | 'error'>;
  navigator: Navigator;
  /** The server's render: react-router's hooks know there is no history to change. */
  isStatic?: boolean;
}

/**
 * Every page of the storefront (spec 000 and 001 section 2), the same tree in the server's render
 * and the browser's: react-router's `<Router>` for the blocks' hooks and links, the shell, the
 * frame of the path's layout and the page the loader resolved (pageLoader.ts decides from the
 * whole path with the route table), or its error page. An error thrown while rendering the page
 * shows the error page inside the shell; one thrown by the shell, the error page alone.
 */
export function StorefrontRoutes({
  storefront,
  state,
  navigator,
  isStatic = false,
}: StorefrontRoutesProps) {
  const { location, page, error } = state;
  return (
    <Router
      location={location}
      navigationType={state.action}
      navigator={navigator}
      static={isStatic}
    >
      <RouteLayoutContext.Provider value={routeLayout(location.pathname)}>
        <RouteErrorBoundary location={location}>
          <StorefrontShell storefront={storefront}>
            <PageLayoutFrame>
              <RouteErrorBoundary location={location}>
                {error ? <RouteError failure={error} /> : page && <Page data={page} />}
              </RouteErrorBoundary>
            </PageLayoutFrame>
          </StorefrontShell>
        </RouteErrorBoundary>
      </RouteLayoutContext.Provider>
    </Router>
  );
}
