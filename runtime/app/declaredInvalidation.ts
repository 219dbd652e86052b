import type { QueryClient } from '@tanstack/react-query';
import { gatewayQueryKey } from '../gateway/index';

/** Mutation meta naming the CRM call types whose cached reads a successful write makes stale. */
export interface InvalidationMeta extends Record<string, unknown> {
  invalidates?: readonly string[];
}

/**
 * After a successful mutation, marks stale (and refetches where shown) every cached makeCall
 * read of the types it declared, e.g. an updateQLI invalidating `getQuoteItems` and
 * `getActiveQuote`. Declaring it on the mutation keeps the knowledge next to the write.
 */
export async function invalidateDeclared(
  queryClient: QueryClient,
  meta: Record<string, unknown> | undefined,
): Promise<void> {
  const types = (meta as InvalidationMeta | undefined)?.invalidates ?? [];
  await Promise.all(
    types.map((type) =>
      queryClient.invalidateQueries({ queryKey: gatewayQueryKey('makeCall', { type }) }),
    ),
  );
}
