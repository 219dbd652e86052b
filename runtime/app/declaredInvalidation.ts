import type { QueryClient } from '@tanstack/react-query';
import type { Invalidation } from '../data/blockMutation';
import { gatewayQueryKey } from '../gateway/index';

/** Mutation meta naming what a successful write makes stale (runtime/data/blockMutation.ts). */
export interface InvalidationMeta extends Record<string, unknown> {
  invalidates?: readonly Invalidation[];
}

/** A CRM call type stands for every cached makeCall read of that type (partial key match). */
function keyOf(invalidation: Invalidation): readonly unknown[] {
  return typeof invalidation === 'string'
    ? gatewayQueryKey('makeCall', { type: invalidation })
    : invalidation;
}

/**
 * After a successful mutation, marks stale (and refetches where shown) every cached read it
 * declared, e.g. an updateQLI invalidating `getQuoteItems` and `getActiveQuote`. Declaring it on
 * the mutation keeps the knowledge next to the write.
 */
export async function invalidateDeclared(
  queryClient: QueryClient,
  meta: Record<string, unknown> | undefined,
): Promise<void> {
  const invalidations = (meta as InvalidationMeta | undefined)?.invalidates ?? [];
  await Promise.all(
    invalidations.map((invalidation) =>
      queryClient.invalidateQueries({ queryKey: keyOf(invalidation) }),
    ),
  );
}
