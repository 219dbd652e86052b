import { GraphQLClient } from 'graphql-request';

export interface GatewayClientOptions {
  /** Replaces the global fetch (tests, server-side rendering later). */
  fetch?: typeof fetch;
  /**
   * The signed-in user's access token, read when each request is sent; sent as AppSync's
   * `Authorization` header, so every operation (identity actions and template reads included,
   * which carry no token in their data) names its caller. Null for guests.
   */
  accessToken?: () => string | null;
}

/**
 * The one GraphQL client through which every call reaches the gateway (spec 000 section 7): POST
 * to one endpoint with the public API key in `x-api-key` and, when signed in, the access token in
 * `Authorization`. The body is exactly `{query, variables}`
 * (graphql-request would add `operationName`; the spec's body has none).
 */
export function createGatewayClient(
  url: string,
  apiKey: string,
  options: GatewayClientOptions = {},
): GraphQLClient {
  // A relative URL (the local gateway's `/graphql`) is resolved against the page; outside a page
  // (Node tests, server-side rendering later) it must already be absolute.
  const endpoint =
    typeof window === 'undefined' ? url : new URL(url, window.location.origin).toString();
  const accessToken = options.accessToken;
  return new GraphQLClient(endpoint, {
    headers: accessToken
      ? (): Record<string, string> => {
          const token = accessToken();
          return token ? { 'x-api-key': apiKey, authorization: token } : { 'x-api-key': apiKey };
        }
      : { 'x-api-key': apiKey },
    excludeOperationName: true,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
