import { startTransition, useLayoutEffect, useState } from 'react';
import type { StorefrontRouter } from './storefrontRouter';
import type { Storefront } from './StorefrontContext';
import { StorefrontRoutes } from './StorefrontRoutes';

/**
 * Renders the router's state, and each new one as a transition (as react-router's RouterProvider
 * did): React keeps the old page on screen while the new one renders. Nothing renders before the
 * first page is loaded.
 */
export function StorefrontRouterProvider({
  router,
  storefront,
}: {
  router: StorefrontRouter;
  storefront: Storefront;
}) {
  const [state, setState] = useState(router.state);
  // A page loaded between the first render and this subscription comes with it (subscribe).
  useLayoutEffect(
    () => router.subscribe((next) => startTransition(() => setState(next))),
    [router],
  );
  if (!state.initialized) return null;
  return <StorefrontRoutes storefront={storefront} state={state} navigator={router.navigator} />;
}
