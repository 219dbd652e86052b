import type { MakeCallRequest } from '../../gateway/index';

/** The site search's results page (the header's form submits to it). */
export const SEARCH_PATH = '/search';

/** The fewest characters a site search looks for (issue 15: suggestions after two). */
export const SEARCH_MIN_LENGTH = 2;

/**
 * One search over the storefront's catalogues as retrieveCatalogNG reads it (jsonData). No
 * catalogId searches every catalogue the storefront sells; catalogGroupId narrows to one
 * catalogue group (a category page, `/category/{id}`).
 */
export interface SiteSearch {
  searchText: string;
  catalogId?: string | null;
  catalogGroupId?: string | null;
  itemGroups?: readonly string[];
  filters?: Readonly<Record<string, readonly string[]>>;
  sort?: string;
  page: number;
  pageSize: number;
}

/** The jsonData of a site search: the catalogue's own fields, a null catalogId meaning all. */
export function siteSearchJson(search: SiteSearch): Record<string, unknown> {
  return {
    catalogId: search.catalogId ?? null,
    ...(search.catalogGroupId ? { catalogGroupId: search.catalogGroupId } : {}),
    searchText: search.searchText.trim(),
    itemGroups: search.itemGroups ?? [],
    filters: search.filters ?? {},
    sort: search.sort ?? 'relevance',
    page: search.page,
    pageSize: search.pageSize,
  };
}

/**
 * The CRM read of a site search (retrieveCatalogNG): the header's suggestions, the search results
 * page and a category page all ask through this one request, so equal searches share a cache entry.
 */
export function siteSearchRequest(search: SiteSearch, type = 'retrieveCatalogNG'): MakeCallRequest {
  return {
    base: 'ecommerce',
    type,
    method: 'POST',
    payload: { jsonData: JSON.stringify(siteSearchJson(search)) },
  };
}

/**
 * How many items of one catalogue (null: of all of them) match a search: retrieveCatalogNG's
 * itemCount for a page of one item, the results page's count per catalogue.
 */
export function catalogueCountRequest(
  search: SiteSearch,
  catalogId: string | null,
): MakeCallRequest {
  return siteSearchRequest({ ...search, catalogId: catalogId || null, page: 1, pageSize: 1 });
}

/** The results page of a search text, or null when the text is too short to search. */
export function searchResultsHref(text: string): string | null {
  const q = text.trim();
  if (q.length < SEARCH_MIN_LENGTH) return null;
  return `${SEARCH_PATH}?${new URLSearchParams({ q }).toString()}`;
}

/** "3 results for “HelixSeq”" and its singular; the results page's summary line. */
export function resultSummary(count: number, text: string): string {
  const noun = count === 1 ? 'result' : 'results';
  const q = text.trim();
  return q ? `${count} ${noun} for “${q}”` : `${count} ${noun}`;
}

/** The storefront's catalogues (getEcatalogDetails without a catalogId): names and groups. */
export function storefrontCataloguesRequest(): MakeCallRequest {
  return { base: 'ecommerce', type: 'getEcatalogDetails', method: 'GET' };
}

/** What a category page needs of getEcatalogDetails' answer: each catalogue's group. */
export interface CatalogueGroupEntry {
  eCatalogId: string;
  catalogGroupId?: string;
  catalogGroupName?: string;
}

/**
 * The catalogue group a category page names, when one of the storefront's catalogues belongs to
 * it (ids compare as written); null: no such category, the page is not found.
 */
export function categoryOf(
  catalogues: unknown,
  categoryId: string,
): { id: string; name: string } | null {
  if (!Array.isArray(catalogues)) return null;
  const found = (catalogues as CatalogueGroupEntry[]).find(
    (entry) => entry && typeof entry === 'object' && entry.catalogGroupId === categoryId,
  );
  return found ? { id: categoryId, name: found.catalogGroupName || categoryId } : null;
}

/**
 * The catalogue group a category page's path names (`/category/{id}`, spec 000 section 2): the id
 * as written; undefined when the path is not a category page's; null when its id cannot be one
 * (a malformed escape or more segments).
 */
export function categoryIdFromPath(pathname: string): string | null | undefined {
  const [first, id, ...rest] = pathname.split('/').filter(Boolean);
  if (first?.toLowerCase() !== 'category' || id === undefined) return undefined;
  if (rest.length > 0) return null;
  try {
    return decodeURIComponent(id);
  } catch {
    return null;
  }
}
