let hydrating = false;

/** Called by startStorefront: from deciding to hydrate the server's page to the hydration's commit. */
export function setHydratingFirstPage(value: boolean): void {
  hydrating = value;
}

/**
 * True while the client is adopting a server-rendered page, before the hydration's commit: block
 * code loaded then can take what the server already did (rich text's sanitized markup) from the
 * page instead of loading the means to do it again.
 */
export function isHydratingFirstPage(): boolean {
  return hydrating;
}
