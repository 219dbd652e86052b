import { describe, expect, it } from 'vitest';
import type { PageOutcome } from '../../../runtime/storefront/pageOutcome';
import { resolvePage, type PageRequest } from '../../../runtime/storefront/resolvePage';
import { template } from './templates';

function summary(outcome: PageOutcome): string {
  switch (outcome.kind) {
    case 'template':
      return `template ${outcome.template.templateId}`;
    case 'redirect':
      return `redirect ${outcome.to}`;
    case 'login':
      return `login from ${outcome.from}`;
    case 'notFound':
      return `404 ${outcome.message}`;
    case 'status':
      return `status ${outcome.status}`;
    case 'productSlug':
      return 'productSlug';
  }
}

const T = [
  template({ templateId: 'tpl-home', portalHome: true }),
  template({ templateId: 'tpl-about', friendlyURL: 'about' }),
  template({ templateId: 'tpl-cart', pageCategory: 'Cart', pageType: 'Cart' }),
  template({ templateId: 'tpl-guidance', pageCategory: 'Guidance', pageType: 'Guidance' }),
  template({ templateId: 'tpl-elearning', pageType: 'ELearning' }),
  template({ templateId: 'tpl-product', pageType: 'Product' }),
  template({ templateId: 'tpl-detail', pageCategory: 'Details page' }),
  template({
    templateId: 'tpl-account-old',
    pageCategory: 'My Account',
    pageType: 'account',
    createdAt: '2024-01-01T00:00:00.000Z',
  }),
  template({ templateId: 'tpl-account', pageCategory: 'My Account', pageType: 'account' }),
  template({ templateId: 'tpl-req', pageCategory: 'My Account', pageType: 'requests/detail' }),
  template({ templateId: 'tpl-req-new', pageCategory: 'My Account', pageType: 'requests/new' }),
];
const NO_GUIDANCE = T.filter((t) => t.pageCategory !== 'Guidance');

const req = (pathname: string, extra: Partial<PageRequest> = {}): PageRequest => ({
  pathname,
  isLoggedIn: false,
  ...extra,
});
const member = { isLoggedIn: true };
const portal = { authenticatedStorefront: true };

describe('routing rules (spec 000 section 2)', () => {
  it.each([
    [
      'an authenticated storefront sends every path to sign in',
      req('/about', portal),
      'login from /about',
    ],
    ['with its query', req('/about', { ...portal, search: '?a=1' }), 'login from /about?a=1'],
    ['even the error pages', req('/401', portal), 'login from /401'],
    ['but not /login itself', req('/login', portal), '404 Page not found'],
    [
      'nor the SSO root path with a code',
      req('/', { ...portal, search: '?code=abc' }),
      'template tpl-home',
    ],
    ['the root path without a code needs sign-in', req('/', portal), 'login from /'],
    ['a signed-in user passes', req('/about', { ...portal, ...member }), 'template tpl-about'],
    ['a guest storefront lets guests in', req('/about'), 'template tpl-about'],
    ['account pages need a token', req('/billing/account'), 'login from /billing/account'],
    ['the newest account template wins', req('/billing/account', member), 'template tpl-account'],
    [
      'request detail by pageType',
      req('/billing/requests/request-REQ-1', member),
      'template tpl-req',
    ],
    ['new request by pageType', req('/billing/requests/new', member), 'template tpl-req-new'],
    [
      'an invalid request id is Page Not Found',
      req('/billing/requests/request-<x>', member),
      '404 Page Not Found: /billing/requests/request-<x>',
    ],
    ['a malformed quote id is Page Not Found', req('/cart/bad'), '404 Page Not Found: /cart/bad'],
    ['a route without its template is 404', req('/billing/cases', member), '404 Page not found'],
    ['/login without a template is 404', req('/login'), '404 Page not found'],
    ['/cpq without a template is 404', req('/cpq'), '404 Page not found'],
    ['/elearning by pageType', req('/elearning'), 'template tpl-elearning'],
    ['/product/{id} by template id', req('/product/tpl-product'), 'template tpl-product'],
    ['/product/{id}/{productId} too', req('/product/tpl-product/01t1'), 'template tpl-product'],
    ['/detail without id: newest details page', req('/detail'), 'template tpl-detail'],
    ['/401 is the 401 page', req('/401'), 'status 401'],
    ['/509 is the 509 page', req('/509'), 'status 509'],
    ['a guest sees the cart', req('/cart'), 'template tpl-cart'],
    ['a logged-in user sees guidance first', req('/cart', member), 'redirect /guidance'],
    [
      'with the query kept',
      req('/cart/0Q0Dn00000Cart0001', { ...member, search: '?x=1' }),
      'redirect /guidance?x=1',
    ],
    [
      'not once guidance is completed',
      req('/cart', { ...member, guidanceCompleted: true }),
      'template tpl-cart',
    ],
    ['guidance renders its template', req('/guidance', member), 'template tpl-guidance'],
  ])('%s', (_rule, request, expected) => {
    expect(summary(resolvePage(T, request))).toBe(expected);
  });

  it('skips guidance when the storefront has no guidance template', () => {
    expect(summary(resolvePage(NO_GUIDANCE, req('/cart', member)))).toBe('template tpl-cart');
  });

  it('sends /guidance back to /cart without a guidance template', () => {
    expect(summary(resolvePage(NO_GUIDANCE, req('/guidance', member)))).toBe('redirect /cart');
  });
});
