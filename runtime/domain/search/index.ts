/**
 * The site search area of the domain layer (runtime/domain/README.md): one search over every
 * catalogue the storefront sells, shared by the header's suggestions, the search results page
 * and the category page.
 */
export {
  catalogueCountRequest,
  categoryIdFromPath,
  categoryOf,
  storefrontCataloguesRequest,
  type CatalogueGroupEntry,
  resultSummary,
  SEARCH_MIN_LENGTH,
  SEARCH_PATH,
  searchResultsHref,
  siteSearchJson,
  siteSearchRequest,
  type SiteSearch,
} from './searchRules';
