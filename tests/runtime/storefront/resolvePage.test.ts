import { describe, expect, it } from 'vitest';
import { resolvePage, type PageRequest } from '../../../runtime/storefront/resolvePage';
import type { PageOutcome } from '../../../runtime/storefront/pageOutcome';
import { template, TEMPLATES } from './templates';

/** The outcome reduced to what a row of the table states. */
function summary(outcome: PageOutcome): string {
  switch (outcome.kind) {
    case 'template':
      return `template ${outcome.template.templateId}`;
    case 'redirect':
      return `redirect ${outcome.to}`;
    case 'notFound':
      return `404 ${outcome.message}`;
    case 'productSlug':
      return 'productSlug';
    case 'login':
      return `login from ${outcome.from}`;
    case 'status':
      return `status ${outcome.status}`;
  }
}

const guest = (pathname: string, search = ''): PageRequest => ({
  pathname,
  search,
  isLoggedIn: false,
});
const member = (pathname: string): PageRequest => ({ pathname, isLoggedIn: true });

describe('resolvePage (spec 000 section 2, spec 001 section 2)', () => {
  it.each([
    ['the root path uses the portal-home template', guest('/'), 'template tpl-home'],
    ['a friendly URL resolves its template', guest('/about'), 'template tpl-about'],
    ['friendly URLs ignore case', guest('/ABOUT'), 'template tpl-about'],
    ['a trailing slash is ignored', guest('/about/'), 'template tpl-about'],
    ['slashes stored in the friendly URL are ignored', guest('/support'), 'template tpl-support'],
    ['a missing template is 404', guest('/nothing-here'), '404 Page not found'],
    ['an inactive template is 404', guest('/old-page'), '404 Page not found'],
    ['two segments name no page', guest('/about/team'), '404 Page not found'],
    ['a cart template path redirects to /cart', guest('/cart-classic'), 'redirect /cart'],
    ['another group’s cart path redirects too', guest('/cart-genomics'), 'redirect /cart'],
    [
      'the query string survives the redirect',
      guest('/cart-classic', '?a=1'),
      'redirect /cart?a=1',
    ],
    ['a checkout template path redirects', guest('/secure-checkout'), 'redirect /checkout'],
    ['/cart renders the newest cart template', guest('/cart'), 'template tpl-cart-genomics'],
    [
      '/cart/{quoteId} is the cart too',
      guest('/cart/0Q0Dn00000Cart0001'),
      'template tpl-cart-genomics',
    ],
    ['/checkout renders the checkout template', guest('/checkout'), 'template tpl-checkout'],
    [
      '/list/{id} renders the template with that id',
      guest('/list/tpl-Orders'),
      'template tpl-Orders',
    ],
    ['/detail/{id} too', guest('/detail/tpl-order/'), 'template tpl-order'],
    ['template ids are case-sensitive', guest('/list/tpl-orders'), '404 Page not found'],
    [
      '/list/{id} of an account page needs a login',
      guest('/list/tpl-profile'),
      'login from /list/tpl-profile',
    ],
    ['three or more segments are a product by slug', guest('/p/cat/item/x/y'), 'productSlug'],
    [
      'a My Account page sends a guest to sign in',
      guest('/profile', '?tab=2'),
      'login from /profile?tab=2',
    ],
    ['a Create Record page sends a guest to sign in', guest('/new-case'), 'login from /new-case'],
    ['a My Account page renders when logged in', member('/profile'), 'template tpl-profile'],
    ['a Create Record page renders when logged in', member('/new-case'), 'template tpl-new-case'],
  ])('%s', (_rule, request, expected) => {
    expect(summary(resolvePage(TEMPLATES, request))).toBe(expected);
  });

  it('uses the newest cart template of the cart’s catalogue group', () => {
    const request = { ...guest('/cart'), catalogGroup: 'cg-cytometry' };
    expect(summary(resolvePage(TEMPLATES, request))).toBe('template tpl-cart');
  });

  it('gives 404 when the portal-home template is inactive or missing', () => {
    const inactiveHome = [template({ templateId: 'h', portalHome: true, active: false })];
    expect(summary(resolvePage(inactiveHome, guest('/')))).toBe('404 Page not found');
    expect(summary(resolvePage([], guest('/')))).toBe('404 Page not found');
  });

  it('gives 404 for /cart and /checkout when the storefront has no such template', () => {
    const onlyHome = [template({ templateId: 'h', portalHome: true })];
    expect(summary(resolvePage(onlyHome, guest('/cart')))).toBe('404 Page not found');
    expect(summary(resolvePage(onlyHome, guest('/checkout')))).toBe('404 Page not found');
  });

  it('picks the newest of two active templates sharing a friendly URL', () => {
    const twins = [
      template({ templateId: 'a', friendlyURL: 'x', createdAt: '2024-01-01T00:00:00.000Z' }),
      template({ templateId: 'b', friendlyURL: 'x', createdAt: '2025-01-01T00:00:00.000Z' }),
    ];
    expect(summary(resolvePage(twins, guest('/x')))).toBe('template b');
  });
});
