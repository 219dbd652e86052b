/** Session storage key that keeps dev mode on for the rest of the tab's session. */
export const DEV_MODE_STORAGE_KEY = 'bf-dev-mode';

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Dev mode (spec 000 section 2: an `isDev` query parameter switches it on). Once on it stays on
 * for the session, so an admin can follow links without adding `isDev` to each; `isDev=false`
 * switches it off again.
 */
export function readDevMode(
  search: string,
  storage: Storage | null = sessionStorageOrNull(),
): boolean {
  const parameters = new URLSearchParams(search);
  if (parameters.has('isDev')) {
    const on = parameters.get('isDev') !== 'false';
    try {
      if (on) storage?.setItem(DEV_MODE_STORAGE_KEY, '1');
      else storage?.removeItem(DEV_MODE_STORAGE_KEY);
    } catch {
      // A full or blocked storage only loses the "for the session" part.
    }
    return on;
  }
  return storage?.getItem(DEV_MODE_STORAGE_KEY) === '1';
}
