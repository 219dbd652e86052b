import { expect, test } from '@playwright/test';
import { hostUrl } from './helpers';

test('the worked example block registers at run time and renders on its demo page, migrated from version 1', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
  });
  const exampleModule = page.waitForResponse((r) =>
    r.url().endsWith('/static/org-cellaris/stock-badge.js'),
  );

  await page.goto(hostUrl('guest', '/integrator-example'));
  expect((await exampleModule).status()).toBe(200);

  // Stored as { text, inStock } (schemaVersion 1): shown only after the block's migration to 2.
  const badges = page.locator('main [data-component="stockBadge"]');
  await expect(badges).toHaveCount(2);
  await expect(badges.nth(0)).toContainText('CD4 FITC (RPA-T4)');
  await expect(badges.nth(0)).toContainText('In stock, ships today');
  await expect(badges.nth(0)).toContainText('SKU CEL-000123');
  await expect(badges.nth(1)).toContainText('Sheath fluid 20 L');
  await expect(badges.nth(1)).toContainText('On backorder');
  // Built-in blocks of the same page render alongside.
  await expect(page.getByRole('heading', { name: 'Stock availability' })).toBeVisible();
  // Before the module registers, the badges may each log one unknown-component placeholder warning
  // (docs/integrators.md); any other warning (a failed module, a refused configuration) is a bug.
  const problems = warnings.filter(
    (text) => /stockBadge|stock-badge|org\.js/.test(text) && !text.includes('(unknown-component)'),
  );
  expect(problems).toEqual([]);
});
