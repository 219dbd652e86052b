import { use, useContext } from 'react';
import {
  useQuery,
  type DefaultError,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { FirstPageReadsContext } from './firstPageReads';

/** A settled thenable React takes as such without waiting (its `status`). */
const NOTHING_PENDING: Promise<void> = Object.assign(Promise.resolve(), {
  status: 'fulfilled',
  value: undefined,
});

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
    // Suspends the server's render of this block until the answer is in the cache (or given up).
    // `use` is called whether or not the read is pending: React matches a component's `use`
    // calls by their order across its retries, so a read that stopped suspending must keep its
    // place, or the next read (one that depends on it: the checkout's shipping methods on its
    // fields) is taken for it and never waited for.
    use(reads.pending(options) ?? NOTHING_PENDING);
  }
  return useQuery(options);
}
