import type { Db, TemplateDetails } from '../../shared/contracts';
import { SITEMAP_MAX_URLS, type SitemapSource } from '../../app/sitemap';

/**
 * What the storefront's sitemap lists: its templates' details (meta items), the catalogue groups
 * of the active catalogues it sells (as getEcatalogDetails answers them) and the friendly URLs of
 * those catalogues' active items (at most one sitemap file's worth).
 */
export async function readSitemapSource(db: Db, storefrontId: string): Promise<SitemapSource> {
  const [metas, groups, products] = await Promise.all([
    db.query<{ value: string }>(
      "SELECT value FROM meta_items WHERE storefront_id = $1 AND key = 'templateDetails' ORDER BY created_at, id",
      [storefrontId],
    ),
    db.query<{ catalog_group_id: string }>(
      `SELECT DISTINCT c.catalog_group_id
         FROM catalogs c
         JOIN storefront_catalogs sc ON sc.catalog_id = c.id AND sc.storefront_id = $1
        WHERE c.active AND c.catalog_group_id IS NOT NULL
        ORDER BY c.catalog_group_id`,
      [storefrontId],
    ),
    db.query<{ friendly_url: string }>(
      `SELECT c.friendly_url
         FROM catalog_items c
         JOIN storefront_catalogs sc ON sc.catalog_id = c.catalog_id AND sc.storefront_id = $1
        WHERE c.active AND c.friendly_url <> ''
        ORDER BY c.friendly_url
        LIMIT $2`,
      [storefrontId, SITEMAP_MAX_URLS],
    ),
  ]);
  const templates: TemplateDetails[] = [];
  for (const meta of metas) {
    try {
      templates.push(JSON.parse(meta.value) as TemplateDetails);
    } catch {
      // An unreadable meta item is left out here as the runtime leaves it out of the routes.
    }
  }
  return {
    templates,
    categoryIds: groups.map((row) => row.catalog_group_id),
    productPaths: products.map((row) => row.friendly_url),
  };
}
