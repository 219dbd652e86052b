import { decodeNested, ok, payloadArg, type CrmHandler } from '../../handler';
import { catalogWhere, parseCatalogSearch } from '../../records/catalogSearch';
import { storefrontOfDomain } from '../../records/storefrontOfDomain';

/** How many items of the search fall in each item group (the group filter itself is ignored, as facets do). */
export const getCatalogGroupCounts: CrmHandler = {
  method: 'ANY',
  sharedCatalogAnswer: 'everyone',
  async handle(request) {
    const search = parseCatalogSearch(
      decodeNested(payloadArg(request, 'jsonData') ?? request.payload),
    );
    const storefrontId = await storefrontOfDomain(request.db, request.call.domain);
    const { sql, params } = catalogWhere(search, storefrontId, 'groups');
    const rows = await request.db.query<{ item_group: string; count: number }>(
      `SELECT c.item_group, count(*) AS count FROM catalog_items c WHERE ${sql} GROUP BY c.item_group ORDER BY c.item_group`,
      params,
    );
    return ok(rows.map((row) => ({ group: row.item_group, count: row.count })));
  },
};
