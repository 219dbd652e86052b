import { use, useContext } from 'react';
import {
  useQuery,
  type DefaultError,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { FirstPageReadsContext } from './firstPageReads';

/**
 * A data block's read: TanStack's `useQuery`, whose first answer the server render of a first
 * page waits for (within the page's time budget, `FirstPageReads`) so the HTML holds the block's
 * data and the page's dehydrated cache hands it to the client, whose first render finds it there
 * (no request again within its staleTime, no skeleton, the same markup). In the browser it is
 * `useQuery` itself. A read whose request depends on what only the browser holds (its storage,
 * the guest's cart) is built from the server's value of that state, usually nothing (disabled);
 * a read that must never be made by the server uses `useQuery`.
 */
export function useBlockQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  const reads = useContext(FirstPageReadsContext);
  if (reads) {
    const pending = reads.pending(options);
    // Suspends the server's render of this block until the answer is in the cache (or given up).
    if (pending) use(pending);
  }
  return useQuery(options);
}
