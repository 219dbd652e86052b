import { afterEach, describe, expect, it } from 'vitest';
import { pageRequest } from '../../../../runtime/app/pageRequest';
import type { Storefront } from '../../../../runtime/app/StorefrontContext';
import { storeCartCatalogGroup } from '../../../../runtime/domain/cart/quoteStorage';
import { resolvePage } from '../../../../runtime/storefront/resolvePage';
import type { TemplateDetails } from '../../../../runtime/storefront/templateDetails';

const cartTemplate = (templateId: string, catalogGroup: string, createdAt: string) =>
  ({
    templateId,
    templateName: templateId,
    pageType: 'Cart',
    pageCategory: 'Cart',
    friendlyURL: templateId,
    active: true,
    portalHome: false,
    continueShoppingTemplate: null,
    pageTitle: 'Cart',
    metaTags: [],
    checkoutOverride: false,
    quoteDocumentId: null,
    trackers: [],
    catalogGroup,
    createdAt,
  }) as unknown as TemplateDetails;

const TEMPLATES = [
  cartTemplate('tpl-cart-cyto-old', 'cg-cytometry', '2024-01-01T00:00:00Z'),
  cartTemplate('tpl-cart-cyto-new', 'cg-cytometry', '2025-01-01T00:00:00Z'),
  cartTemplate('tpl-cart-genomics', 'cg-genomics', '2025-06-01T00:00:00Z'),
];

const storefront = {
  boot: { domain: { storefrontId: 'sf-1', guestAccountId: 'GUEST' } },
  isLoggedIn: () => false,
} as unknown as Storefront;

afterEach(() => localStorage.clear());

describe("the cart's catalogue group", () => {
  it('picks the newest cart template of that group for /cart', () => {
    storeCartCatalogGroup('cg-cytometry');
    const request = pageRequest(storefront, new URL('http://guest.localhost/cart'));
    expect(request.catalogGroup).toBe('cg-cytometry');
    expect(resolvePage(TEMPLATES, request)).toMatchObject({
      kind: 'template',
      template: { templateId: 'tpl-cart-cyto-new' },
    });
  });

  it('falls back to the newest cart template of any group without a cart', () => {
    const request = pageRequest(storefront, new URL('http://guest.localhost/cart'));
    expect(request.catalogGroup).toBeNull();
    expect(resolvePage(TEMPLATES, request)).toMatchObject({
      template: { templateId: 'tpl-cart-genomics' },
    });
  });
});
