import { LOGIN_REDIRECT_PREFIX } from '../session/storageKeys';
import { browserStorage } from '../state/browserStorage';

/** Spec 000 section 9: where the path a user wanted before signing in is kept, per storefront. */
const loginRedirectKey = (storefrontId: string): string =>
  `${LOGIN_REDIRECT_PREFIX}${storefrontId}`;

/** Keeps the intended path (with its query) for after sign-in (spec 000 section 4). */
export function rememberLoginRedirect(
  storefrontId: string,
  path: string,
  storage: Storage | null = browserStorage('localStorage'),
): void {
  try {
    storage?.setItem(loginRedirectKey(storefrontId), path);
  } catch {
    // A full or blocked storage only loses the way back: the user lands on / after sign-in.
  }
}

/**
 * Takes the remembered path (once) for the sign-in flow. Only an in-app path is returned: a
 * stored absolute or protocol-relative URL would make sign-in an open redirect.
 */
export function takeLoginRedirect(
  storefrontId: string,
  storage: Storage | null = browserStorage('localStorage'),
): string | null {
  const key = loginRedirectKey(storefrontId);
  const path = storage?.getItem(key) ?? null;
  storage?.removeItem(key);
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) {
    return null;
  }
  return path;
}
