import { expect, test, type Locator } from '@playwright/test';
import { hostUrl, serverUrl } from './helpers';
import { accountMenuButton, signInWithPassword, signOut } from './support/signIn';
import { expectHydrated, recordConsoleErrors } from './support/serverPage';

/**
 * The first page rendered on the server (docs/decisions.md "First page rendered on the server"):
 * a guest's page is in the HTML, the client adopts it without a hydration error, and signed-in
 * visitors never see the guest's markup.
 */

const HERO_HEADING = 'See every cell. Read every genome.';

test.beforeEach(async ({ request }) => {
  await request.delete(`${serverUrl}/__test__/csp-reports`);
});

test.afterEach(async ({ request }) => {
  const reports = (await (await request.get(`${serverUrl}/__test__/csp-reports`)).json()) as [];
  expect(reports).toEqual([]);
});

test('a product page paints from its HTML alone: its stylesheets come inline, none fetched before or after hydrating', async ({
  page,
}) => {
  const errors = recordConsoleErrors(page);
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css'))
      stylesheets.push(request.url());
  });
  await page.goto(hostUrl('guest', '/flow_consumables'));
  const product = page.locator('a[href*="/product_detail/"]').first();
  const productHref = await product.getAttribute('href');
  await page.goto(hostUrl('guest', productHref!));
  await expectHydrated(page);
  // Styled: the product block's own sheet (blocks/product) and the theme's palette apply.
  const inline = await page
    .locator('style[data-bf-sheet]')
    .evaluateAll((sheets) => sheets.map((sheet) => sheet.getAttribute('data-bf-sheet')));
  expect(inline.some((href) => /\/assets\/Product-[^/]+\.css$/.test(href ?? ''))).toBe(true);
  expect(inline.some((href) => href?.startsWith('/theme/'))).toBe(true);
  await expect(page.locator('[data-component="product"] h1')).toBeVisible();
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.body).getPropertyValue('--bf-color-primary').trim(),
    ),
  ).not.toBe('');
  expect(stylesheets).toEqual([]);
  expect(errors).toEqual([]);
});

test('without JavaScript the guest home shows its blocks: header, hero, content and footer', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(hostUrl('guest'));
  await expect(page).toHaveTitle('Cellaris Biosciences | Flow cytometry and genomics solutions');
  await expect(page.getByRole('heading', { name: HERO_HEADING })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.locator('footer [data-component="footer"]')).toBeVisible();
  // Rich text too: sanitized on the server as in the browser.
  await expect(
    page.getByRole('heading', { level: 2, name: 'Built for reproducible science' }),
  ).toBeVisible();
  // The blocks' layout styles apply: the strict CSP allows exactly the rendered style attributes.
  await expect(page.locator('[data-component="header"]')).toHaveCSS(
    'background-color',
    'rgb(255, 255, 255)',
  );
  // Its headings go down one level at a time (screen readers' heading navigation, Lighthouse's
  // heading-order): the hero's title, then the category cards' and the sections' headings.
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  expect(levels[0]).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1);
  });
  await expect(page.getByRole('heading', { level: 2, name: 'Flow Cytometry' })).toBeVisible();
  // So does a block's customCSS (its seeded rule colours that block's headings), before any script.
  await expect(
    page.getByRole('heading', { level: 2, name: 'Built for reproducible science' }),
  ).toHaveCSS('color', 'rgb(10, 124, 114)');
  await context.close();
});

test('the guest home hydrates without an error and stays interactive', async ({ page }) => {
  const errors = recordConsoleErrors(page);
  const calls: string[] = [];
  const sandboxLoads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql')) calls.push(String(request.postData()));
    if (/BlockSandbox|cssSanitizer/.test(request.url())) sandboxLoads.push(request.url());
  });
  await page.goto(hostUrl('guest'));
  await expectHydrated(page);
  await expect(page.getByRole('heading', { name: HERO_HEADING })).toBeVisible();
  // The block's customCSS (no script) stays as the server sanitized and sent it: no sandbox, and
  // no CSS sanitizer downloaded to redo the server's work.
  await expect(page.locator('style[data-bf-custom-css]')).toHaveCount(1);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Built for reproducible science' }),
  ).toHaveCSS('color', 'rgb(10, 124, 114)');
  expect(sandboxLoads).toEqual([]);
  // The template came with the HTML: the browser never asked for it.
  expect(calls.filter((c) => c.includes('getTemplateBlock'))).toEqual([]);
  // The integrator's block (an unknown componentName on the server) mounts once its module loads.
  await expect(
    page.locator('[data-component="promoRibbon"]:not([data-block-state])'),
  ).toBeVisible();

  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(hostUrl('guest', '/about'));
  await expect(page).toHaveTitle('About Cellaris Biosciences');
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
    'same document',
  );
  expect(calls.filter((c) => c.includes('getTemplateBlock'))).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('after hydrating a catalogue page, add to cart updates the header badge', async ({ page }) => {
  const errors = recordConsoleErrors(page);
  await page.goto(hostUrl('guest', '/flow_consumables'));
  await expectHydrated(page);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // A reload renders the badge as the server did (0), then the guest's cart count.
  await page.reload();
  await expectHydrated(page);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(errors).toEqual([]);
});

