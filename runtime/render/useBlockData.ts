import { useQuery, type UseQueryResult } from '@tanstack/react-query';
// The app's GatewayProvider (runtime/app) supplies the connection and the shared query client.
import { useGatewayConnection } from '../app/GatewayProvider';
import { makeCall } from '../gateway/makeCall';
import type { MakeCallRequest } from '../gateway/makeCallRequest';
import { gatewayQueryKey } from '../gateway/queryKey';

/**
 * A CRM read through makeCall as a TanStack query keyed by `['makeCall', request]`: two blocks
 * asking for the same call share one request and one cache entry. Pass null to wait (e.g. until
 * the block knows its record id). Queries are reads, so the call counts as idempotent and the
 * gateway client's general retry applies.
 */
export function useMakeCallQuery<Content>(
  request: MakeCallRequest | null,
): UseQueryResult<Content> {
  const connection = useGatewayConnection();
  return useQuery({
    queryKey: gatewayQueryKey('makeCall', request),
    queryFn: ({ signal }) => {
      // enabled is false without a request, so TanStack Query never runs this then.
      if (!request) throw new Error('useMakeCallQuery: no request');
      return makeCall<Content>(connection, request, { signal, idempotent: true });
    },
    enabled: request !== null,
    // The blocks using this show their own error state with a retry, so no global error toast.
    meta: { handlesErrors: true },
  });
}
