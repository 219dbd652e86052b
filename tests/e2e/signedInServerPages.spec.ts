import { expect, test, type Page } from '@playwright/test';
import { hostUrl } from './helpers';
import { signInWithPassword } from './support/signIn';
import { skipBuyingGuidance } from './support/checkoutSetup';
import {
  expectHydrated,
  recordConsoleErrors,
  waitForSessionCookie,
  withoutJavaScript,
} from './support/serverPage';

/**
 * The signed-in manager's cart, checkout and account area arrive rendered by the server (issue
 * 22, session 11): without JavaScript they show the header, the page's headings and each block's
 * loading state; with JavaScript the client adopts that markup without a hydration error. The
 * guest's cart is in the HTML too.
 */

/** server/db/seed/crmRecords.ts, DEMO_QUOTES.mariaCart. */
const MARIA_SEEDED_CART = '0Q0Dn00000Cart0001';

/** Maria signed in, her seeded cart the active one and the cart guidance done for this visit. */
async function signInMaria(page: Page): Promise<void> {
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'maria.manager' });
  await waitForSessionCookie(page.context());
  await page.goto(hostUrl('portal', `/cart/${MARIA_SEEDED_CART}`));
  await expect(page.getByRole('list', { name: 'Cart items' })).toBeVisible({ timeout: 15_000 });
  const makeActive = page.getByRole('button', { name: 'Make this my active cart' });
  if (await makeActive.count()) {
    await makeActive.click();
    await expect(makeActive).toHaveCount(0);
  }
}

/** The page's HTML as the server sent it, then the client's hydration of it. */
async function loadServerRendered(page: Page, path: string): Promise<string> {
  const url = hostUrl('portal', path);
  const answer = page.waitForResponse((r) => r.url() === url && r.request().isNavigationRequest());
  await page.goto(url);
  const response = await answer;
  expect(response.headers()['cache-control']).toBe('private, no-cache');
  const html = await response.text();
  await expectHydrated(page, 20_000);
  return html;
}

test.beforeEach(async ({ page }) => {
  await skipBuyingGuidance(page);
});

