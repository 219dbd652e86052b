/** Page types whose template shows one product (seeded: Product, ProductDetails), lower case. */
export const PRODUCT_PAGE_TYPES: readonly string[] = ['product', 'productdetails'];

/**
 * Query parameters that choose what a page shows (a search's text, a product named in the query,
 * a page of results): kept in a canonical URL. Everything else (utm_*, gclid, filters of one
 * visit, dev switches) is left out, so every variant of a page names one address.
 */
export const CANONICAL_PARAMS: readonly string[] = ['q', 'productId', 'page'];

/**
 * A page's canonical URL: the friendly path on the storefront's own host (`origin`, never the
 * request's legacy or proxy host), with only the parameters that choose its content, in a fixed
 * order. The root keeps its slash; other paths lose a trailing one.
 */
export function canonicalUrl(origin: string, pathname: string, search = ''): string {
  const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '') || '/';
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of CANONICAL_PARAMS) {
    const value = given.get(name)?.trim();
    // The first page of results is the page itself.
    if (value && !(name === 'page' && value === '1')) kept.set(name, value);
  }
  const query = kept.toString();
  return `${new URL(path, origin).href}${query ? `?${query}` : ''}`;
}
