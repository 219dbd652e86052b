import { describe, expect, it } from 'vitest';
import {
  categoryPath,
  sitemapEntries,
  sitemapXml,
  type SitemapSource,
} from '../../../server/app/sitemap';
import type { TemplateDetails } from '../../../schemas/templateDetails';

function template(overrides: Partial<TemplateDetails>): TemplateDetails {
  return {
    templateName: 'Page',
    pageType: 'Content',
    pageCategory: 'Application',
    friendlyURL: 'page',
    active: true,
    portalHome: false,
    continueShoppingTemplate: null,
    pageTitle: 'Page',
    metaTags: [],
    checkoutOverride: false,
    quoteDocumentId: null,
    trackers: [],
    catalogGroup: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  } as TemplateDetails;
}

const source = (overrides: Partial<SitemapSource> = {}): SitemapSource => ({
  templates: [
    template({ friendlyURL: 'home', portalHome: true, createdAt: '2025-12-01T00:00:00.000Z' }),
    template({ friendlyURL: 'about' }),
    template({ friendlyURL: 'product_detail', pageType: 'Product' }),
    template({ friendlyURL: 'cart', pageCategory: 'Cart' }),
    template({ friendlyURL: 'search', pageType: 'Search' }),
    template({
      friendlyURL: 'category',
      pageType: 'Category',
      createdAt: '2026-02-03T00:00:00.000Z',
    }),
  ],
  categoryIds: ['cg-genomics', 'cg-cytometry'],
  productPaths: ['/product_detail/genomics/GX-1', '/retired_template/x/CY-2'],
  ...overrides,
});

const paths = (s: SitemapSource) => sitemapEntries(s).map((entry) => entry.path);

describe('sitemapEntries', () => {
  it('lists the home first, then public template pages, category pages and products', () => {
    expect(paths(source())).toEqual([
      '/',
      '/about',
      '/category/cg-cytometry',
      '/category/cg-genomics',
      '/product_detail',
      '/product_detail/genomics/GX-1',
    ]);
  });

  it("dates each category page by the category template's creation", () => {
    const entry = sitemapEntries(source()).find((e) => e.path === '/category/cg-cytometry');
    expect(entry?.lastModified).toBe('2026-02-03T00:00:00.000Z');
  });

  it('has no category pages without an active category template', () => {
    const withoutTemplate = source({
      templates: source().templates.filter((t) => t.pageType !== 'Category'),
    });
    expect(paths(withoutTemplate).some((p) => p.startsWith('/category'))).toBe(false);
    const inactive = source({
      templates: source().templates.map((t) =>
        t.pageType === 'Category' ? { ...t, active: false } : t,
      ),
    });
    expect(paths(inactive).some((p) => p.startsWith('/category'))).toBe(false);
  });

  it('escapes a category id as one path segment', () => {
    expect(categoryPath('cg/a b')).toBe('/category/cg%2Fa%20b');
    const xml = sitemapXml(
      'https://shop.example',
      sitemapEntries(source({ categoryIds: ['cg/a b&c'] })),
    );
    expect(xml).toContain('<loc>https://shop.example/category/cg%2Fa%20b%26c</loc>');
  });

  it('encodes a product path once', () => {
    const xml = sitemapXml(
      'https://shop.example',
      sitemapEntries(source({ productPaths: ['/product_detail/genomics/Kit 5µ'] })),
    );
    expect(xml).toContain('<loc>https://shop.example/product_detail/genomics/Kit%205%C2%B5</loc>');
  });
});
