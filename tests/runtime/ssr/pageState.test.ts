import { afterEach, describe, expect, it } from 'vitest';
import { ownPageState, samePageState, syncPageStateCookies } from '../../../runtime/ssr/pageState';
import { pageStateOf } from '../../../server/app/pageStateCookies';
import {
  storeCartCatalogGroup,
  storeGuestQuoteId,
} from '../../../runtime/domain/cart/quoteStorage';
import { markGuidanceCompleted } from '../../../runtime/storefront/guidanceState';

const STOREFRONT = 'sf-test';

function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const name of Object.keys(cookies())) document.cookie = `${name}=; Path=/; Max-Age=0`;
});

describe('the browser state a page is chosen by', () => {
  it('is copied into cookies as storage changes and at each start', () => {
    storeCartCatalogGroup('cg-cytometry');
    markGuidanceCompleted(STOREFRONT);
    expect(cookies()).toMatchObject({ 'bf-cart-group': 'cg-cytometry', 'bf-guidance': '1' });
    storeCartCatalogGroup(null);
    expect(cookies()['bf-cart-group']).toBeUndefined();
    storeGuestQuoteId('0Q0Guest0001');
    expect(cookies()['bf-guest-cart']).toBe('1');
    storeGuestQuoteId(null);
    expect(cookies()['bf-guest-cart']).toBeUndefined();
    // A group stored before the cookie existed; a tab whose visit has not seen the guidance.
    localStorage.setItem('bf-cart-catalog-group', 'cg-genomics');
    sessionStorage.clear();
    syncPageStateCookies(STOREFRONT);
    expect(cookies()['bf-cart-group']).toBe('cg-genomics');
    expect(cookies()['bf-guidance']).toBeUndefined();
  });

  it('is read back by the server, ignoring what is not a catalogue group', () => {
    const jar = (values: Record<string, string>) => (name: string) => values[name];
    expect(pageStateOf(jar({ 'bf-cart-group': 'cg-cytometry', 'bf-guidance': '1' }))).toEqual({
      cartCatalogGroup: 'cg-cytometry',
      guidanceCompleted: true,
      guestCart: false,
    });
    expect(pageStateOf(jar({ 'bf-cart-group': '<script>', 'bf-guidance': 'yes' }))).toEqual({
      cartCatalogGroup: null,
      guidanceCompleted: false,
      guestCart: false,
    });
  });

  it('lets the client hydrate only a cart the server chose as the browser would', () => {
    localStorage.setItem('bf-cart-catalog-group', 'cg-cytometry');
    const own = ownPageState(STOREFRONT);
    expect(own).toEqual({
      cartCatalogGroup: 'cg-cytometry',
      guidanceCompleted: false,
      guestCart: false,
    });
    // A page whose choice did not depend on it.
    expect(samePageState(undefined, own)).toBe(true);
    expect(
      samePageState(
        { cartCatalogGroup: 'cg-cytometry', guidanceCompleted: false, guestCart: false },
        own,
      ),
    ).toBe(true);
    // Another group's template.
    expect(
      samePageState({ cartCatalogGroup: null, guidanceCompleted: false, guestCart: false }, own),
    ).toBe(false);
    // Rendered as past the guidance, which this tab has not seen: the client goes to /guidance.
    expect(
      samePageState(
        { cartCatalogGroup: 'cg-cytometry', guidanceCompleted: true, guestCart: false },
        own,
      ),
    ).toBe(false);
    // Rendered without it (a guest's cart) while this tab has seen it: the same cart.
    markGuidanceCompleted(STOREFRONT);
    expect(
      samePageState(
        { cartCatalogGroup: 'cg-cytometry', guidanceCompleted: false, guestCart: false },
        ownPageState(STOREFRONT),
      ),
    ).toBe(true);
  });
});
