import { decodeNested, ok, payloadArg, type CrmHandler } from '../../handler';
import { catalogWhere, parseCatalogSearch } from '../../records/catalogSearch';
import { storefrontOfDomain } from '../../records/storefrontOfDomain';

/**
 * For every picklist attribute of the searched catalogues: how many matching items carry each
 * value. An attribute's own filter is left out of its counts, so choosing a value does not hide
 * the alternatives.
 */
export const getCatalogPicklistGroupCounts: CrmHandler = {
  method: 'ANY',
  sharedCatalogAnswer: 'everyone',
  async handle(request) {
    const search = parseCatalogSearch(
      decodeNested(payloadArg(request, 'jsonData') ?? request.payload),
    );
    const storefrontId = await storefrontOfDomain(request.db, request.call.domain);
    const attributes = await request.db.query<{ attribute_name: string; label: string }>(
      `SELECT DISTINCT p.attribute_name, p.label FROM picklists p
        WHERE ($1::text IS NULL OR p.catalog_id = $1)
          AND p.catalog_id IN (SELECT catalog_id FROM storefront_catalogs WHERE storefront_id = $2)
        ORDER BY p.attribute_name`,
      [search.catalogId, storefrontId],
    );
    const result: Record<string, { label: string; values: { value: string; count: number }[] }> =
      {};
    for (const { attribute_name: attribute, label } of attributes) {
      const { sql, params } = catalogWhere(search, storefrontId, attribute);
      params.push(attribute);
      const rows = await request.db.query<{ value: string; count: number }>(
        `SELECT c.attributes ->> $${params.length} AS value, count(*) AS count FROM catalog_items c
          WHERE ${sql} AND c.attributes ? $${params.length}
          GROUP BY 1 ORDER BY 1`,
        params,
      );
      result[attribute] = { label, values: rows };
    }
    return ok(result);
  },
};
