import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { showToast } from '../state/showToast';
import { gatewayFailureToast, type GatewayFailureMeta } from './gatewayFailureToast';

function toastFailure(error: unknown, meta: Record<string, unknown> | undefined): void {
  const toast = gatewayFailureToast(error, meta as GatewayFailureMeta | undefined);
  if (toast) showToast(toast);
}

/**
 * TanStack Query is the only cache of gateway data. Failures of queries and mutations reach the
 * spec's error toast here, once, wherever the call came from.
 */
export function createStorefrontQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => toastFailure(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => toastFailure(error, mutation.meta),
    }),
    // The gateway client applies the spec's retry policies itself; a second layer would multiply them.
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
}
