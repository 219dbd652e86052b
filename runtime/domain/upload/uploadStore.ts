import type { GatewayConnection } from '../../gateway/index';
import { lookUpItem } from './uploadCalls';

/** The query key of the catalogue item an Upload action opened. */
export const uploadItemKey = (itemId: string) => ['upload', 'item', itemId] as const;

/** The item an Upload action opened (`?itemId=`), read once per page. */
export function uploadItemOptions(connection: GatewayConnection, itemId: string) {
  return {
    queryKey: uploadItemKey(itemId),
    queryFn: ({ signal }: { signal: AbortSignal }) => lookUpItem(connection, itemId, signal),
    staleTime: 5 * 60_000,
    meta: { handlesErrors: true },
  };
}
