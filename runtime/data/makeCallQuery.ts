import { makeCall } from '../gateway/makeCall';
import type { MakeCallRequest } from '../gateway/makeCallRequest';
import type { GatewayConnection } from '../gateway/gatewayConnection';
import { gatewayQueryKey, type GatewayQueryKey } from '../gateway/queryKey';

/**
 * The one query key of a CRM read: `['makeCall', request]` with its arguments in canonical order.
 * Everything that reads through makeCall (blocks, the route loader, the domain layer) keys by
 * this, so equal requests are one request and one cache entry wherever they come from.
 */
export function makeCallQueryKey(request: MakeCallRequest): GatewayQueryKey {
  return gatewayQueryKey('makeCall', request);
}

/**
 * A CRM read as TanStack Query options (no React: the route loader fetches with them, the hooks
 * subscribe with them). Reads count as idempotent, so the gateway client's general retry applies.
 */
export function makeCallQueryOptions<Content>(
  connection: GatewayConnection,
  request: MakeCallRequest,
) {
  return {
    queryKey: makeCallQueryKey(request),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      makeCall<Content>(connection, request, { signal, idempotent: true }),
  };
}
