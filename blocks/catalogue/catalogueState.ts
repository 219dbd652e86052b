import { siteSearchJson } from '../../runtime/blocks';

export { categoryIdFromPath } from '../../runtime/blocks';
import type {
  CatalogueConfiguration,
  CatalogueSort,
} from '../../schemas/generated/blocks/catalogue';

/** Spec 001 section 9: the catalogue's item count cap. */
export const CATALOG_ITEM_CAP = 2000;
export const DEFAULT_PAGE_SIZE = 24;
const SORTS: readonly CatalogueSort[] = ['relevance', 'title', 'price-asc', 'price-desc', 'sku'];

/** What a visitor chose, kept in the URL so a filtered view can be shared and survives reload. */
export interface CatalogueState {
  searchText: string;
  groups: string[];
  /** Attribute -> chosen values (OR within one attribute, AND across attributes). */
  filters: Record<string, string[]>;
  sort: CatalogueSort;
  page: number;
  pageSize: number;
  view: 'grid' | 'list';
  /** Site and category scope: the one catalogue chosen among the results (URL `catalog`). */
  catalog?: string;
  /** Category scope: the catalogue group the page's URL names (`/category/{id}`), not a parameter. */
  category?: string;
}

/** What the block lists (its configuration's scope; one catalogue by default). */
export type CatalogueScope = 'catalogue' | 'site' | 'category';

export const scopeOf = (configuration: CatalogueConfiguration): CatalogueScope =>
  configuration.scope ?? 'catalogue';

/** The URL parameters: q, group (repeated), filter=attribute:value (repeated), sort, page, size, view. */
export function readCatalogueState(
  params: URLSearchParams,
  configuration: CatalogueConfiguration,
): CatalogueState {
  const filters: Record<string, string[]> = {};
  for (const entry of params.getAll('filter')) {
    const colon = entry.indexOf(':');
    if (colon <= 0) continue;
    const attribute = entry.slice(0, colon);
    const value = entry.slice(colon + 1);
    if (value) (filters[attribute] ??= []).push(value);
  }
  const sortParam = params.get('sort') as CatalogueSort | null;
  const sortOptions = configuration.sortOptions ?? SORTS;
  const sort =
    sortParam && sortOptions.includes(sortParam)
      ? sortParam
      : (configuration.defaultSort ?? 'relevance');
  const sizeOptions = pageSizeOptions(configuration);
  const sizeParam = Number(params.get('size'));
  const page = Math.floor(Number(params.get('page')));
  const viewParam = params.get('view');
  const catalog = scopeOf(configuration) !== 'catalogue' ? params.get('catalog')?.trim() : '';
  return {
    ...(catalog ? { catalog } : {}),
    searchText: params.get('q')?.trim() ?? '',
    groups: params.getAll('group').filter(Boolean),
    filters,
    sort,
    page: page >= 1 ? page : 1,
    pageSize: sizeOptions.includes(sizeParam) ? sizeParam : defaultPageSize(configuration),
    view: viewParam === 'grid' || viewParam === 'list' ? viewParam : (configuration.view ?? 'grid'),
  };
}

export function defaultPageSize(configuration: CatalogueConfiguration): number {
  return configuration.pageSize ?? DEFAULT_PAGE_SIZE;
}

export function pageSizeOptions(configuration: CatalogueConfiguration): number[] {
  return [
    ...new Set([...(configuration.pageSizeOptions ?? []), defaultPageSize(configuration)]),
  ].sort((a, b) => a - b);
}

/**
 * The URL parameters of a state; defaults are left out so a plain catalogue keeps a plain URL.
 * Parameters the block does not own are kept.
 */
export function writeCatalogueState(
  state: CatalogueState,
  configuration: CatalogueConfiguration,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of ['q', 'catalog', 'group', 'filter', 'sort', 'page', 'size', 'view', 'ecfr'])
    params.delete(name);
  if (state.searchText) params.set('q', state.searchText);
  if (state.catalog && scopeOf(configuration) !== 'catalogue') params.set('catalog', state.catalog);
  for (const group of state.groups) params.append('group', group);
  for (const [attribute, values] of Object.entries(state.filters))
    for (const value of values) params.append('filter', `${attribute}:${value}`);
  if (state.sort !== (configuration.defaultSort ?? 'relevance')) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== defaultPageSize(configuration)) params.set('size', String(state.pageSize));
  if (state.view !== (configuration.view ?? 'grid')) params.set('view', state.view);
  return params;
}

/**
 * The catalogue searched: the block's own, or in site and category scope the one chosen among the
 * results (null: every catalogue the storefront sells, or every one of the category's group).
 */
export function searchedCatalogId(
  state: Pick<CatalogueState, 'catalog'>,
  configuration: CatalogueConfiguration,
): string | null {
  return scopeOf(configuration) === 'catalogue'
    ? (configuration.catalogId ?? null)
    : state.catalog || null;
}

/**
 * retrieveCatalogNG's jsonData (and the count types'): the chosen groups, else the block's; in
 * category scope only the URL's catalogue group (the site search's one shape, runtime/domain).
 */
export function catalogueSearch(
  state: CatalogueState,
  configuration: CatalogueConfiguration,
  page = state.page,
  pageSize = state.pageSize,
): Record<string, unknown> {
  return siteSearchJson({
    catalogId: searchedCatalogId(state, configuration),
    catalogGroupId: scopeOf(configuration) === 'category' ? (state.category ?? null) : null,
    searchText: state.searchText,
    itemGroups: state.groups.length > 0 ? state.groups : (configuration.itemGroups ?? []),
    filters: state.filters,
    sort: state.sort,
    page,
    pageSize,
  });
}

/** Toggles one value of a multi-value choice. */
export function toggle(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}
