import { expect, test } from '@playwright/test';
import { hostUrl } from './helpers';

test('on a phone the catalogue shows products first and filters in a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(hostUrl('guest', '/flow_consumables'));
  const summary = page.locator('.bf-catalogue-summary');
  await expect(summary).toHaveText('1100 products');
  // No long column of filters before the first product.
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const open = page.getByRole('button', { name: 'Filters', exact: true });
  await open.click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('checkbox', { name: /^Kits/ }).check();
  const show = drawer.getByRole('button', { name: 'Show 61 results' });
  await expect(show).toBeVisible();
  await show.click();
  await expect(drawer).toBeHidden();
  await expect(summary).toHaveText('61 products');
  await expect(page.getByRole('button', { name: 'Filters 1 applied' })).toBeFocused();
});

test('from 768 px the filters stay beside the products, with no filters button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(hostUrl('guest', '/flow_consumables'));
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeHidden();
});
