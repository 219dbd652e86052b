import { listMetaItemsByStorefront } from '../../db/repositories/metaItems';
import type { MetaItem } from '../../shared/contracts';
import type { GatewayContext } from '../gatewayContext';
import { matchesModelFilter } from '../paging/modelFilter';
import type { ModelFilter } from '../paging/modelFilter';
import type { Page } from '../paging/paginate';
import { pageOrGraphQLError } from '../paging/pageOrGraphQLError';

export interface MetaItemByStorefrontArgs {
  storefrontId: string;
  sortDirection?: 'ASC' | 'DESC' | null;
  filter?: ModelFilter | null;
  limit?: number | null;
  nextToken?: string | null;
}

/**
 * A storefront's meta items, sorted by the index's sort key. The filter is applied before the
 * limit, so a page holds `limit` matches (kinder than DynamoDB, whose limit counts items read).
 */
export async function metaItemByStorefront(
  args: MetaItemByStorefrontArgs,
  context: GatewayContext,
): Promise<Page<MetaItem>> {
  const sortDirection = args.sortDirection ?? 'ASC';
  const items = await listMetaItemsByStorefront(
    context.services.db,
    args.storefrontId,
    sortDirection,
  );
  return pageOrGraphQLError(
    items.filter((item) => matchesModelFilter(item, args.filter)),
    {
      limit: args.limit,
      nextToken: args.nextToken,
      scope: JSON.stringify([
        'metaItemByStorefront',
        args.storefrontId,
        sortDirection,
        args.filter ?? null,
      ]),
    },
  );
}
