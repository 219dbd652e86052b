import type { QueryKey } from '@tanstack/query-core';

/**
 * What a write makes stale: a CRM call type (every cached makeCall read of that type, e.g.
 * `'getQuoteItems'`) or a query key (every query under it, e.g. the cart's `['cart']`).
 */
export type Invalidation = string | QueryKey;

/**
 * Who shows a write's failure: `'toast'` is the spec's error toast (spec 000 section 8);
 * `'inline'` means the block shows the error next to the control (`MutationError`), so the toast
 * stays quiet. Every write declares one: a failure nobody shows is the defect this prevents.
 */
export type FailureDisplay = 'toast' | 'inline';

/** Mutation meta the query client reads (createStorefrontQueryClient.ts). */
export interface BlockMutationMeta extends Record<string, unknown> {
  invalidates: readonly Invalidation[];
  handlesErrors: boolean;
}

/** The meta of a write from its declarations. */
export function blockMutationMeta(
  invalidates: readonly Invalidation[],
  failure: FailureDisplay,
): BlockMutationMeta {
  return { invalidates, handlesErrors: failure === 'inline' };
}
