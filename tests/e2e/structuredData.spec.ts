import { expect, test } from '@playwright/test';
import { hostUrl } from './helpers';

/** What a crawler reads in the guest storefront's head: canonical URL and schema.org Product. */

test('a product page carries its canonical friendly URL and Product data; the next page its own canonical', async ({
  page,
}) => {
  await page.goto(hostUrl('guest', '/product/tpl-product/a1Cellaris0000002?utm_source=newsletter'));
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(title).not.toBe('');
  const canonical = page.locator('head link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  const href = (await canonical.getAttribute('href')) ?? '';
  expect(href).toMatch(new RegExp(`^${hostUrl('guest', '/product_detail/')}`));
  expect(href).not.toContain('utm_source');

  const jsonLd = await page
    .locator('head script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')));
  expect(jsonLd).toHaveLength(1);
  expect(jsonLd[0]).toMatchObject({
    '@type': 'Product',
    name: title.trim(),
    url: href,
    offers: { '@type': 'Offer', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
  });
  // The price on the page is the offer's.
  const offerPrice = Number((jsonLd[0] as { offers: { price: string } }).offers.price);
  await expect(page.locator('.bf-product')).toContainText(
    offerPrice.toLocaleString('en-US', { minimumFractionDigits: 2 }),
  );

  // The canonical URL leads to the same product.
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // Moving on in the app: the next page names itself, the product's link is gone.
  await page.locator('header').getByRole('link', { name: 'About' }).first().click();
  await page.waitForURL(hostUrl('guest', '/about'));
  await expect(canonical).toHaveAttribute('href', hostUrl('guest', '/about'));
  await expect(canonical).toHaveCount(1);
});
