import { expect, test, type APIRequestContext } from '@playwright/test';
import { hostUrl, serverUrl } from './helpers';

const guestHost = new URL(hostUrl('guest')).host;
const get = (request: APIRequestContext, path: string) =>
  request.get(`${serverUrl}${path}`, { headers: { host: guestHost }, maxRedirects: 0 });

test("robots.txt names the sitemap, and the sitemap's pages are the guest shop's", async ({
  request,
}) => {
  const robots = await get(request, '/robots.txt');
  expect(robots.status()).toBe(200);
  const sitemapLine = (await robots.text()).split('\n').find((line) => line.startsWith('Sitemap:'));
  expect(sitemapLine).toBe(`Sitemap: http://${guestHost}/sitemap.xml`);

  const sitemap = await get(request, '/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!),
  );
  const paths = locs.map((loc) => loc.pathname);
  expect(locs.every((loc) => loc.host === guestHost)).toBe(true);
  expect(paths[0]).toBe('/');
  expect(paths).toEqual(
    expect.arrayContaining(['/about', '/flow_consumables', '/genomics_service']),
  );
  expect(paths.filter((p) => p.startsWith('/category'))).toEqual([
    '/category/cg-cytometry',
    '/category/cg-genomics',
  ]);
  expect(paths.filter((p) => p.startsWith('/product_detail/')).length).toBeGreaterThan(100);

  // The template pages, the category pages and a sample of products answer as pages, not 404s.
  const sample = paths.filter((p) => !p.startsWith('/product_detail/'));
  sample.push(...paths.filter((p) => p.startsWith('/product_detail/')).slice(0, 5));
  for (const path of sample) {
    expect((await get(request, path)).status(), path).toBe(200);
  }
});

test('a category page from the sitemap shows its catalogue group', async ({ page }) => {
  const response = await page.goto(hostUrl('guest', '/category/cg-genomics'));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Genomics \|/);
  await expect(page.getByRole('link', { name: /Library Prep Kit/ }).first()).toBeVisible();
});

test('a storefront that requires sign-in has no sitemap', async ({ request }) => {
  const response = await request.get(`${serverUrl}/sitemap.xml`, {
    headers: { host: new URL(hostUrl('portal')).host },
  });
  expect(response.status()).toBe(404);
});
