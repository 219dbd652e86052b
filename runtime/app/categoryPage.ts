import { makeCallQueryOptions } from '../data/index';
import {
  categoryIdFromPath,
  categoryOf,
  storefrontCataloguesRequest,
} from '../domain/search/index';
import type { PageMeta } from '../storefront/pageOutcome';
import type { TemplateDetails } from '../storefront/templateDetails';
import type { Storefront } from './StorefrontContext';
import { CATEGORY_PAGE_TYPE } from './gatewayPageTypes';

/**
 * A category page (`/category/{id}`) for a catalogue group the storefront sells: its title names
 * the group. Null when no catalogue of the storefront is in that group: the page is not found
 * (spec 000 section 2, a route's own check), answered with HTTP 404 by the server. Other pages
 * and `/category` without an id are left as they are (undefined).
 */
export async function categoryPageMeta(
  storefront: Storefront,
  template: TemplateDetails,
  pathname: string,
): Promise<PageMeta | null | undefined> {
  if (template.pageType.toLowerCase() !== CATEGORY_PAGE_TYPE) return undefined;
  const categoryId = categoryIdFromPath(pathname);
  if (categoryId === undefined) return undefined;
  if (categoryId === null) return null;
  // The same read as the category page's catalogue block: one request, one cache entry.
  const catalogues = await storefront.queryClient.fetchQuery(
    makeCallQueryOptions<unknown>(storefront.connection, storefrontCataloguesRequest()),
  );
  const category = categoryOf(catalogues, categoryId);
  if (!category) return null;
  return {
    title: `${category.name} | ${storefront.boot.domain.storefrontName}`,
    metaTags: template.metaTags,
  };
}
