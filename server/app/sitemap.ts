import type { TemplateDetails } from '../../schemas/templateDetails';
import { isPrivatePath } from './robotsTxt';

/**
 * One page of the sitemap: its path on the storefront (URL-encoded) and, when known, when it last
 * changed.
 */
export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

/**
 * What a sitemap is made from: the storefront's templates, the catalogue groups it sells and its
 * catalogues' friendly URLs.
 */
export interface SitemapSource {
  templates: readonly TemplateDetails[];
  /** Catalogue groups of the storefront's active catalogues: each has a `/category/{id}` page. */
  categoryIds: readonly string[];
  /** Friendly product paths (`/product_detail/{catalogue}/{sku}`) of the storefront's catalogues. */
  productPaths: readonly string[];
}

/** The pageType of the template every `/category/{id}` renders (runtime/storefront/routeTable.ts). */
const CATEGORY_PAGE_TYPE = 'category';

/** The path of a category page (spec 000 section 2), its id escaped as one segment. */
export function categoryPath(categoryId: string): string {
  return `/category/${encodeURIComponent(categoryId)}`;
}

/** The sitemap protocol's limit of URLs in one file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** Page categories whose pages are one visitor's (cart, checkout, account) or a step of a flow. */
const PRIVATE_CATEGORIES = new Set(['My Account', 'Create Record', 'Cart', 'Checkout', 'Guidance']);

/**
 * The public pages of a guest-capable storefront: its home, every active template page a guest
 * may open (not a per-visitor category or a path robots.txt closes), the category page of each
 * catalogue group it sells when it has a category template (that template's own friendly URL
 * lists every catalogue, the shop again, so it is left out), and every product whose friendly URL
 * starts with an active template's friendly URL (the CRM resolves only those,
 * getMergedMetaInfo). Sorted, without duplicates, at most SITEMAP_MAX_URLS.
 */
export function sitemapEntries(source: SitemapSource): SitemapEntry[] {
  const active = source.templates.filter((template) => template.active);
  const pages = new Map<string, SitemapEntry>();
  const add = (path: string, lastModified?: string) => {
    if (pages.size >= SITEMAP_MAX_URLS || pages.has(path) || isPrivatePath(path)) return;
    pages.set(path, lastModified ? { path, lastModified } : { path });
  };
  const home = active.find((template) => template.portalHome);
  add('/', home?.createdAt);
  const templateSlugs = new Set<string>();
  let categoryTemplate: TemplateDetails | undefined;
  for (const template of active) {
    const slug = template.friendlyURL.replace(/^\/+|\/+$/g, '');
    if (template.pageType.toLowerCase() === CATEGORY_PAGE_TYPE) {
      categoryTemplate ??= template;
      continue;
    }
    if (!slug) continue;
    templateSlugs.add(slug.toLowerCase());
    if (template.portalHome || PRIVATE_CATEGORIES.has(template.pageCategory)) continue;
    add(encodeURI(`/${slug}`), template.createdAt);
  }
  if (categoryTemplate) {
    for (const id of source.categoryIds) add(categoryPath(id), categoryTemplate.createdAt);
  }
  for (const path of source.productPaths) {
    const first = path.split('/').filter(Boolean)[0]?.toLowerCase();
    if (first && templateSlugs.has(first)) add(encodeURI(path));
  }
  return [...pages.values()].sort((a, b) =>
    a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path),
  );
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function xmlText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/** The sitemap XML (sitemaps.org 0.9) of `entries` (URL-encoded paths) on `origin`. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const loc = new URL(entry.path, origin).href;
    const lastmod = entry.lastModified
      ? `<lastmod>${xmlText(new Date(entry.lastModified).toISOString().slice(0, 10))}</lastmod>`
      : '';
    return `<url><loc>${xmlText(loc)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
