import type { GatewayConnection } from '../../gateway/index';
import { listRequests, loadRequest } from './requestsCalls';
import type { RequestsQuery } from './requestsTypes';

/** Every support request query lives under this key; a write invalidates it whole. */
export const REQUESTS_QUERY_KEY = ['supportRequests'] as const;

/** The list query of one filter, sort and page. */
export function requestsListOptions(connection: GatewayConnection, query: RequestsQuery) {
  return {
    queryKey: [...REQUESTS_QUERY_KEY, 'list', query] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => listRequests(connection, query, signal),
  };
}

/** One request with its activity. */
export function requestDetailOptions(connection: GatewayConnection, idOrNumber: string) {
  return {
    queryKey: [...REQUESTS_QUERY_KEY, 'detail', idOrNumber.toUpperCase()] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => loadRequest(connection, idOrNumber, signal),
  };
}
