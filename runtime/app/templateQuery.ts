import type { Storefront } from './StorefrontContext';
import { fetchTemplateBlocks } from '../gateway/templateBlocks';

/** Template blocks go through TanStack Query, so a prefetch and the page share one request. */
export function templateBlocksQuery(storefront: Storefront, templateId: string) {
  const storefrontId = storefront.boot.domain.storefrontId;
  return {
    queryKey: ['getTemplateBlock', storefrontId, templateId] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      fetchTemplateBlocks(storefront.gateway, storefrontId, templateId, signal),
    staleTime: 5 * 60_000,
  };
}
