import { expect, test } from '@playwright/test';
import redirects from '../../server/app/legacy/redirects.json' with { type: 'json' };
import { hostUrl, serverUrl } from './helpers';

const guestHost = new URL(hostUrl('guest')).host;

test('an old product link by SKU lands on the product page of the new shop', async ({ page }) => {
  const response = await page.goto(
    hostUrl('legacy', '/en-gb/products/cd4-monoclonal-antibody-fitc-cy-ab-10001'),
  );
  expect(response?.status()).toBe(200);
  const url = new URL(page.url());
  expect(url.host).toBe(guestHost);
  expect(url.pathname).toBe('/product_detail/guest-catalog/CY-AB-10001/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'CD4 Monoclonal Antibody (RPA-T4), FITC' }),
  ).toBeVisible();
  await expect(page.getByText('CY-AB-10001').first()).toBeVisible();
});

test("an old shop's product id lands on the product page by template and item", async ({
  page,
}) => {
  await page.goto(hostUrl('legacy', '/catalog/product/view/id/5003'));
  expect(new URL(page.url()).pathname).toBe('/product/tpl-product-genomics/a1Cellaris0000005/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'DNA Library Prep Kit, 96 reactions' }),
  ).toBeVisible();
});

test('an old category link with tracking parameters lands on the category page, query dropped', async ({
  page,
}) => {
  await page.goto(hostUrl('legacy', '/en-gb/products/genomics/ngs-panels?utm_source=newsletter'));
  const url = new URL(page.url());
  expect(url.host).toBe(guestHost);
  expect(url.pathname).toBe('/genomics_consumables/');
  expect(url.search).toBe('');
  await expect(page.getByRole('heading', { name: 'Genomics consumables' }).first()).toBeVisible();
});

test('every new path the legacy site redirects to is a page of the guest storefront', async ({
  request,
}) => {
  const targets = [...new Set(redirects.map((r) => r.to))];
  expect(targets.length).toBeGreaterThan(25);
  for (const target of targets) {
    const response = await request.get(`${serverUrl}${target}`, {
      headers: { host: guestHost },
      maxRedirects: 0,
    });
    expect(response.status(), target).toBe(200);
  }
});
