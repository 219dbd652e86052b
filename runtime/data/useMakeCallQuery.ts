import type { UseQueryResult } from '@tanstack/react-query';
// The app's GatewayProvider (runtime/app) supplies the connection and the shared query client.
import { useGatewayConnection } from '../app/GatewayProvider';
import type { MakeCallRequest } from '../gateway/makeCallRequest';
import { gatewayQueryKey } from '../gateway/queryKey';
import { makeCallQueryOptions } from './makeCallQuery';
import { useBlockQuery } from './useBlockQuery';

/** The key of a read that waits for its request: never fetched (enabled is false). */
const WAITING_KEY = gatewayQueryKey('makeCall', null);

/**
 * A CRM read through makeCall as a TanStack query keyed by its request (`makeCallQueryKey`): two
 * blocks, or a block and the route loader, asking for the same call share one request and one
 * cache entry. Pass null to wait (e.g. until the block knows its record id). Show its states with
 * `QueryStates`, which is why failures skip the global error toast. The server render of a first
 * page waits for its first answer (`useBlockQuery`).
 */
export function useMakeCallQuery<Content>(
  request: MakeCallRequest | null,
): UseQueryResult<Content> {
  const connection = useGatewayConnection();
  return useBlockQuery({
    ...(request
      ? makeCallQueryOptions<Content>(connection, request)
      : {
          queryKey: WAITING_KEY,
          queryFn: (): Promise<Content> => Promise.reject(new Error('no request')),
        }),
    enabled: request !== null,
    // The data-block kit's error state shows the failure with a retry: no global error toast.
    meta: { handlesErrors: true },
  });
}
