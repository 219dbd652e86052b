import { expect, test } from '@playwright/test';
import { hostUrl, serverUrl } from './helpers';
import { signInOnDemoHost } from './support/signIn';
import { expectHydrated } from './support/serverPage';

test.beforeEach(async ({ request }) => {
  await request.delete(`${serverUrl}/__test__/csp-reports`);
});

test('the guest storefront home page shows header, content and footer blocks from the gateway', async ({
  page,
}) => {
  const gatewayCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql')) gatewayCalls.push(r.postDataJSON()?.query ?? '');
  });
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });

  const response = await page.goto(hostUrl('guest'));
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

  const header = page.locator('header [data-component="header"]');
  await expect(header).toHaveAttribute('data-block-id', /.+/);
  await expect(header.getByRole('navigation')).toBeVisible();
  await expect(page.locator('main [data-block-id][data-component]').first()).toBeVisible();
  await expect(page.locator('footer [data-component="footer"]')).toBeVisible();
  await expect(page).toHaveTitle(/Cellaris/);

  // Domain details and meta items come inlined, and the page itself comes rendered with its
  // template's blocks (server render): a guest's cold load sends no gateway request at all.
  await expectHydrated(page, 5_000);
  expect(gatewayCalls).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('each demo storefront serves its own domain details', async ({ page }) => {
  for (const host of ['guest', 'portal', 'sso'] as const) {
    await page.goto(hostUrl(host));
    const boot = JSON.parse((await page.locator('#blockfront-boot').textContent()) ?? '{}');
    expect(boot.domain.domain).toBe(`${host}.localhost`);
    expect(Boolean(boot.domain.guestAccountId)).toBe(host === 'guest');
    expect(Boolean(boot.domain.ssoInfo)).toBe(host === 'sso');
  }
});

test('the legacy site redirects old paths permanently and lets unknown ones through', async ({
  page,
  request,
}) => {
  const redirect = await request.get(`${serverUrl}/en-us/products/genomics/consumables`, {
    headers: { host: `legacy.localhost` },
    maxRedirects: 0,
  });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toMatch(
    /^http:\/\/guest\.localhost(:\d+)?\/genomics_consumables\/$/,
  );

  await page.goto(hostUrl('legacy', '/commerce/index/product-details'));
  expect(new URL(page.url()).host).toBe(new URL(hostUrl('guest')).host);
  expect(new URL(page.url()).pathname).toBe('/signon/');

  const unknown = await request.get(`${serverUrl}/some/unknown/old/page`, {
    headers: { host: 'legacy.localhost' },
    maxRedirects: 0,
  });
  // The guest storefront's app, whose page for an unknown path is its 404 page, answered as a 404.
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('blockfront-boot');
});

test('pages load under the strict CSP without a single violation report', async ({
  page,
  request,
}) => {
  // Authenticated storefronts render their home page to signed-in users only.
  for (const host of ['guest', 'portal', 'sso'] as const) {
    await signInOnDemoHost(page, host, hostUrl(host, ''));
    await page.goto(hostUrl(host));
    await expect(page.locator('[data-block-id]').first()).toBeAttached();
  }
  const reports = await (await request.get(`${serverUrl}/__test__/csp-reports`)).json();
  expect(reports).toEqual([]);
});

test('an unknown host gets Storefront Not Found', async ({ request }) => {
  const response = await request.get(`${serverUrl}/`, { headers: { host: 'nowhere.localhost' } });
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Storefront Not Found');
});
