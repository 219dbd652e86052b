import { expect, test, type Page, type Request } from '@playwright/test';
import { hostUrl, serverUrl } from './helpers';
import { signInOnDemoHost } from './support/signIn';
import { EARLY_INPUT_SCRIPT } from '../../schemas/earlyInputScript';
import { expectHydrated } from './support/serverPage';

/** The gateway operations a page sends, in order (the document names its root fields). */
function recordGatewayCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/graphql')) return;
    const query = String((request.postDataJSON() as { query?: string } | null)?.query ?? '');
    calls.push(query.includes('getTemplateBlock') ? 'getTemplateBlock' : query.slice(0, 60));
  });
  return calls;
}

test.beforeEach(async ({ request }) => {
  await request.delete(`${serverUrl}/__test__/csp-reports`);
});

test.afterEach(async ({ request }) => {
  const reports = (await (await request.get(`${serverUrl}/__test__/csp-reports`)).json()) as [];
  expect(reports).toEqual([]);
});

for (const host of ['guest', 'portal', 'sso'] as const) {
  test(`${host}: home and content pages render their templates from the gateway`, async ({
    page,
  }) => {
    // Authenticated storefronts show their pages to signed-in users only.
    await signInOnDemoHost(page, host, hostUrl(host, ''));
    for (const [path, title] of [
      ['/', /Cellaris/],
      ['/about', /About Cellaris Biosciences/],
      ['/support/', /Contact & Support \| Cellaris/],
      ['/Applications', /Applications \| Cellaris/],
    ] as const) {
      const response = await page.goto(hostUrl(host, path));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('header [data-component="header"]')).toBeVisible();
      await expect(page.locator('main [data-block-id][data-component]').first()).toBeAttached();
      await expect(page.locator('footer [data-component="footer"]')).toBeVisible();
    }
  });
}

test('an unknown path answers 404 with the 404 page inside the site header and footer; its button returns home on the client', async ({
  page,
}) => {
  const response = await page.goto(hostUrl('guest', '/no-such-page'));
  // The server answers with the page's real status; the page keeps the site's header and footer.
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.locator('header [data-component="header"]')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('footer [data-component="footer"]')).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Page Not Found' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'RETURN TO HOMEPAGE' }).click();
  await expect(page).toHaveURL(hostUrl('guest', '/'));
  await expect(page.locator('header [data-component="header"]')).toBeVisible();
});

test('a product path the CRM cannot resolve is a 404 with ERROR: No template found', async ({
  page,
}) => {
  await page.goto(hostUrl('guest', '/product_detail/guest-catalog/NO-SUCH-SKU/'));
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('ERROR: No template found')).toBeVisible();
});

test('a product path the CRM resolves renders its template with the product in the title', async ({
  page,
}) => {
  await page.goto(hostUrl('guest', '/product_detail/guest-catalog/CY-AB-10001/'));
  await expect(page).toHaveTitle(/CD4 Monoclonal Antibody/);
  await expect(page.locator('main [data-block-id][data-component]').first()).toBeAttached();
});

test('a cart template friendly URL redirects to the named cart route', async ({ page }) => {
  await page.goto(hostUrl('guest', '/cart-classic'));
  await expect(page).toHaveURL(hostUrl('guest', '/cart'));
  await expect(page).toHaveTitle(/Cart \| Cellaris/);
});

test('client-side navigation changes the title and meta description, with no page load', async ({
  page,
}) => {
  const calls = recordGatewayCalls(page);
  await page.goto(hostUrl('guest'));
  await expect(page.locator('header [data-component="header"]')).toBeVisible();
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveCount(1);
  await expect(description).toHaveAttribute('content', /^Home/);
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'same document';
  });

  await page.locator('header a[href="/about"]').first().click();
  await expect(page).toHaveURL(hostUrl('guest', '/about'));
  await expect(page).toHaveTitle('About Cellaris Biosciences');
  await expect(description).toHaveCount(1);
  await expect(description).toHaveAttribute('content', /^About Cellaris/);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
    'same document',
  );
  // The home page came rendered by the server with its template; /about is one request.
  expect(calls.filter((c) => c === 'getTemplateBlock')).toHaveLength(1);
});

