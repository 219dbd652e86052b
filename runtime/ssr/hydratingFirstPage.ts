let hydrating = false;
/** When this page began adopting the server's markup (Date.now()); Infinity: it never did. */
let hydrationStartedAt = Number.POSITIVE_INFINITY;

/** Called by startStorefront: from deciding to hydrate the server's page to the hydration's commit. */
export function setHydratingFirstPage(value: boolean): void {
  if (value && !hydrating) hydrationStartedAt = Date.now();
  hydrating = value;
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
