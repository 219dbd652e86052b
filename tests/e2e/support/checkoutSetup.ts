import { expect, type Page } from '@playwright/test';
import { hostUrl } from '../helpers';
import { signInWithPassword } from './signIn';

/** The storefronts whose buying guidance the checkout journeys skip. */
export const CHECKOUT_STOREFRONT_IDS = ['sf-cellaris-shop', 'sf-cellaris-portal'];

/** A product every checkout journey can put in a cart. */
export const CHECKOUT_PRODUCT = '/product/tpl-product/a1Cellaris0000002';

/**
 * Marks the buying guidance done in every page the test opens (an init script), so the checkout
 * journeys meet the cart and checkout, not the guidance's questions.
 */
export async function skipBuyingGuidance(page: Page): Promise<void> {
  await page.addInitScript((ids) => {
    // Init scripts run in every frame; the custom code's sandboxed frame has no storage.
    try {
      for (const id of ids) sessionStorage.setItem(`bf-guidance-completed-${id}`, '1');
    } catch {
      // That frame.
    }
  }, CHECKOUT_STOREFRONT_IDS);
}

/**
 * Signs maria.manager in on the portal and adds one of the product to her active cart (a new
 * one after an earlier journey ordered the last), as the customer does: the product page's Add
 * to cart and its confirmation.
 */
export async function managerAddsProductToCart(page: Page): Promise<void> {
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'maria.manager' });
  await addsProductToCart(page, 'portal');
}

/** A guest on the shop adds one of the product to their cart, as managerAddsProductToCart. */
export async function guestAddsProductToCart(page: Page): Promise<void> {
  await addsProductToCart(page, 'guest');
}

async function addsProductToCart(page: Page, host: 'guest' | 'portal'): Promise<void> {
  await page.goto(hostUrl(host, CHECKOUT_PRODUCT));
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /Added 1 to cart/ })).toBeVisible();
}
