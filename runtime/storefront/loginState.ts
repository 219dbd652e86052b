/** Spec 000 section 9: the prefix of the local storage keys that hold a user's tokens. */
export const TOKEN_STORAGE_PREFIX = 'ec-aws-tokendata-';

function localStorageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage access throws when the browser blocks it (privacy settings): treat as signed out.
    return null;
  }
}

/**
 * Whether a user is logged in: spec 000 section 4 says logged in means an access token exists,
 * and tokens live under `ec-aws-tokendata-*`. This is the seam runtime/session (issues 4 and 5)
 * replaces with the real session; until then the router and block visibility read it here.
 */
export function isLoggedIn(storage: Storage | null = localStorageOrNull()): boolean {
  if (!storage) return false;
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(TOKEN_STORAGE_PREFIX) && storage.getItem(key)) return true;
  }
  return false;
}
