import { describe, expect, it } from 'vitest';
import type { CatalogueItem } from '../../../blocks/catalogue/catalogueItem';
import { productHref, slugify } from '../../../blocks/catalogue/productHref';

const ITEM: CatalogueItem = {
  itemId: 'a1Cellaris0000001',
  catalogItemId: 'a1ECellaris0000001',
  sku: 'FC-1001',
  title: 'CD4 Monoclonal Antibody (RPA-T4), FITC',
  group: 'Antibodies',
  attributes: { species: 'Human', fluorochrome: 'FITC' },
};

describe('friendly product URLs (spec 001 section 2)', () => {
  it('is /{friendlyTemplate}/{pattern filled}/{itemId}', () => {
    expect(
      productHref(ITEM, {
        friendlyTemplate: 'product_detail',
        friendlyUrlPattern: '{group}/{title}',
      }),
    ).toBe('/product_detail/antibodies/cd4-monoclonal-antibody-rpa-t4-fitc/a1Cellaris0000001');
  });

  it('fills attributes, drops empty segments and trims slashes around the template', () => {
    expect(
      productHref(ITEM, {
        friendlyTemplate: '/product_detail/',
        friendlyUrlPattern: '{species}-{fluorochrome}/{missing}',
      }),
    ).toBe('/product_detail/human-fitc/a1Cellaris0000001');
  });

  it('falls back to /product/{template}/{itemId} without a usable pattern', () => {
    expect(
      productHref(ITEM, {
        friendlyTemplate: 'product_detail',
        friendlyUrlPattern: '{missing}',
        productTemplateId: 'tpl-product',
      }),
    ).toBe('/product/tpl-product/a1Cellaris0000001');
    expect(productHref(ITEM, {})).toBeNull();
  });

  it('slugs accents and punctuation', () => {
    expect(slugify('Anti-Müller  Hormone (AMH) — 96 Tests')).toBe(
      'anti-muller-hormone-amh-96-tests',
    );
  });
});
