import {
  createBrowserRouter,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { useEffect } from 'react';
import type { Storefront } from './StorefrontContext';
import { resolveTemplate, type TemplateDetails } from '../storefront/templateDetails';
import { templateBlocksQuery } from './templateQuery';
import { TemplatePage } from '../render/TemplatePage';
import type { StoredBlockData } from '../render/blockData';

interface PageData {
  template: TemplateDetails;
  blocks: StoredBlockData[];
}

function notFound(message: string): Response {
  return new Response(message, { status: 404, statusText: message });
}

function pageLoader(storefront: Storefront) {
  return async ({ request }: LoaderFunctionArgs): Promise<PageData> => {
    const { pathname } = new URL(request.url);
    const template = resolveTemplate(storefront.templates, pathname);
    if (!template) throw notFound('Page not found');
    const blocks = await storefront.queryClient.fetchQuery(
      templateBlocksQuery(storefront, template.templateId),
    );
    if (!blocks) throw notFound('Page not found');
    return { template, blocks };
  };
}

function Page() {
  const { template, blocks } = useLoaderData() as PageData;
  useEffect(() => {
    if (template.pageTitle) document.title = template.pageTitle;
  }, [template.pageTitle]);
  return <TemplatePage blocks={blocks} />;
}

function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="bf-error-page">
      <h1>{status === 404 ? 'Page Not Found' : 'Internal Server Error'}</h1>
      <a className="bf-button bf-button-primary" href="/">
        RETURN TO HOMEPAGE
      </a>
    </main>
  );
}

export function createStorefrontRouter(storefront: Storefront) {
  const loader = pageLoader(storefront);
  return createBrowserRouter([
    { path: '/', element: <Page />, loader, errorElement: <RouteError /> },
    { path: '/:page', element: <Page />, loader, errorElement: <RouteError /> },
    {
      path: '*',
      element: <RouteError />,
      loader: () => {
        throw notFound('Page not found');
      },
      errorElement: <RouteError />,
    },
  ]);
}
