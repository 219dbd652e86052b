import { describe, expect, it } from 'vitest';
import redirects from '../../../server/app/legacy/redirects.json' with { type: 'json' };
import {
  legacyRedirectCount,
  legacyTarget,
  normalizeLegacyPath,
} from '../../../server/app/legacy/legacyRedirects';
import { generateCatalogue } from '../../../server/db/seed/catalogue';
import { TEMPLATES } from '../../../server/db/seed/templateCatalog';

const families = (family: string) => redirects.filter((r) => r.family === family);
const fromPaths = (family: string) => new Set(families(family).map((r) => r.from));

/** The legacy brand site's regional sections; every section had the same tree. */
const LOCALES = ['en-us', 'en-gb'];
const CATEGORY_TARGETS = [
  '/flow_consumables/',
  '/imaging_consumables/',
  '/genomics_consumables/',
  '/genomics_service/',
];
/** The products the legacy site sold: the curated first twelve of the seed (catalogue.ts). */
const catalogue = generateCatalogue().items;
const legacyProducts = catalogue.slice(0, 12);

describe('legacy redirect table (spec 000 section 2)', () => {
  it('holds about 150 distinct old paths, one row each', () => {
    expect(legacyRedirectCount).toBe(redirects.length);
    expect(legacyRedirectCount).toBeGreaterThanOrEqual(140);
    expect(legacyRedirectCount).toBeLessThanOrEqual(160);
    expect(new Set(redirects.map((r) => normalizeLegacyPath(r.from))).size).toBe(redirects.length);
    for (const r of redirects) {
      expect(r.from, r.from).toMatch(/^\/[\w./-]*$/);
      expect(r.to, r.from).toMatch(/^\/.*\/$/);
    }
  });

  it('has only the families the spec names', () => {
    expect(new Set(redirects.map((r) => r.family))).toEqual(
      new Set(['home', 'category', 'category-ids', 'product-sku', 'product-ids', 'signon']),
    );
  });

  it('home: the old home paths, bare and per region, go to /home/', () => {
    expect(families('home').every((r) => r.to === '/home/')).toBe(true);
    for (const path of ['/', '/index.html', '/default.aspx', '/home.aspx']) {
      expect(fromPaths('home')).toContain(path);
    }
    for (const locale of LOCALES) {
      for (const path of [`/${locale}`, `/${locale}/home`, `/${locale}/index.html`]) {
        expect(fromPaths('home')).toContain(path);
      }
    }
  });

  it('category: every region has the same category tree, each to one of the four new pages', () => {
    expect(new Set(families('category').map((r) => r.to))).toEqual(new Set(CATEGORY_TARGETS));
    const tree = (locale: string) =>
      families('category')
        .filter((r) => r.from.startsWith(`/${locale}/`))
        .map((r) => `${r.from.slice(locale.length + 1)} ${r.to}`)
        .sort();
    expect(tree('en-us').length).toBeGreaterThanOrEqual(25);
    for (const locale of LOCALES) expect(tree(locale)).toEqual(tree('en-us'));
    expect(families('category').length).toBe(tree('en-us').length * LOCALES.length);
    // A section's root and its children land on the same page.
    for (const [root, target] of [
      ['/products/flow-cytometry', '/flow_consumables/'],
      ['/products/imaging', '/imaging_consumables/'],
      ['/products/genomics', '/genomics_consumables/'],
      ['/services/genomics', '/genomics_service/'],
    ] as const) {
      const section = families('category').filter((r) => r.from.startsWith(`/en-us${root}`));
      expect(section.length, root).toBeGreaterThan(1);
      expect(section.every((r) => r.to === target)).toBe(true);
    }
  });

  it("category-ids: the old shop's category ids go to the same four pages", () => {
    expect(new Set(families('category-ids').map((r) => r.to))).toEqual(new Set(CATEGORY_TARGETS));
    expect(
      families('category-ids').every((r) => /^\/catalog\/category\/view\/id\/\d+$/.test(r.from)),
    ).toBe(true);
  });

  it('product-sku: every legacy product, in every region, goes to its guest-catalog page by SKU', () => {
    expect(families('product-sku').length).toBe(legacyProducts.length * LOCALES.length);
    for (const product of legacyProducts) {
      for (const locale of LOCALES) {
        const row = families('product-sku').find(
          (r) =>
            r.from.startsWith(`/${locale}/products/`) &&
            r.from.endsWith(`-${product.sku.toLowerCase()}`),
        );
        expect(row?.to, `${locale} ${product.sku}`).toBe(
          `/product_detail/guest-catalog/${product.sku}/`,
        );
      }
    }
  });

  it("product-ids: every legacy product's old shop id goes to its product template and item", () => {
    expect(families('product-ids').length).toBe(legacyProducts.length);
    const templateOf: Record<string, string> = {
      'ecat-cytometry': 'tpl-product',
      'ecat-genomics': 'tpl-product-genomics',
    };
    const targets = new Set(families('product-ids').map((r) => r.to));
    for (const product of legacyProducts) {
      expect(targets).toContain(`/product/${templateOf[product.catalog_id]}/${product.item_id}/`);
    }
    expect(
      families('product-ids').every((r) => /^\/catalog\/product\/view\/id\/\d+$/.test(r.from)),
    ).toBe(true);
  });

  it('signon: the old commerce, index and storefront paths (product details included) go to /signon/', () => {
    expect(families('signon').every((r) => r.to === '/signon/')).toBe(true);
    for (const prefix of ['/commerce', '/index.php', '/storefront']) {
      expect(families('signon').filter((r) => r.from.startsWith(prefix)).length).toBeGreaterThan(3);
    }
    for (const path of [
      '/commerce/product-details',
      '/commerce/index/product-details',
      '/index/product-details',
      '/storefront/product-details',
    ]) {
      expect(fromPaths('signon')).toContain(path);
    }
  });

  it("every target is a page of the guest storefront's seed", () => {
    const slugs = new Set(TEMPLATES.map((t) => t.friendlyURL.toLowerCase()));
    const templateIds = new Set(TEMPLATES.map((t) => t.templateId));
    const bySku = new Map(catalogue.map((item) => [item.sku, item]));
    const byId = new Map(catalogue.map((item) => [item.item_id, item]));
    for (const r of redirects) {
      const [first, ...rest] = r.to.split('/').filter(Boolean);
      if (first === 'product') {
        expect(templateIds, r.from).toContain(rest[0]);
        expect(byId.get(rest[1]!)?.active, r.from).toBe(true);
      } else if (first === 'product_detail') {
        expect(slugs).toContain('product_detail');
        expect(bySku.get(rest[1]!)?.active, r.from).toBe(true);
      } else {
        expect(rest, r.from).toEqual([]);
        expect(slugs, r.from).toContain(first);
      }
    }
  });
});