test('add to cart pressed before the page is interactive adds once, when it is', async ({
  page,
}) => {
  const errors = recordConsoleErrors(page);
  // The page's scripts are held: the visitor presses in the server's HTML, twice, impatient.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(hostUrl('guest', '/flow_consumables'), { waitUntil: 'commit' });
  const add = page.getByRole('button', { name: /^Add to cart: /i }).first();
  await add.click();
  await add.click();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  expect(await page.locator('html').getAttribute('data-bf-hydrated')).toBeNull();

  release();
  await expectHydrated(page);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.unrouteAll();
  await page.reload();
  await expectHydrated(page);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(errors).toEqual([]);
});

test('a signed-in visitor gets their own header, rendered by the server, never the guest one', async ({
  page,
}) => {
  const origin = hostUrl('guest', '');
  await signInWithPassword(page, { origin, username: 'maria.manager' });
  // The client hands its token to the server (POST /session) once signed in.
  await expect
    .poll(async () =>
      (await page.context().cookies(hostUrl('guest'))).some((c) => c.name === 'bf-session'),
    )
    .toBe(true);
  const errors = recordConsoleErrors(page);
  // What the server sends: the visitor's own header, never the guest's.
  const html = page.waitForResponse((r) => r.url() === hostUrl('guest') && r.status() === 200);
  await page.goto(hostUrl('guest'));
  const body = await (await html).text();
  expect(body).toContain('data-first-page');
  expect(body).toContain('bf-header-account-name">Maria<');
  expect(body).not.toMatch(/>Sign in</);
  await expectHydrated(page);
  await expect(accountMenuButton(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: HERO_HEADING })).toBeVisible();
  expect(errors).toEqual([]);

  // Signed out, the next load is the guest's server-rendered page again.
  await signOut(page);
  await expect(accountMenuButton(page)).toHaveCount(0);
  // Sign-out drops the server's copy of the session too (DELETE /session).
  await expect
    .poll(async () =>
      (await page.context().cookies(hostUrl('guest'))).some((c) => c.name === 'bf-session'),
    )
    .toBe(false);
  const guestHtml = page.waitForResponse((r) => r.url() === hostUrl('guest') && r.status() === 200);
  await page.goto(hostUrl('guest'));
  const guestBody = await (await guestHtml).text();
  expect(guestBody).toContain('data-first-page');
  // The markup, not the head's inline stylesheets (which name every class).
  expect(guestBody.slice(guestBody.indexOf('<body'))).not.toContain('bf-header-account-name');
  await expectHydrated(page);
  expect(errors).toEqual([]);
});

test('on a phone, content blocks after the first two are drawn once the visitor scrolls near them', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(hostUrl('guest'));
  await expectHydrated(page);
  const blocks = page.locator('.bf-section-content > .bf-block');
  // Whether the browser draws a block's content: false while its style, layout and paint are
  // skipped (the block itself keeps its box).
  const drawn = (block: Locator) =>
    block.evaluate(
      (element) =>
        element.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false,
    );
  expect(await drawn(blocks.nth(0))).toBe(true);
  expect(await drawn(blocks.nth(2))).toBe(true); // on the first screen: drawn all the same
  const last = blocks.last();
  expect((await last.boundingBox())!.y).toBeGreaterThan(844 * 2);
  expect(await drawn(last)).toBe(false);
  // Its content is in the page all along (find in page, links, screen readers).
  expect(await last.locator('img, a, h2, h3, p').count()).toBeGreaterThan(0);
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(last)).toBe(true);
  await context.close();
});

test("a catalogue's first frame shows its whole page, never a half-parsed one", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // A phone's CPU (Lighthouse's 4x slowdown), so the parser yields between slices of the HTML.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // The blocks in the document when the browser first updates its rendering (the frame before
  // the first paint runs animation frame callbacks), and once the HTML is parsed.
  await page.addInitScript(() => {
    const blocks = () => document.querySelectorAll('#root .bf-block').length;
    const counts = { firstFrame: -1, parsed: -1 };
    (window as unknown as { blockCounts: typeof counts }).blockCounts = counts;
    requestAnimationFrame(() => (counts.firstFrame = blocks()));
    document.addEventListener('DOMContentLoaded', () => (counts.parsed = blocks()));
  });
  await page.goto(hostUrl('guest', '/flow_consumables'));
  await expectHydrated(page);
  const counts = await page.evaluate(
    () =>
      (window as unknown as { blockCounts: { firstFrame: number; parsed: number } }).blockCounts,
  );
  expect(counts.parsed).toBeGreaterThan(3);
  expect(counts.firstFrame).toBe(counts.parsed);
  await context.close();
});
