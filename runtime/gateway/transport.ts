import type { GraphQLClient, Variables } from 'graphql-request';
import { GATEWAY_DOCUMENTS } from './documents';
import type { GatewayOperation } from './operationCatalog';
import { batcherFor } from './requestBatcher';
import { generalRetryPolicy } from './retryPolicy';
import { toGatewayError } from './transportError';
import { withRetry } from './withRetry';

export interface GatewayRequest {
  operation: GatewayOperation;
  variables?: Variables;
  /** Decides the general retry (retryPolicy.ts) and whether the call may share a request. */
  idempotent: boolean;
  signal?: AbortSignal;
}

/**
 * One operation to the gateway through graphql-request, with the general retry and errors turned
 * into GatewayError. Resolves to the response's `data` (`{[operation]: result}`). Reads issued in
 * the same task share one POST (requestBatcher.ts); writes always go alone, so their retries and
 * failures never touch another call.
 */
export function requestGateway<Data>(
  client: GraphQLClient,
  request: GatewayRequest,
): Promise<Data> {
  const { operation, variables = {}, signal } = request;
  return withRetry(
    async () => {
      if (request.idempotent) {
        // graphql-request types variables as `object`; ours are always a plain record.
        const entry = { operation, variables: variables as Record<string, unknown> };
        return batcherFor(client).request<Data>(entry, signal);
      }
      try {
        return await client.request<Data>({
          document: GATEWAY_DOCUMENTS[operation],
          variables,
          signal,
        });
      } catch (error) {
        throw toGatewayError(error);
      }
    },
    generalRetryPolicy(request.idempotent),
    { signal },
  );
}
