import { describe, expect, it } from 'vitest';
import { matchNamedRoute, NAMED_ROUTES, routerPath } from '../../../runtime/storefront/routeTable';

describe('the named routes (spec 000 and 001 section 2)', () => {
  it.each([
    ['/', 'Application', 'default'],
    ['/login', 'Application', 'wrapperless'],
    ['/changePassword', 'Application', 'wrapperless'],
    ['/401', null, 'default'],
    ['/404', null, 'default'],
    ['/500', null, 'default'],
    ['/503', null, 'default'],
    ['/509', null, 'default'],
    ['/cart', 'Cart', 'default'],
    ['/cart/0Q0Dn00000Cart0001', 'Cart', 'default'],
    ['/checkout', 'Checkout', 'default'],
    ['/guidance', 'Guidance', 'default'],
    ['/cpq', 'Application', 'default'],
    ['/configurator', 'Application', 'default'],
    ['/elearning', 'Application', 'default'],
    ['/viewInvoice', 'Application', 'default'],
    ['/productDetails', 'Application', 'default'],
    ['/category/c-1', 'Application', 'default'],
    ['/product/tpl-product', 'Application', 'default'],
    ['/product/tpl-product/01tDn0000000001', 'Application', 'default'],
    ['/list/tpl-orders', 'List page', 'default'],
    ['/detail', 'Details page', 'default'],
    ['/detail/tpl-order-detail', 'Details page', 'default'],
    ['/billing/account', 'My Account', 'default'],
    ['/billing/enhancedList', 'My Account', 'default'],
    ['/billing/manageusers', 'My Account', 'default'],
    ['/billing/payment', 'My Account', 'default'],
    ['/billing/paymentmethods', 'My Account', 'default'],
    ['/billing/profile', 'My Account', 'default'],
    ['/billing/requests', 'My Account', 'default'],
    ['/billing/requests/new', 'Create Record', 'default'],
    ['/billing/requests/request-REQ-00077', 'My Account', 'default'],
    ['/billing/shippingaddress', 'My Account', 'default'],
    ['/billing/shippingmethods', 'My Account', 'default'],
    ['/billing/cases', 'My Account', 'default'],
  ])('%s is a %s page with the %s layout', (path, category, layout) => {
    const match = matchNamedRoute(path);
    expect(match?.route.category).toBe(category);
    expect(match?.route.layout).toBe(layout);
  });

  it.each([['/about'], ['/about/team'], ['/p/cat/item'], ['/billing'], ['/billing/unknown']])(
    '%s is no named route',
    (path) => expect(matchNamedRoute(path)).toBeNull(),
  );

  it('matches static segments case-insensitively and keeps parameters as written', () => {
    expect(matchNamedRoute('/LIST/tpl-Orders/')?.params).toEqual({ templateId: 'tpl-Orders' });
  });

  it('takes the request id after its prefix, and an empty one without it', () => {
    expect(matchNamedRoute('/billing/requests/request-a0X1')?.params).toEqual({
      requestId: 'a0X1',
    });
    expect(matchNamedRoute('/billing/requests/other')?.params).toEqual({ requestId: '' });
  });

  it.each([
    ['/cart/0Q0Dn00000Cart0001', true],
    ['/cart/0Q0Dn00000Cart0', true],
    ['/cart/bad-id', false],
    ['/cart/<x>', false],
    ['/billing/requests/request-REQ-00077', true],
    ['/billing/requests/request-a3NDn0000000004', true],
    ['/billing/requests/request-', false],
    ['/billing/requests/request-%E0%A4%A', false],
    ['/billing/requests/nope', false],
  ])('the validity check of %s is %s', (path, valid) => {
    const match = matchNamedRoute(path);
    expect(match?.route.isValid?.(match.params)).toBe(valid);
  });

  it('gives react-router a whole-segment parameter for a prefixed one', () => {
    expect(routerPath('/billing/requests/request-:requestId')).toBe('/billing/requests/:requestId');
    expect(NAMED_ROUTES.map((r) => routerPath(r.pattern)).every((p) => !p.includes('-:'))).toBe(
      true,
    );
  });
});
