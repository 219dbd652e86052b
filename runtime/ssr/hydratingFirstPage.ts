import type { DehydratedState } from '@tanstack/react-query';

let hydrating = false;
/** The query answers the server rendered the page with (its dehydrated cache). */
let renderedQueries: DehydratedState | null = null;
/** When this page began adopting the server's markup (Date.now()); Infinity: it never did. */
let hydrationStartedAt = Number.POSITIVE_INFINITY;

/** Called by startStorefront: from deciding to hydrate the server's page to the hydration's commit. */
export function setHydratingFirstPage(value: boolean, queries?: DehydratedState): void {
  if (value && !hydrating) {
    hydrationStartedAt = Date.now();
    renderedQueries = queries ?? null;
  }
  hydrating = value;
}

/**
 * The answer the server rendered the page with for `queryKey`, null when it rendered none (the
 * block's loading state): what a block still hydrating must draw (useCart).
 */
export function renderedQueryAnswer(queryKey: readonly unknown[]): { data: unknown } | null {
  const key = JSON.stringify(queryKey);
  const rendered = renderedQueries?.queries.find((query) => JSON.stringify(query.queryKey) === key);
  return rendered && rendered.state.data !== undefined ? { data: rendered.state.data } : null;
}

/**
 * When the hydration of the server's page began (Date.now()), Infinity when none did: an answer
 * newer than this was not in the server's render (useCart).
 */
export function firstPageHydrationStart(): number {
  return hydrationStartedAt;
}

/**
 * True while the client is adopting a server-rendered page, before the hydration's commit: block
 * code loaded then can take what the server already did (rich text's sanitized markup) from the
 * page instead of loading the means to do it again.
 */
export function isHydratingFirstPage(): boolean {
  return hydrating;
}