test("the manager's cart, checkout and account pages come rendered without JavaScript", async ({
  page,
  browser,
}) => {
  await signInMaria(page);
  const plain = await withoutJavaScript(browser, page);

  const cart = await plain.goto(hostUrl('portal', '/cart'));
  expect(cart?.headers()['cache-control']).toBe('private, no-cache');
  expect(plain.url()).toBe(hostUrl('portal', '/cart'));
  await expect(plain.getByRole('banner')).toContainText('Maria');
  await expect(plain.locator('main [data-component="cart"]')).toBeVisible();
  // Her cart's lines, read by the server as her (the gateway picks her active quote).
  await expect(plain.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(
    3,
  );
  await expect(plain.locator('main [aria-busy="true"]')).toHaveCount(0);

  await plain.goto(hostUrl('portal', '/checkout'));
  expect(plain.url()).toBe(hostUrl('portal', '/checkout'));
  await expect(plain.getByRole('banner')).toContainText('Maria');
  for (const step of ['1. Account', '5. Terms & payment']) {
    await expect(plain.getByRole('heading', { name: step })).toBeVisible();
  }
  // Every step with its data: the shipping methods for her quote's country, the order summary.
  await expect(
    plain.locator('main [data-component="shippingMethod"]').getByRole('radio').first(),
  ).toBeVisible();
  await expect(plain.locator('main [aria-busy="true"]')).toHaveCount(0);

  await plain.goto(hostUrl('portal', '/billing/enhancedList'));
  await expect(plain.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(plain.getByRole('banner')).toContainText('Maria');

  await plain.goto(hostUrl('portal', '/billing/manageusers'));
  await expect(plain.getByRole('heading', { level: 1 })).toBeVisible();

  await plain.goto(hostUrl('portal', '/billing/account'));
  await expect(plain.getByRole('heading', { level: 1 })).toBeVisible();
  await plain.context().close();
});

test('with JavaScript the client adopts those pages without a hydration error', async ({
  page,
}) => {
  await signInMaria(page);
  const errors = recordConsoleErrors(page);
  for (const path of [
    '/cart',
    '/checkout',
    '/billing/enhancedList',
    '/billing/manageusers',
    '/billing/account',
    '/billing/profile',
    '/billing/requests/new',
  ]) {
    const html = await loadServerRendered(page, path);
    expect(html, path).toContain('data-first-page');
    expect(errors, path).toEqual([]);
  }
  // Adopted, then live: the cart's lines arrive and the checkout's steps are interactive.
  await page.goto(hostUrl('portal', '/cart'));
  await expect(page.getByRole('list', { name: 'Cart items' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the manager's cart lines are in the server's HTML, adopted without a second cart read", async ({
  page,
}) => {
  await signInMaria(page);
  const errors = recordConsoleErrors(page);
  const cartReads: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (request.url().endsWith('/graphql') && /getActiveQuote/.test(body)) cartReads.push(body);
  });
  for (const path of ['/cart', '/checkout']) {
    cartReads.length = 0;
    const html = await loadServerRendered(page, path);
    expect(html, path).toContain(MARIA_SEEDED_CART);
    const lines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
    if (path === '/cart') await expect(lines).toHaveCount(3);
    await expect(page.locator('main [aria-busy="true"]'), path).toHaveCount(0);
    // The server's answer is the browser's first: its ids are kept, and it is not read again.
    expect(await page.evaluate(() => window.localStorage.getItem('EC_Quote_Id')), path).toBe(
      MARIA_SEEDED_CART,
    );
    await page.waitForTimeout(500);
    expect(cartReads, path).toEqual([]);
    expect(errors, path).toEqual([]);
  }
});

test("the guest's cart comes rendered: a guest holding no cart sees it empty, then adopted", async ({
  page,
  browser,
}) => {
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await plain.newPage();
  const response = await noScript.goto(hostUrl('guest', '/cart'));
  expect(response?.headers()['cache-control']).toMatch(/^public/);
  await expect(noScript.getByRole('banner')).toBeVisible();
  // A guest holding no cart has an empty one, drawn so by the server: nothing moves after.
  await expect(noScript.getByText('Your cart is empty.')).toBeVisible();
  await plain.close();

  const errors = recordConsoleErrors(page);
  await page.goto(hostUrl('guest', '/cart'));
  await expectHydrated(page, 20_000);
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  expect(errors).toEqual([]);
});

test("a manager far from UTC: the invoices are rendered in her time zone's today and adopted without a hydration error", async ({
  browser,
}) => {
  // A zone whose calendar day differs from UTC's right now, so the invoices' "today" (due,
  // overdue, days overdue) differs from the server's own.
  const zone = new Date().getUTCHours() < 11 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
  const context = await browser.newContext({ timezoneId: zone });
  const page = await context.newPage();
  await skipBuyingGuidance(page);
  // A guest's page is one for all guests, rendered in UTC: the browser does not work out its zone
  // for it (a long task of its own), only once its visitor signs in.
  await page.goto(hostUrl('guest', '/'));
  await expectHydrated(page);
  await page.waitForTimeout(300);
  const zoneCookie = async (host: 'guest' | 'portal') =>
    (await context.cookies(hostUrl(host))).find((c) => c.name === 'bf-tz')?.value;
  expect(await zoneCookie('guest')).toBeUndefined();
  await signInMaria(page);
  expect(await zoneCookie('portal')).toBe(encodeURIComponent(zone));
  const errors = recordConsoleErrors(page);
  const html = await loadServerRendered(page, '/billing/enhancedList');
  expect(html).toContain(`"timeZone":"${zone}"`);
  await expect(page.getByRole('link', { name: 'INV-210998' })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test("the header's cart count is in the server's HTML and stays as it is while the client takes over", async ({
  page,
  browser,
}) => {
  await signInMaria(page);
  const plain = await withoutJavaScript(browser, page);
  await plain.goto(hostUrl('portal', '/billing/enhancedList'));
  const served = (await plain.getByTestId('cart-count').textContent()) ?? '';
  expect(Number(served)).toBeGreaterThan(0);
  await expect(plain.getByRole('link', { name: `Cart ${served} items` })).toBeVisible();
  await plain.context().close();

  // Every count the header shows from the first byte on: the server's, and nothing after it.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cartCounts: string[] }).cartCounts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="cart-count"]')?.textContent;
      if (text != null && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const errors = recordConsoleErrors(page);
  for (const path of ['/', '/billing/enhancedList']) {
    await loadServerRendered(page, path);
    await page.waitForTimeout(500);
    const counts = await page.evaluate(
      () => (window as unknown as { cartCounts: string[] }).cartCounts,
    );
    expect(counts, path).toEqual([served]);
  }
  expect(errors).toEqual([]);
});

test("the bell's unread count is in the server's HTML and is not asked again while the client takes over", async ({
  page,
  browser,
}) => {
  // Paul, whose unread notification no other journey marks read (maria's are, by notifications.spec).
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'paul.portal' });
  await waitForSessionCookie(page.context());
  const plain = await withoutJavaScript(browser, page);
  await plain.goto(hostUrl('portal', '/cart'));
  const bell = plain.getByTestId('notification-bell');
  const label = (await bell.getAttribute('aria-label')) ?? '';
  expect(label).toMatch(/^Notifications, [1-9]\d* unread$/);
  await expect(plain.getByRole('button', { name: label })).toBeVisible();
  await plain.context().close();

  const countReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('getNotificationsCount'))
      countReads.push(request.url());
  });
  const errors = recordConsoleErrors(page);
  for (const path of ['/cart', '/']) {
    await loadServerRendered(page, path);
    await page.waitForTimeout(500);
    await expect(page.getByRole('button', { name: label }), path).toBeVisible();
  }
  // The server's count is fresh: the bell asks again on the next navigation, not on hydrating.
  expect(countReads).toEqual([]);
  await page
    .getByRole('link', { name: /^Cart \d+ items$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cart/);
  await expect.poll(() => countReads.length).toBe(1);
  expect(errors).toEqual([]);
});

test("the checkout's custom-code note draws in its sandbox with the server's sanitized CSS, no sanitizer loaded", async ({
  page,
}) => {
  await signInMaria(page);
  const sanitizerLoads: string[] = [];
  page.on('request', (request) => {
    if (/cssSanitizer\.worker/.test(request.url())) sanitizerLoads.push(request.url());
  });
  const errors = recordConsoleErrors(page);
  await loadServerRendered(page, '/checkout');
  const note = page
    .locator('.bf-sandbox')
    .filter({ hasText: 'Orders placed before 2 pm ET ship the same day on dry ice.' });
  await expect(note).toBeVisible();
  // Its `:host { font-size: 0.875rem; color: #5B6675 }` applies to the sandbox's box.
  await expect(note).toHaveCSS('font-size', '14px');
  await expect(note).toHaveCSS('color', 'rgb(91, 102, 117)');
  expect(sanitizerLoads).toEqual([]);
  expect(errors).toEqual([]);
});
