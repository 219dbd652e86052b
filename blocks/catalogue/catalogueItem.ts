/** A catalogue item as retrieveCatalogNG answers it (spec 001 section 3 "Catalogue item"). */
export interface CatalogueItem {
  itemId: string;
  catalogItemId: string;
  catalogId?: string;
  sku?: string;
  title: string;
  description?: string;
  thumbnail?: string | null;
  price?: number | string | null;
  /** The list price when the account's contract price (`price`) is lower. */
  listPrice?: number | string | null;
  currency?: string | null;
  group?: string;
  configurationRequirement?: string | null;
  attributes?: Record<string, string | number | null>;
  actions?: { name: string; label: string }[];
  friendlyURL?: string;
}

/** retrieveCatalogNG's answer. */
export interface CataloguePage {
  lstItems: CatalogueItem[];
  soslOrderedItemIds: string[];
  itemCount: number;
}

/** A field of an item by name, looked up among its own fields, then its attributes. */
export function itemField(item: CatalogueItem, name: string): string {
  const own = (item as unknown as Record<string, unknown>)[name];
  const value =
    typeof own === 'string' || typeof own === 'number' ? own : (item.attributes?.[name] ?? null);
  return value === null || value === undefined ? '' : String(value);
}
