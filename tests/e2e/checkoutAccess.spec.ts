import { expect, test, type Locator, type Page } from '@playwright/test';
import { hostUrl } from './helpers';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signInWithPassword } from './support/signIn';

/**
 * The checkout by keyboard alone, axe on every step and at every width, and the 390 px layout
 * (no sideways scrolling) of the checkout and the confirmation (issue 16, "Done when").
 */
const STOREFRONT_IDS = ['sf-cellaris-shop', 'sf-cellaris-portal'];
const PRODUCT = '/product/tpl-product/a1Cellaris0000002';

test.beforeEach(async ({ page }) => {
  await page.addInitScript((ids) => {
    for (const id of ids) sessionStorage.setItem(`bf-guidance-completed-${id}`, '1');
  }, STOREFRONT_IDS);
});

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus (fails after `max` presses). */
async function tabTo(page: Page, target: Locator, max = 120) {
  for (let press = 0; press < max; press++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** A radio group's tab stop: its checked radio, or its first when none is checked. */
async function tabStop(scope: Locator): Promise<Locator> {
  const checked = scope.getByRole('radio', { checked: true });
  return (await checked.count()) > 0 ? checked : scope.getByRole('radio').first();
}

/** Presses `key` until `done` holds (a radio group's arrows). */
async function pressUntil(page: Page, key: string, done: () => Promise<boolean>, max = 10) {
  for (let press = 0; press < max; press++) {
    if (await done()) return;
    await page.keyboard.press(key);
  }
  expect(await done()).toBe(true);
}

/** The page does not scroll sideways at this width. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function checkWidths(page: Page, name: string) {
  for (const width of [390, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true });
  }
}

test('a manager checks out by keyboard alone; every step is axe clean at 390, 768 and 1366 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'maria.manager' });
  await page.goto(hostUrl('portal', PRODUCT));
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /Added 1 to cart/ })).toBeVisible();

  // The cart's Checkout link by keyboard.
  await page.goto(hostUrl('portal', '/cart'));
  await checkWidths(page, 'a11y-cart');
  await page.setViewportSize({ width: 390, height: 844 });
  const toCheckout = page.getByRole('link', { name: 'Proceed to checkout' });
  await tabTo(page, toCheckout);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: '5. Terms & payment' })).toBeVisible();
  await checkWidths(page, 'a11y-checkout-start');
  await page.setViewportSize({ width: 390, height: 844 });

  // 1. Account: the billing contact's combobox.
  const contact = page.getByRole('combobox', { name: 'Billing contact' });
  await tabTo(page, contact);
  await page.keyboard.type('Grace');
  await expect(page.getByRole('option', { name: /Grace Oduya/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(contact).toHaveValue(/Grace Oduya/);

  // 2. Shipping address: the saved addresses are one radio group.
  const shipTo = page.getByRole('group', { name: 'Ship to' });
  await expect(shipTo.getByRole('radio').first()).toBeVisible();
  await tabTo(page, await tabStop(shipTo));
  const kendall = page.getByRole('radio', { name: /Genomics core, Kendall Square/ });
  await pressUntil(page, 'ArrowDown', () => kendall.isChecked());

  // 3. Shipping method.
  const method = page.getByRole('region', { name: '3. Shipping method' });
  // A new address may clear the method while its prices load again.
  await expect(method.getByRole('radio', { name: /UPS Ground/ })).toBeVisible();
  await expect(page.getByText('Address saved. Tax is calculated for this address.')).toBeVisible();
  await tabTo(page, await tabStop(method));
  const ground = page.getByRole('radio', { name: /UPS Ground/ });
  await pressUntil(page, 'ArrowDown', () => ground.isChecked());

  // 4. Order details.
  const details = page.getByRole('region', { name: '4. Order details' });
  await tabTo(page, details.getByLabel(/^PO number/));
  await page.keyboard.type('PO-KEYS-1');
  const coldChain = details.getByRole('checkbox', { name: /cold-chain/ });
  await tabTo(page, coldChain);
  await page.keyboard.press('Space');
  await expect(coldChain).toBeChecked();

  // 5. Terms & payment.
  const terms = page.getByRole('region', { name: '5. Terms & payment' });
  const invoice = terms.getByRole('radio', { name: /Invoice \(Net 30\)/ });
  await tabTo(page, terms.getByRole('radio').first());
  await pressUntil(page, 'Space', () => invoice.isChecked(), 2);
  await tabTo(page, terms.getByLabel(/^PO number/));
  await page.keyboard.type('PO-KEYS-1');
  const accept = terms.getByRole('checkbox', { name: /terms and conditions/ });
  await tabTo(page, accept);
  await page.keyboard.press('Space');
  await expect(accept).toBeChecked();

  const summary = page.getByRole('region', { name: 'Order summary' });
  const place = summary.getByRole('button', { name: 'Place order' });
  await expect(place).toHaveAttribute('aria-disabled', 'false', { timeout: 15_000 });
  await checkWidths(page, 'a11y-checkout-ready');
  await page.setViewportSize({ width: 390, height: 844 });
  await tabTo(page, place);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/order-confirmation\?token=/, { timeout: 20_000 });
  await expect(page.getByText(/Your order SO-\d+ has been placed\./)).toBeVisible();
  await expect(page.getByText('On account terms, PO PO-KEYS-1')).toBeVisible();
  await checkWidths(page, 'a11y-confirmation');
});
