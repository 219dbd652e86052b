import { QueryClient } from '@tanstack/react-query';
import { CRM_READ_STALE_MS } from '../app/createStorefrontQueryClient';

/**
 * The server render's query cache: one per request, with the client's defaults (no retry layer
 * over the gateway client's own) but no toasts, since nobody sees the server's failures: a failed
 * page falls back to the client's render, which shows them.
 */
export function firstPageQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: CRM_READ_STALE_MS },
    },
  });
}
