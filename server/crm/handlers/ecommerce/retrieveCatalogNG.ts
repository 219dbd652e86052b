import { decodeNested, ok, payloadArg, type CrmHandler } from '../../handler';
import {
  CATALOG_ITEM_CAP,
  catalogItemToJson,
  catalogOrderBy,
  catalogWhere,
  parseCatalogSearch,
} from '../../records/catalogSearch';
import { storefrontOfDomain } from '../../records/storefrontOfDomain';
import { accountPriceFields, contractPriceBook } from '../../records/contractPrices';

/**
 * A page of catalogue items for a search (jsonData: searchText, filters, itemGroups, itemNumbers, page,
 * pageSize, sort). soslOrderedItemIds lists every match in order and itemCount counts them, both
 * capped at 2000 (spec 001 section 9). Prices are in the account's currency when it has one, and
 * the account's contract price where its price book lowers one (listPrice then the list price).
 */
export const retrieveCatalogNG: CrmHandler = {
  method: 'ANY',
  sharedCatalogAnswer: 'guests',
  async handle(request) {
    const search = parseCatalogSearch(
      decodeNested(payloadArg(request, 'jsonData') ?? request.payload),
    );
    const storefrontId = await storefrontOfDomain(request.db, request.call.domain);
    // The account the caller acts for (checked in caller.ts) sets the price currency.
    const accountId = request.caller.accountId;
    const [account] = accountId
      ? await request.db.query<{ currency: string }>(
          'SELECT currency FROM accounts WHERE id = $1',
          [accountId],
        )
      : [];
    const currency = search.currency ?? account?.currency ?? 'USD';

    const { sql, params } = catalogWhere(search, storefrontId);
    const orderBy = catalogOrderBy(search, params);
    const ordered = await request.db.query<{ item_id: string }>(
      `SELECT c.item_id FROM catalog_items c WHERE ${sql} ORDER BY ${orderBy} LIMIT ${CATALOG_ITEM_CAP}`,
      params,
    );
    const ids = ordered.map((row) => row.item_id);
    const pageIds = ids.slice((search.page - 1) * search.pageSize, search.page * search.pageSize);
    const rows = pageIds.length
      ? await request.db.query(
          `SELECT c.*, p.unit_price, p.currency AS price_currency
             FROM catalog_items c LEFT JOIN catalog_item_prices p ON p.item_id = c.item_id AND p.currency = $2
            WHERE c.item_id = ANY($1::text[])`,
          [pageIds, currency],
        )
      : [];
    const byId = new Map(rows.map((row) => [row.item_id as string, row]));
    // A signed-in customer's account pays its contract price (the guest account has no book).
    const book = await contractPriceBook(request.db, accountId);
    return ok({
      lstItems: pageIds
        .map((id) => byId.get(id))
        .filter((row) => row !== undefined)
        .map((row) => {
          const item = catalogItemToJson(row);
          return { ...item, ...accountPriceFields(book, String(row.item_group), item.price) };
        }),
      soslOrderedItemIds: ids,
      itemCount: ids.length,
      page: search.page,
      pageSize: search.pageSize,
      currency,
    });
  },
};
