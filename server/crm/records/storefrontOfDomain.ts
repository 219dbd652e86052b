import type { Db } from '../../shared/contracts';

/** The storefront serving the call's domain: catalogue visibility and new quotes depend on it. */
export async function storefrontOfDomain(db: Db, domain: string): Promise<string | null> {
  const [row] = await db.query<{ storefront_id: string }>(
    'SELECT storefront_id FROM storefronts WHERE lower(domain) = lower($1)',
    [domain],
  );
  return row?.storefront_id ?? null;
}

/**
 * SQL: the catalog_items row `alias` is in one of the catalogues storefront `storefrontParam`
 * sells (storefront_catalogs). The one definition of "sold on this storefront" for catalogue
 * search and every handler that puts an item in a cart.
 */
export function soldOnStorefrontSql(alias: string, storefrontParam: string): string {
  return `${alias}.catalog_id IN (SELECT catalog_id FROM storefront_catalogs WHERE storefront_id = ${storefrontParam})`;
}

/**
 * SQL: the catalog_items row `alias` belongs to another storefront than `storefrontParam`: its
 * catalogue is sold through storefronts and this one is not among them. A catalogue no
 * storefront sells (the service parts, ordered from the installed base through addPartToQuote)
 * is no storefront's, so an order holding parts can still be reordered.
 */
export function ofAnotherStorefrontSql(alias: string, storefrontParam: string): string {
  return `(EXISTS (SELECT 1 FROM storefront_catalogs WHERE catalog_id = ${alias}.catalog_id) AND NOT ${soldOnStorefrontSql(alias, storefrontParam)})`;
}

/** The answer when a cart call names an item of another storefront: nothing was added. */
export function notOnStorefrontMessage(itemId: string): string {
  return `Item ${itemId} is not sold on this storefront.`;
}

/**
 * Whether an item (item id or catalogue item id) belongs to another storefront than the one
 * serving the call. With no storefront (an unknown domain) every item is the call's, as the
 * catalogue search has it.
 */
export async function isOfAnotherStorefront(
  db: Db,
  storefrontId: string | null,
  itemId: string,
): Promise<boolean> {
  if (!storefrontId) return false;
  const [row] = await db.query<{ elsewhere: boolean }>(
    `SELECT ${ofAnotherStorefrontSql('c', '$2')} AS elsewhere FROM catalog_items c
      WHERE c.item_id = $1 OR c.catalog_item_id = $1 LIMIT 1`,
    [itemId, storefrontId],
  );
  return row?.elsewhere === true;
}
