import { preloadBlocks } from '../render/registry';
import { resolvePage } from '../storefront/resolvePage';
import { pageRequest } from './pageRequest';
import type { Storefront } from './StorefrontContext';
import { templateBlocksQuery } from './templateQuery';

/**
 * Starts loading the page an in-app link leads to (on hover, focus or touch): its template's
 * blocks into the query cache, then its block code. Cached fresh data makes this a no-op, and
 * the page's loader later reads the same cache entry, so a click after a hover costs no request.
 * Product-by-slug paths need a CRM lookup first and are left to the loader.
 */
export function prefetchPage(storefront: Storefront, path: string, base: string): void {
  let url: URL;
  try {
    url = new URL(path, base);
  } catch {
    return;
  }
  const request = pageRequest(storefront, url);
  let outcome = resolvePage(storefront.templates, request);
  // One redirect is followed: cart and checkout template paths lead to the named routes.
  if (outcome.kind === 'redirect' && outcome.to.startsWith('/')) {
    const target = new URL(outcome.to, base);
    outcome = resolvePage(storefront.templates, { ...request, pathname: target.pathname });
  }
  if (outcome.kind !== 'template') return;
  const query = templateBlocksQuery(storefront, outcome.template.templateId);
  void storefront.queryClient.prefetchQuery(query).then(() => {
    const template = storefront.queryClient.getQueryData(query.queryKey);
    if (template) void preloadBlocks(template.blocks.map((block) => block.componentName));
  });
}
