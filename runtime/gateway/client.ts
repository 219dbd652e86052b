import { GraphQLClient } from 'graphql-request';

/** The one client through which every call reaches the gateway (spec 000 section 7). */
export function createGatewayClient(url: string, apiKey: string): GraphQLClient {
  const endpoint = new URL(url, window.location.origin).toString();
  return new GraphQLClient(endpoint, { headers: { 'x-api-key': apiKey } });
}
