/**
 * The comparable form of a friendly URL or a path: no leading or trailing slashes, lower case.
 * Friendly URLs are typed by CMS admins ("About", "/about/"), so `/About/` and `about` are one page.
 */
export function normalizeFriendlyUrl(url: string): string {
  return url.replace(/^\/+|\/+$/g, '').toLowerCase();
}
