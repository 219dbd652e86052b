import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { requestDetailOptions, requestsListOptions } from './requestsStore';
import type { RequestsQuery } from './requestsTypes';

/** One page of the caller's requests; the previous page stays shown while the next loads. */
export function useRequests(query: RequestsQuery) {
  const connection = useGatewayConnection();
  return useQuery({
    ...requestsListOptions(connection, query),
    placeholderData: keepPreviousData,
    // The block's error state shows the failure with a retry (QueryStates): no global toast.
    meta: { handlesErrors: true },
  });
}

/** One request with its activity. */
export function useRequest(idOrNumber: string) {
  const connection = useGatewayConnection();
  return useQuery({
    ...requestDetailOptions(connection, idOrNumber),
    enabled: idOrNumber !== '',
    meta: { handlesErrors: true },
  });
}
