import { expect, test } from '@playwright/test';
import { hostUrl, serverUrl } from './helpers';

test.beforeEach(async ({ request }) => {
  await request.delete(`${serverUrl}/__test__/csp-reports`);
});

test("the organisation module's integrator block mounts on the guest home page under the CSP", async ({
  page,
  request,
}) => {
  const consoleErrors: string[] = [];
  const orgWarnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
    if (m.type() === 'warning' && m.text().includes('org.js')) orgWarnings.push(m.text());
  });
  const orgModule = page.waitForResponse((r) => r.url().endsWith('/static/org-cellaris/org.js'));

  await page.goto(hostUrl('guest'));
  expect((await orgModule).status()).toBe(200);

  const ribbon = page.locator('main [data-component="promoRibbon"]');
  await expect(ribbon.getByRole('note', { name: 'Promotion' })).toContainText('Free shipping');
  await expect(ribbon.getByRole('link', { name: 'Shop antibodies' })).toHaveAttribute(
    'href',
    '/flow_consumables',
  );
  // Built-in blocks render alongside it.
  await expect(page.locator('header [data-component="header"]')).toBeVisible();
  expect(consoleErrors).toEqual([]);
  expect(orgWarnings).toEqual([]);

  const reports = await (await request.get(`${serverUrl}/__test__/csp-reports`)).json();
  expect(reports).toEqual([]);
});

test('a failing organisation module leaves the storefront working', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.route('**/static/org-cellaris/org.js', (route) =>
    route.fulfill({ status: 404, body: 'Not Found' }),
  );
  await page.goto(hostUrl('guest'));
  await expect(page.locator('header [data-component="header"]')).toBeVisible();
  await expect(page.locator('footer [data-component="footer"]')).toBeVisible();
  await expect.poll(() => warnings.some((text) => text.includes('org.js'))).toBe(true);
  await expect(page.locator('[data-component="promoRibbon"] [role="note"]')).toHaveCount(0);
});