describe('legacyTarget', () => {
  it.each([
    ['/', '/home/'],
    ['/en-us/home', '/home/'],
    ['/en-gb', '/home/'],
    ['/en-us/products/flow-cytometry/reagents', '/flow_consumables/'],
    ['/en-gb/products/flow-cytometry/viability-dyes', '/flow_consumables/'],
    ['/en-us/products/imaging/consumables', '/imaging_consumables/'],
    ['/en-us/products/genomics/consumables', '/genomics_consumables/'],
    ['/en-gb/products/genomics/ngs-panels', '/genomics_consumables/'],
    ['/en-us/services/genomics', '/genomics_service/'],
    ['/catalog/category/view/id/12', '/genomics_consumables/'],
    [
      '/en-us/products/cd4-monoclonal-antibody-fitc-cy-ab-10001',
      '/product_detail/guest-catalog/CY-AB-10001/',
    ],
    [
      '/en-gb/products/pan-cancer-ngs-panel-gx-pn-20001',
      '/product_detail/guest-catalog/GX-PN-20001/',
    ],
    ['/catalog/product/view/id/4521', '/product/tpl-product/a1Cellaris0000001/'],
    ['/catalog/product/view/id/5210', '/product/tpl-product-genomics/a1Cellaris0000012/'],
    ['/commerce/index/product-details', '/signon/'],
    ['/index.php/customer/account/login', '/signon/'],
    ['/storefront/product-details', '/signon/'],
  ])('%s -> %s', (from, to) => {
    expect(legacyTarget(from)).toBe(to);
  });

  it('ignores case, a trailing slash and percent-encoding', () => {
    expect(legacyTarget('/EN-US/Products/Flow-Cytometry/Reagents/')).toBe('/flow_consumables/');
    expect(legacyTarget('/en-us/products/flow%2Dcytometry/reagents')).toBe('/flow_consumables/');
  });

  it('returns null for an unknown old path, and for a known path with more segments', () => {
    expect(legacyTarget('/en-us/no-such-page')).toBeNull();
    expect(legacyTarget('/en-us/products/flow-cytometry/reagents/extra')).toBeNull();
    expect(legacyTarget('/fr-fr/home')).toBeNull();
  });

  it('keeps a malformed escape without throwing', () => {
    expect(normalizeLegacyPath('/%E0%A4%A')).toBe('/%e0%a4%a');
  });
});
