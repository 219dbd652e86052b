import { expect, test } from '@playwright/test';
import { hostUrl, serverUrl } from './helpers';

test.beforeEach(async ({ request }) => {
  await request.delete(`${serverUrl}/__test__/csp-reports`);
});

test.afterEach(async ({ request }) => {
  const reports = (await (await request.get(`${serverUrl}/__test__/csp-reports`)).json()) as [];
  expect(reports).toEqual([]);
});

test('an authenticated storefront sends /about to /login and remembers the path', async ({
  page,
}) => {
  await page.goto(hostUrl('portal', '/about?a=1'));
  await expect(page).toHaveURL(/\/login$/);
  const boot = JSON.parse((await page.locator('#blockfront-boot').textContent()) ?? '{}');
  const stored = await page.evaluate(
    (key) => localStorage.getItem(key),
    `ec-aws-loginredirect-${String(boot.domain.storefrontId)}`,
  );
  expect(stored).toBe('/about?a=1');
});

test('/login is wrapperless: no header block', async ({ page }) => {
  await page.goto(hostUrl('guest', '/login'));
  await expect(page.locator('[data-layout="wrapperless"]')).toBeAttached();
  await expect(page.locator('[data-component="header"]')).toHaveCount(0);
});

test('an account page sends a guest to /login', async ({ page }) => {
  await page.goto(hostUrl('guest', '/billing/account'));
  await expect(page).toHaveURL(/\/login$/);
});

test('/401 shows Authorization Required', async ({ page }) => {
  await page.goto(hostUrl('guest', '/401'));
  await expect(page.getByRole('heading', { name: 'Authorization Required' })).toBeVisible();
});

test('a malformed quote id is Page Not Found with its path', async ({ page }) => {
  await page.goto(hostUrl('guest', '/cart/bad-quote'));
  await expect(page.getByText('Page Not Found: /cart/bad-quote')).toBeVisible();
});

test('SAMLResponse and RelayState are removed from the URL', async ({ page }) => {
  await page.goto(hostUrl('guest', '/about?SAMLResponse=abc&RelayState=r'));
  await expect(page).toHaveURL(hostUrl('guest', '/about'));
  await expect(page.locator('header [data-component="header"]')).toBeVisible();
});
