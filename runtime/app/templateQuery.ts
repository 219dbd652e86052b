import { queryOptions } from '@tanstack/react-query';
import { getTemplateBlock, gatewayQueryKey, type GatewayConnection } from '../gateway/index';
import { makeCallQueryOptions } from '../data/makeCallQuery';
import { mergedMetaInfoRequest, type MergedMetaInfo } from '../storefront/mergedMetaInfo';
import type { Storefront } from './StorefrontContext';

// Templates change only when an admin publishes; five minutes keeps back-and-forth navigation free.
const TEMPLATE_STALE_MS = 5 * 60_000;

/**
 * A template's blocks through TanStack Query, keyed like every gateway call, so an intent
 * prefetch and the page's loader share one request.
 */
export function templateBlocksQuery(storefront: Storefront, templateId: string) {
  const args = { storefrontId: storefront.boot.domain.storefrontId, templateId };
  return queryOptions({
    queryKey: gatewayQueryKey('getTemplateBlock', args),
    queryFn: ({ signal }) => getTemplateBlock(storefront.connection, args, { signal }),
    staleTime: TEMPLATE_STALE_MS,
  });
}

/**
 * The CRM's resolution of a product-by-slug path (getMergedMetaInfo through makeCall), keyed like
 * every CRM read (`makeCallQueryKey`): the product block on that page reads the same entry
 * (`useMergedMetaInfo`) instead of asking again.
 */
export function mergedMetaInfoQuery(connection: GatewayConnection, pathname: string) {
  return queryOptions({
    ...makeCallQueryOptions<MergedMetaInfo | []>(connection, mergedMetaInfoRequest(pathname)),
    staleTime: TEMPLATE_STALE_MS,
  });
}
