import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteError } from './ErrorPage';
import { Page } from './Page';
import { pageLoader } from './pageLoader';
import type { Storefront } from './StorefrontContext';
import { StorefrontShell } from './StorefrontShell';

/**
 * The spec's page routes (spec 000 section 2). One loader serves them all: resolvePage decides
 * from the whole path, so the routes here only name what exists; other issues add theirs (login,
 * list, detail...) beside them and React Router ranks static segments first.
 */
export function storefrontRoutes(storefront: Storefront): RouteObject[] {
  const loader = pageLoader(storefront);
  const page = { element: <Page />, loader };
  return [
    {
      element: <StorefrontShell storefront={storefront} />,
      errorElement: <RouteError />,
      children: [
        {
          // Pathless: a page's error renders inside the shell, in place of the page.
          errorElement: <RouteError />,
          children: [
            { index: true, ...page },
            { path: 'cart', ...page },
            { path: 'cart/:quoteId', ...page },
            { path: 'checkout', ...page },
            { path: 'list/:templateId', ...page },
            { path: 'detail/:templateId', ...page },
            { path: ':page', ...page },
            { path: ':templateName/:catalogName/:productName/*', ...page },
            { path: '*', ...page },
          ],
        },
      ],
    },
  ];
}

export function createStorefrontRouter(storefront: Storefront) {
  return createBrowserRouter(storefrontRoutes(storefront));
}
