import type { StorefrontRecord } from './storefrontDirectory';

/**
 * Paths of a guest-capable storefront that only make sense for one visitor (the cart, checkout,
 * sign-in, the account area, documents of one customer) or are error pages: kept out of search
 * engines. The routes are the spec's (000 section 2, runtime/storefront/routeTable.ts).
 */
const PRIVATE_PATHS = [
  '/billing/',
  '/cart',
  '/checkout',
  '/login',
  '/changePassword',
  '/orders',
  '/viewInvoice',
  '/cpq',
  '/configurator',
  '/guidance',
  '/401',
  '/404',
  '/500',
  // Internal search results: endless query variations, none a page of its own.
  '/search',
];

/** Whether robots.txt closes `path` (a prefix match, as crawlers apply Disallow lines). */
export function isPrivatePath(path: string): boolean {
  return PRIVATE_PATHS.some((prefix) => path.startsWith(prefix));
}

/**
 * The storefront's robots.txt: a storefront that requires sign-in (no guest account) has nothing
 * for search engines; a guest-capable one opens its catalogue and content pages, closes the
 * per-visitor paths and names its sitemap on `origin`.
 */
export function robotsTxt(record: StorefrontRecord, origin: string): string {
  if (!record.guestAccountId) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