test('the header keeps its layout while the logo loads (a click does not land on another link)', async ({
  page,
}) => {
  let releaseLogo = () => {};
  const logoHeld = new Promise<void>((resolve) => (releaseLogo = resolve));
  await page.route('**/cellaris-logo.svg', async (route) => {
    await logoHeld;
    await route.continue();
  });
  // Not 'load': the server-rendered header's logo is one of the images the load event waits for.
  await page.goto(hostUrl('guest'), { waitUntil: 'domcontentloaded' });
  await expect(page.locator('header [data-component="header"]')).toBeVisible();
  const about = page.locator('header a[href="/about"]').first();
  const before = await about.boundingBox();
  releaseLogo();
  await expect(page.getByRole('img', { name: 'Cellaris Biosciences' })).toHaveJSProperty(
    'complete',
    true,
  );
  expect(await about.boundingBox()).toEqual(before);
});

test('a cold guest load makes no gateway request; hovering a link prefetches its page once', async ({
  page,
}) => {
  const calls = recordGatewayCalls(page);
  await page.goto(hostUrl('guest'));
  await expect(page.locator('footer [data-component="footer"]')).toBeVisible();
  await expectHydrated(page, 5_000);
  // Not 'networkidle': embedded video frames keep the network busy. A settle time instead.
  await page.waitForTimeout(500);
  // The server rendered the page with its template's blocks (docs/decisions.md).
  expect(calls).toEqual([]);

  const prefetch = page.waitForRequest((r) => r.url().endsWith('/graphql'));
  await page.locator('header a[href="/support"]').first().hover();
  await prefetch;
  expect(calls).toEqual(['getTemplateBlock']);

  // The click reads the prefetched page from the cache: no further request.
  await page.locator('header a[href="/support"]').first().click();
  await expect(page).toHaveTitle(/Contact & Support/);
  await page.waitForTimeout(500);
  expect(calls).toHaveLength(1);
});

test('Google Tag loads from its host once per document and records one page view per navigation', async ({
  page,
}) => {
  // Playwright marks the browser as automated, which the runtime skips; act as a visitor here.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
  });
  const tagRequests: string[] = [];
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    tagRequests.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: '/* gtag stub */' });
  });
  await page.goto(hostUrl('guest'));
  await expect(page.locator('footer [data-component="footer"]')).toBeVisible();
  await page.locator('header a[href="/about"]').first().click();
  await expect(page).toHaveTitle('About Cellaris Biosciences');

  expect(tagRequests).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-CELLARIS01']);
  const configs = await page.evaluate(() =>
    ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'config')
      .map((entry) => (entry[2] as { page_path: string }).page_path),
  );
  expect(configs).toEqual(['/', '/about']);
  // The tag adds no inline script: the page's one is the early-input script (its CSP hash).
  expect(
    await page
      .locator('script:not([src]):not([type="application/json"]):not([type="application/ld+json"])')
      .allTextContents(),
  ).toEqual([EARLY_INPUT_SCRIPT]);
});

test('isDev switches dev mode on and keeps it for the session', async ({ page }) => {
  await page.goto(hostUrl('guest', '/?isDev=true'));
  await expect(page.locator('header [data-component="header"]')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('bf-dev-mode'))).toBe('1');
});

test('a document link opens the file in a dialog: the PDF itself in the browser viewer', async ({
  page,
}) => {
  await page.goto(hostUrl('guest', '/support'));
  const label = 'Certificate of Analysis: CD4 FITC (RPA-T4)';
  await page.getByRole('link', { name: label }).click();
  const dialog = page.getByRole('dialog', { name: label });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(hostUrl('guest', '/support'));
  const viewer = dialog.locator('iframe');
  await expect(viewer).toHaveAttribute('title', label);
  // The frame holds the PDF itself, not Chromium's "refused to connect" page.
  const documentUrl = hostUrl('guest', '/documents/products/CY-AB-10001/CY-AB-10001-coa.pdf');
  await expect
    .poll(async () => {
      const frame = page.frames().find((candidate) => candidate.url() === documentUrl);
      return frame?.evaluate(() => document.contentType).catch(() => 'not readable');
    })
    .toBe('application/pdf');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test("a block's customCSS styles its own content and nothing outside it", async ({ page }) => {
  await page.goto(hostUrl('guest'));
  const styled = page.getByRole('heading', { level: 2, name: 'Built for reproducible science' });
  // The seeded rule: .bf-rich-text h2 { color: #0a7c72 } on that rich text block only.
  await expect(styled).toHaveCSS('color', 'rgb(10, 124, 114)');
  const others = await page
    .locator('main :is(h1, h2, h3)')
    .evaluateAll((headings) =>
      headings
        .filter((heading) => heading.textContent !== 'Built for reproducible science')
        .map((heading) => getComputedStyle(heading).color),
    );
  expect(others.length).toBeGreaterThan(0);
  expect(others).not.toContain('rgb(10, 124, 114)');
});
