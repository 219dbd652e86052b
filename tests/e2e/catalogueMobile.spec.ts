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

test('a server-rendered catalogue loads no block validator, hydrating, after, or for a filter', async ({
  page,
}) => {
  // The server validated the page's blocks (its verdicts): the browser never downloads their
  // validators, and a filter's address change keeps the same blocks and their verdicts.
  const validators: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const text = await response.text().catch(() => '');
    if (text.includes('blockfront.dev/schemas/')) validators.push(response.url());
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(hostUrl('guest', '/flow_consumables'));
  await expect(page.locator('html[data-bf-hydrated]')).toBeAttached();
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('checkbox', { name: /^Kits/ }).check();
  await expect(page).toHaveURL(/[?&]/);
  await expect(filters.getByRole('checkbox', { name: /^Kits/ })).toBeChecked();
  await page.waitForTimeout(1000);
  expect(validators).toEqual([]);
});
