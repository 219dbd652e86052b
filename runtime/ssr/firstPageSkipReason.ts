/**
 * URLs whose first render depends on what only the browser holds, so the server leaves them to
 * the client: the single sign-on callback (`code` on the root completes the sign-in) and dev mode
 * (`isDev`, which the client also keeps in the tab's storage and shows schema errors with).
 */
export function firstPageSkipReason(url: URL): string | null {
  if (url.searchParams.has('code')) return 'a sign-in callback';
  if (url.searchParams.has('isDev')) return 'dev mode';
  return null;
}
