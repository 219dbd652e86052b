import { describe, expect, it } from 'vitest';
import { prefetchPage } from '../../../runtime/app/prefetchPage';
import { template } from '../storefront/templates';
import { testStorefront } from './testStorefront';

const BASE = 'http://guest.localhost/';
const TEMPLATES = [
  template({ templateId: 'tpl-home', portalHome: true }),
  template({ templateId: 'tpl-about', friendlyURL: 'about' }),
  template({ templateId: 'tpl-cart', friendlyURL: 'cart-classic', pageCategory: 'Cart' }),
  template({ templateId: 'tpl-profile', friendlyURL: 'profile', pageCategory: 'My Account' }),
];

async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('prefetchPage: in-app links prefetch the next page’s template on intent', () => {
  it('fetches the template once however often the link is hovered', async () => {
    const { storefront, received } = testStorefront(TEMPLATES);
    prefetchPage(storefront, '/about', BASE);
    prefetchPage(storefront, '/About/', BASE);
    await settle();
    prefetchPage(storefront, '/about', BASE);
    await settle();
    expect(received.map((r) => r.body.variables)).toEqual([
      { storefrontId: 'sf-guest', templateId: 'tpl-about' },
    ]);
  });

  it('follows a cart template path to the cart route’s template', async () => {
    const { storefront, received } = testStorefront(TEMPLATES);
    prefetchPage(storefront, '/cart-classic', BASE);
    await settle();
    expect(received.map((r) => r.body.variables.templateId)).toEqual(['tpl-cart']);
  });

  it.each(['/missing', '/profile', '/a/b/c'])('prefetches nothing for %s', async (path) => {
    const { storefront, received } = testStorefront(TEMPLATES);
    prefetchPage(storefront, path, BASE);
    await settle();
    expect(received).toEqual([]);
  });
});
