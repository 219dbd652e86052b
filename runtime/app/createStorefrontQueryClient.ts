import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { showToast } from '../state/showToast';
import { invalidateDeclared } from './declaredInvalidation';
import { gatewayFailureToast, type GatewayFailureMeta } from './gatewayFailureToast';

/**
 * How long a CRM read counts as fresh: long enough that blocks mounting on the next page reuse
 * what the last page read, short enough that prices and stock shown are never far behind. Writes
 * do not wait for it: they invalidate what they change (declaredInvalidation.ts).
 */
export const CRM_READ_STALE_MS = 30_000;

function toastFailure(error: unknown, meta: Record<string, unknown> | undefined): void {
  const toast = gatewayFailureToast(error, meta as GatewayFailureMeta | undefined);
  if (toast) showToast(toast);
}

/**
 * TanStack Query is the only cache of gateway data. Failures of queries and mutations reach the
 * spec's error toast here, once, wherever the call came from.
 */
export function createStorefrontQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => toastFailure(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => toastFailure(error, mutation.meta),
      // Returned, so the mutation settles only once what it changed has been read again.
      onSuccess: (_data, _variables, _context, mutation) =>
        invalidateDeclared(queryClient, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        // The gateway client applies the spec's retry policies itself; a second layer would
        // multiply them.
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: CRM_READ_STALE_MS,
      },
    },
  });
  return queryClient;
}
