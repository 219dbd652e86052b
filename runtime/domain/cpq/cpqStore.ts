import type { QueryClient } from '@tanstack/query-core';
import type { GatewayConnection } from '../../gateway/index';
import { getCpqBundles, getCpqQuote, getCpqQuotes } from './cpqCalls';
import { APPROVAL_POLL_MS } from './cpqRules';
import type { CpqQuote } from './cpqTypes';

/** The configurator's query keys, per signed-in user and account (prices are the account's). */
export const cpqKeys = {
  all: ['cpq'] as const,
  bundles: (viewer: string) => ['cpq', viewer, 'bundles'] as const,
  quote: (viewer: string, quoteId: string) => ['cpq', viewer, 'quote', quoteId] as const,
  quotes: (viewer: string) => ['cpq', viewer, 'quotes'] as const,
};

/** The priced bundles as a query; the block shows its failure (QueryStates with a retry). */
export function bundlesOptions(connection: GatewayConnection, viewer: string) {
  return {
    queryKey: cpqKeys.bundles(viewer),
    queryFn: ({ signal }: { signal: AbortSignal }) => getCpqBundles(connection, signal),
    meta: { handlesErrors: true },
  };
}

/** The caller's saved quotes as a query (the list under the builder). */
export function quotesOptions(connection: GatewayConnection, viewer: string) {
  return {
    queryKey: cpqKeys.quotes(viewer),
    queryFn: ({ signal }: { signal: AbortSignal }) => getCpqQuotes(connection, signal),
    meta: { handlesErrors: true },
  };
}

/** A saved quote as a query; polled while its discount waits for the sales desk. */
export function quoteOptions(connection: GatewayConnection, viewer: string, quoteId: string) {
  return {
    queryKey: cpqKeys.quote(viewer, quoteId),
    queryFn: ({ signal }: { signal: AbortSignal }) => getCpqQuote(connection, quoteId, signal),
    meta: { handlesErrors: true },
    refetchInterval: (query: { state: { data?: CpqQuote } }) =>
      query.state.data?.discount.state === 'Pending' ? APPROVAL_POLL_MS : false,
  };
}

/**
 * A write's answer is the quote as it now stands: it replaces the cached one, and takes its place
 * at the top of the saved quotes (the list is newest first, as the CRM orders it).
 */
export function storeQuote(queryClient: QueryClient, viewer: string, quote: CpqQuote): void {
  queryClient.setQueryData(cpqKeys.quote(viewer, quote.quoteId), quote);
  queryClient.setQueryData<CpqQuote[]>(cpqKeys.quotes(viewer), (list) =>
    list ? [quote, ...list.filter((saved) => saved.quoteId !== quote.quoteId)] : list,
  );
}
