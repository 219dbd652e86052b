import type { TemplateDetails } from '../../../runtime/storefront/templateDetails';

/** A template with plain defaults; tests set only the fields their rule reads. */
export function template(overrides: Partial<TemplateDetails> & { templateId: string }) {
  return {
    templateName: overrides.templateId,
    pageType: 'Content',
    pageCategory: 'Application',
    friendlyURL: overrides.templateId,
    active: true,
    portalHome: false,
    continueShoppingTemplate: null,
    pageTitle: `${overrides.templateId} title`,
    metaTags: [],
    checkoutOverride: false,
    quoteDocumentId: null,
    trackers: [],
    catalogGroup: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  } satisfies TemplateDetails;
}

/** A small storefront: home, content pages, two cart groups, checkout and account pages. */
export const TEMPLATES: TemplateDetails[] = [
  template({ templateId: 'tpl-home', friendlyURL: 'home', portalHome: true }),
  template({ templateId: 'tpl-about', friendlyURL: 'About' }),
  template({ templateId: 'tpl-support', friendlyURL: '/support/' }),
  template({ templateId: 'tpl-old', friendlyURL: 'old-page', active: false }),
  template({
    templateId: 'tpl-cart-classic',
    friendlyURL: 'cart-classic',
    pageCategory: 'Cart',
    catalogGroup: 'cg-cytometry',
    createdAt: '2024-01-01T00:00:00.000Z',
  }),
  template({
    templateId: 'tpl-cart',
    friendlyURL: 'cart',
    pageCategory: 'Cart',
    catalogGroup: 'cg-cytometry',
    createdAt: '2025-01-01T00:00:00.000Z',
  }),
  template({
    templateId: 'tpl-cart-genomics',
    friendlyURL: 'cart-genomics',
    pageCategory: 'Cart',
    catalogGroup: 'cg-genomics',
    createdAt: '2025-01-02T00:00:00.000Z',
  }),
  template({
    templateId: 'tpl-checkout',
    friendlyURL: 'secure-checkout',
    pageCategory: 'Checkout',
  }),
  template({ templateId: 'tpl-Orders', friendlyURL: 'orders', pageCategory: 'List page' }),
  template({ templateId: 'tpl-order', friendlyURL: 'order', pageCategory: 'Details page' }),
  template({ templateId: 'tpl-profile', friendlyURL: 'profile', pageCategory: 'My Account' }),
  template({ templateId: 'tpl-new-case', friendlyURL: 'new-case', pageCategory: 'Create Record' }),
];
