import type { GraphQLClient, Variables } from 'graphql-request';
import { generalRetryPolicy } from './retryPolicy';
import { toGatewayError } from './transportError';
import { withRetry } from './withRetry';

export interface GatewayRequest {
  document: string;
  variables?: Variables;
  /** Decides the general retry (retryPolicy.ts). */
  idempotent: boolean;
  signal?: AbortSignal;
}

/**
 * One POST `{query, variables}` to the gateway through graphql-request, with the general retry
 * and errors turned into GatewayError. Resolves to the response's `data`.
 */
export function requestGateway<Data>(
  client: GraphQLClient,
  request: GatewayRequest,
): Promise<Data> {
  const { document, variables, signal } = request;
  return withRetry(
    async () => {
      try {
        return await client.request<Data>({ document, variables, signal });
      } catch (error) {
        throw toGatewayError(error);
      }
    },
    generalRetryPolicy(request.idempotent),
    { signal },
  );
}
