import { noRecords, ok, stringArg, type CrmHandler } from '../../handler';
import { storefrontOfDomain } from '../../records/storefrontOfDomain';

/** The storefront's catalogues (or the one named by catalogId) with groups, filters and sort options. */
export const getEcatalogDetails: CrmHandler = {
  method: 'ANY',
  sharedCatalogAnswer: 'everyone',
  async handle(request) {
    const storefrontId = await storefrontOfDomain(request.db, request.call.domain);
    const catalogId = stringArg(request, 'catalogId', 'eCatalogId', 'ecatalogId');
    const catalogs = await request.db.query<{
      id: string;
      name: string;
      slug: string;
      catalog_group_id: string;
      group_name: string;
      description: string;
      default_page_size: number;
    }>(
      `SELECT c.id, c.name, c.slug, c.catalog_group_id, g.name AS group_name, c.description, c.default_page_size
         FROM catalogs c JOIN catalog_groups g ON g.id = c.catalog_group_id
         JOIN storefront_catalogs sc ON sc.catalog_id = c.id AND sc.storefront_id = $1
        WHERE c.active AND ($2::text IS NULL OR c.id = $2) ORDER BY c.id`,
      [storefrontId, catalogId],
    );
    if (catalogs.length === 0) return noRecords();
    const groups = await request.db.query<{ catalog_id: string; item_group: string }>(
      'SELECT DISTINCT catalog_id, item_group FROM catalog_items WHERE active AND catalog_id = ANY($1::text[]) ORDER BY catalog_id, item_group',
      [catalogs.map((catalog) => catalog.id)],
    );
    const picklists = await request.db.query<{
      catalog_id: string;
      attribute_name: string;
      label: string;
      value: string;
    }>(
      'SELECT catalog_id, attribute_name, label, value FROM picklists WHERE catalog_id = ANY($1::text[]) ORDER BY catalog_id, attribute_name, sort_order',
      [catalogs.map((catalog) => catalog.id)],
    );
    return ok(
      catalogs.map((catalog) => {
        const filters = new Map<string, { attribute: string; label: string; values: string[] }>();
        for (const row of picklists.filter((p) => p.catalog_id === catalog.id)) {
          const filter = filters.get(row.attribute_name) ?? {
            attribute: row.attribute_name,
            label: row.label,
            values: [],
          };
          filter.values.push(row.value);
          filters.set(row.attribute_name, filter);
        }
        return {
          eCatalogId: catalog.id,
          name: catalog.name,
          slug: catalog.slug,
          description: catalog.description,
          catalogGroupId: catalog.catalog_group_id,
          catalogGroupName: catalog.group_name,
          groups: groups.filter((g) => g.catalog_id === catalog.id).map((g) => g.item_group),
          filters: [...filters.values()],
          sortOptions: ['relevance', 'title', 'price-asc', 'price-desc', 'sku'],
          defaultPageSize: catalog.default_page_size,
        };
      }),
    );
  },
};
