import { LOGIN_PATH } from './routePaths';

/**
 * Whether a path needs a signed-in user before anything else (spec 000 section 2): on an
 * authenticated storefront (no guest account id) every path but /login does, except the
 * single-sign-on root path carrying a `code`, which completes the login.
 */
export function loginRequired(request: {
  pathname: string;
  search?: string;
  isLoggedIn: boolean;
  authenticatedStorefront?: boolean;
}): boolean {
  if (request.isLoggedIn || !request.authenticatedStorefront) return false;
  const path = `/${request.pathname.split('/').filter(Boolean).join('/')}`;
  if (path.toLowerCase() === LOGIN_PATH.toLowerCase()) return false;
  if (path === '/' && new URLSearchParams(request.search ?? '').has('code')) return false;
  return true;
}
