import { keepPreviousData } from '@tanstack/react-query';
import { useBlockQuery } from '../../data/useBlockQuery';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { requestDetailOptions, requestsListOptions } from './requestsStore';
import type { RequestsQuery } from './requestsTypes';

/**
 * One page of the caller's requests; the previous page stays shown while the next loads. Its first
 * answer comes in the server's HTML (useBlockQuery), as one request's does.
 */
export function useRequests(query: RequestsQuery) {
  const connection = useGatewayConnection();
  return useBlockQuery({
    ...requestsListOptions(connection, query),
    placeholderData: keepPreviousData,
    // The block's error state shows the failure with a retry (QueryStates): no global toast.
    meta: { handlesErrors: true },
  });
}

/** One request with its activity. */
export function useRequest(idOrNumber: string) {
  const connection = useGatewayConnection();
  return useBlockQuery({
    ...requestDetailOptions(connection, idOrNumber),
    enabled: idOrNumber !== '',
    meta: { handlesErrors: true },
  });
}
