import { describe, expect, it } from 'vitest';
import {
  mergedMetaInfoRequest,
  productSlugOutcome,
  type MergedMetaInfo,
} from '../../../runtime/storefront/mergedMetaInfo';
import { template } from './templates';

const TEMPLATES = [
  template({ templateId: 'tpl-product', friendlyURL: 'product_detail' }),
  template({ templateId: 'tpl-retired', active: false }),
  template({ templateId: 'tpl-account-product', pageCategory: 'My Account' }),
];

function info(overrides: Partial<MergedMetaInfo> = {}): MergedMetaInfo {
  return {
    templateId: 'tpl-product',
    ecatalogItemId: 'ECI-1',
    eCatalogId: 'ecat-1',
    itemId: 'ITEM-1',
    metaInfo: {
      title: 'CD4 Antibody | Cellaris',
      description: 'Mouse anti-human CD4',
      metaTags: [{ name: 'og:title', content: 'CD4 Antibody' }],
      canonicalUrl: '/product_detail/cat/SKU-1',
    },
    ...overrides,
  };
}

describe('product-by-slug pages (spec 000 section 2)', () => {
  it('asks the CRM getMergedMetaInfo by GET with the path as url', () => {
    expect(mergedMetaInfoRequest('/product_detail/cat/SKU-1')).toEqual({
      base: 'ecommerce',
      type: 'getMergedMetaInfo',
      method: 'GET',
      query: { url: '/product_detail/cat/SKU-1' },
    });
  });

  it.each([
    ['no answer', null],
    ['no catalog id', info({ eCatalogId: null })],
    ['no catalog item id', info({ ecatalogItemId: null })],
    ['an inactive template', info({ templateId: 'tpl-retired' })],
    ['a template this storefront lacks', info({ templateId: 'tpl-elsewhere' })],
  ])('%s gives 404 with ERROR: No template found', (_case, answer) => {
    expect(productSlugOutcome(TEMPLATES, answer, false, '/p/c/x')).toEqual({
      kind: 'notFound',
      message: 'ERROR: No template found',
    });
  });

  it('renders the named template with the CRM’s merged title and meta tags', () => {
    expect(productSlugOutcome(TEMPLATES, info(), false, '/p/c/x')).toMatchObject({
      kind: 'template',
      template: { templateId: 'tpl-product' },
      meta: {
        title: 'CD4 Antibody | Cellaris',
        metaTags: [{ name: 'og:title', content: 'CD4 Antibody' }],
      },
    });
  });

  it('sends a guest to sign in for an account template', () => {
    const answer = info({ templateId: 'tpl-account-product' });
    expect(productSlugOutcome(TEMPLATES, answer, false, '/p/c/x')).toEqual({
      kind: 'login',
      from: '/p/c/x',
    });
    expect(productSlugOutcome(TEMPLATES, answer, true, '/p/c/x').kind).toBe('template');
  });
});
