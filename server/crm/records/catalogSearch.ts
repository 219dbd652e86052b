import { soldOnStorefrontSql } from './storefrontOfDomain';

/** The catalogue's item count cap (spec 001 section 9). */
export const CATALOG_ITEM_CAP = 2000;

/** The search a catalogue block sends as `jsonData` (retrieveCatalogNG and the count types). */
export interface CatalogSearch {
  catalogId: string | null;
  catalogGroupId: string | null;
  searchText: string;
  itemGroups: string[];
  /** Attribute name -> accepted values (OR within an attribute, AND across attributes). */
  filters: Record<string, string[]>;
  page: number;
  pageSize: number;
  sortBy: 'relevance' | 'title' | 'price' | 'sku';
  sortDirection: 'ASC' | 'DESC';
  currency: string | null;
  /**
   * Exact item numbers (SKU, item id or catalogue item id; SKUs case-insensitively): the order
   * upload looks its rows up by number in batches. Empty: no restriction.
   */
  itemNumbers: string[];
}

/** How many item numbers one search may name (a batch of the order upload). */
export const ITEM_NUMBERS_CAP = 500;

const asString = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

function asStringList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(asString).filter(Boolean);
  const single = asString(value);
  return single ? [single] : [];
}

/** Filters may come as { attr: [values] } or as [{ field|name, values|value }]. */
function parseFilters(value: unknown): Record<string, string[]> {
  const filters: Record<string, string[]> = {};
  if (Array.isArray(value)) {
    for (const entry of value) {
      if (!entry || typeof entry !== 'object') continue;
      const record = entry as Record<string, unknown>;
      const name = asString(record.field ?? record.name ?? record.attribute);
      const values = asStringList(record.values ?? record.value);
      if (name && values.length) filters[name] = values;
    }
  } else if (value && typeof value === 'object') {
    for (const [name, values] of Object.entries(value as Record<string, unknown>)) {
      const list = asStringList(values);
      if (list.length) filters[name] = list;
    }
  }
  return filters;
}

export function parseCatalogSearch(input: unknown): CatalogSearch {
  const json = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const page = Math.max(1, Math.floor(Number(json.page ?? json.pageNumber ?? 1)) || 1);
  // Up to the whole capped result in one page: the catalogue block virtualizes long pages.
  const pageSize = Math.min(
    CATALOG_ITEM_CAP,
    Math.max(1, Math.floor(Number(json.pageSize ?? 24)) || 24),
  );
  const sortText = asString(json.sort ?? json.sortBy).toLowerCase();
  const sortBy = sortText.startsWith('title')
    ? 'title'
    : sortText.startsWith('price')
      ? 'price'
      : sortText.startsWith('sku')
        ? 'sku'
        : 'relevance';
  const descending =
    /desc/.test(sortText) ||
    asString(json.sortDirection ?? json.sortOrder).toUpperCase() === 'DESC';
  return {
    catalogId: asString(json.catalogId ?? json.eCatalogId) || null,
    catalogGroupId: asString(json.catalogGroupId ?? json.catalogGroup) || null,
    searchText: asString(json.searchText ?? json.searchTerm ?? json.search).trim(),
    itemGroups: asStringList(json.itemGroups ?? json.groups ?? json.group),
    filters: parseFilters(json.filters),
    page,
    pageSize,
    sortBy,
    sortDirection: descending ? 'DESC' : 'ASC',
    currency: asString(json.currency) || null,
    itemNumbers: asStringList(json.itemNumbers)
      .map((number) => number.trim())
      .filter(Boolean)
      .slice(0, ITEM_NUMBERS_CAP),
  };
}

/**
 * The WHERE clause and parameters of a search over catalog_items `c` visible on the storefront.
 * `skip` leaves one part out (the group counts ignore their own group filter, as facets do).
 */
export function catalogWhere(
  search: CatalogSearch,
  storefrontId: string | null,
  skip: 'groups' | string | null = null,
): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const clauses = ['c.active'];
  const add = (value: unknown) => `$${params.push(value)}`;
  if (storefrontId) clauses.push(soldOnStorefrontSql('c', add(storefrontId)));
  if (search.catalogId) clauses.push(`c.catalog_id = ${add(search.catalogId)}`);
  if (search.catalogGroupId)
    clauses.push(
      `c.catalog_id IN (SELECT id FROM catalogs WHERE catalog_group_id = ${add(search.catalogGroupId)})`,
    );
  if (search.itemNumbers.length) {
    const numbers = add(search.itemNumbers);
    clauses.push(
      `(upper(c.sku) = ANY(SELECT upper(n) FROM unnest(${numbers}::text[]) n) OR c.item_id = ANY(${numbers}::text[]) OR c.catalog_item_id = ANY(${numbers}::text[]))`,
    );
  }
  if (search.itemGroups.length && skip !== 'groups')
    clauses.push(`c.item_group = ANY(${add(search.itemGroups)}::text[])`);
  if (search.searchText) {
    // Every word must appear in the SKU, title, description or an attribute value.
    for (const word of search.searchText.split(/\s+/).slice(0, 8)) {
      const pattern = add(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      clauses.push(
        `(c.sku ILIKE ${pattern} OR c.title ILIKE ${pattern} OR c.description ILIKE ${pattern} OR c.attributes::text ILIKE ${pattern})`,
      );
    }
  }
  for (const [attribute, values] of Object.entries(search.filters)) {
    if (attribute === skip) continue;
    clauses.push(`c.attributes ->> ${add(attribute)} = ANY(${add(values)}::text[])`);
  }
  return { sql: clauses.join(' AND '), params };
}

/** ORDER BY for the search; may add a parameter to `params` (the WHERE clause's list). */
export function catalogOrderBy(search: CatalogSearch, params: unknown[]): string {
  const direction = search.sortDirection === 'DESC' ? 'DESC' : 'ASC';
  switch (search.sortBy) {
    case 'title':
      return `c.title ${direction}, c.item_id`;
    case 'price':
      return `c.price ${direction}, c.item_id`;
    case 'sku':
      return `c.sku ${direction}`;
    default:
      // "Relevance": exact SKU hits first, then title hits, then the catalogue's own order.
      if (!search.searchText) return 'c.sort_order';
      params.push(`${search.searchText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      return `CASE WHEN c.sku ILIKE $${params.length} THEN 0 WHEN c.title ILIKE '%' || $${params.length} THEN 1 ELSE 2 END, c.sort_order`;
  }
}

const ACTIONS = [
  { name: 'addToCart', label: 'Add to Cart' },
  { name: 'configure', label: 'Configure' },
  { name: 'upload', label: 'Upload' },
];

/** A catalogue item as the catalogue block reads it (spec 001 section 3 "Catalogue item"). */
export function catalogItemToJson(row: Record<string, unknown>): Record<string, unknown> {
  return {
    itemId: row.item_id,
    catalogItemId: row.catalog_item_id,
    catalogId: row.catalog_id,
    sku: row.sku,
    title: row.title,
    description: row.description,
    thumbnail: row.thumbnail_url,
    imageUrl: row.image_url,
    price: row.unit_price ?? row.price,
    currency: row.price_currency ?? row.currency,
    group: row.item_group,
    configurationRequirement: row.configuration_requirement,
    attributes: row.attributes,
    // Every action; the runtime keeps those the configuration requirement allows (spec 001 section 5).
    actions: ACTIONS,
    friendlyURL: row.friendly_url,
  };
}
