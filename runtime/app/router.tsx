import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../storefront/pageLayout';
import { NAMED_ROUTES, routerPath } from '../storefront/routeTable';
import { RouteError } from './ErrorPage';
import { Page } from './Page';
import { PageLayoutFrame } from './PageLayoutFrame';
import { pageLoader } from './pageLoader';
import type { Storefront } from './StorefrontContext';
import { StorefrontShell } from './StorefrontShell';

/**
 * The spec's routes (spec 000 and 001 section 2). One loader serves them all: resolvePage decides
 * from the whole path with the same route table (routeTable.ts), so the routes here carry only
 * what react-router needs: the path and the layout metadata (`handle.layout`). React Router ranks
 * static segments first, so `/:page` and the product-by-slug paths take what no named route does.
 */
export function storefrontRoutes(storefront: Storefront): RouteObject[] {
  const loader = pageLoader(storefront);
  const page = { element: <Page />, loader };
  const named: RouteObject[] = NAMED_ROUTES.map((route) => {
    const handle: RouteHandle = { layout: route.layout };
    const path = routerPath(route.pattern);
    return path === '/' ? { index: true, handle, ...page } : { path, handle, ...page };
  });
  return [
    {
      element: <StorefrontShell storefront={storefront} />,
      errorElement: <RouteError />,
      children: [
        {
          element: <PageLayoutFrame />,
          children: [
            {
              // Pathless: a page's error renders inside the shell and its layout, in place of the page.
              errorElement: <RouteError />,
              children: [
                ...named,
                { path: ':page', ...page },
                { path: ':templateName/:catalogName/:productName/*', ...page },
                { path: '*', ...page },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/** With `hydrationData`, the server's loader results: the first page renders without loading. */
export function createStorefrontRouter(storefront: Storefront, hydrationData?: HydrationState) {
  return createBrowserRouter(storefrontRoutes(storefront), hydrationData ? { hydrationData } : {});
}
