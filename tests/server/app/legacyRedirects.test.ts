import { describe, expect, it } from 'vitest';
import redirects from '../../../server/app/legacy/redirects.json' with { type: 'json' };
import {
  legacyRedirectCount,
  legacyTarget,
  normalizeLegacyPath,
} from '../../../server/app/legacy/legacyRedirects';

const families = (family: string) => redirects.filter((r) => r.family === family);

describe('legacy redirect table', () => {
  it('holds at least 40 distinct old paths', () => {
    expect(legacyRedirectCount).toBeGreaterThanOrEqual(40);
    expect(legacyRedirectCount).toBe(redirects.length);
  });

  it('covers every example family of spec 000 section 2', () => {
    expect(families('home').every((r) => r.to === '/home/')).toBe(true);
    const categoryTargets = new Set(families('category').map((r) => r.to));
    expect(categoryTargets).toEqual(
      new Set([
        '/flow_consumables/',
        '/imaging_consumables/',
        '/genomics_consumables/',
        '/genomics_service/',
      ]),
    );
    expect(families('product-sku').length).toBeGreaterThan(0);
    expect(
      families('product-sku').every((r) =>
        /^\/product_detail\/guest-catalog\/[A-Z0-9-]+\/$/.test(r.to),
      ),
    ).toBe(true);
    expect(families('product-ids').length).toBeGreaterThan(0);
    expect(families('product-ids').every((r) => /^\/product\/[\w-]+\/[\w-]+\/$/.test(r.to))).toBe(
      true,
    );
    expect(families('signon').length).toBeGreaterThan(0);
    expect(families('signon').every((r) => r.to === '/signon/')).toBe(true);
  });
});

describe('legacyTarget', () => {
  it.each([
    ['/', '/home/'],
    ['/en-us/home', '/home/'],
    ['/en-us/products/flow-cytometry/reagents', '/flow_consumables/'],
    ['/en-us/products/imaging/consumables', '/imaging_consumables/'],
    ['/en-us/products/genomics/consumables', '/genomics_consumables/'],
    ['/en-us/services/genomics', '/genomics_service/'],
    [
      '/en-us/products/cd4-monoclonal-antibody-fitc-cy-ab-10001',
      '/product_detail/guest-catalog/CY-AB-10001/',
    ],
    ['/catalog/product/view/id/4521', '/product/tpl-product/a1Cellaris0000001/'],
    ['/commerce/index/product-details', '/signon/'],
    ['/storefront/product-details', '/signon/'],
  ])('%s -> %s', (from, to) => {
    expect(legacyTarget(from)).toBe(to);
  });

  it('ignores case and a trailing slash', () => {
    expect(legacyTarget('/EN-US/Products/Flow-Cytometry/Reagents/')).toBe('/flow_consumables/');
  });

  it('returns null for an unknown old path', () => {
    expect(legacyTarget('/en-us/no-such-page')).toBeNull();
  });

  it('keeps a malformed escape without throwing', () => {
    expect(normalizeLegacyPath('/%E0%A4%A')).toBe('/%e0%a4%a');
  });
});
