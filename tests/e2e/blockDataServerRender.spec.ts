import { expect, test, type Page } from '@playwright/test';
import { hostUrl } from './helpers';
import { signInWithPassword } from './support/signIn';
import {
  expectHydrated,
  recordConsoleErrors,
  waitForSessionCookie,
  withoutJavaScript,
} from './support/serverPage';

/**
 * The data blocks' first answers come with the server's page (issue 22, FirstPageReads): without
 * JavaScript a guest sees the catalogue's products and a product's name and picture, and a
 * signed-in manager their invoices and users, a buyer their orders and support requests; with JavaScript the client adopts that page and
 * does not ask the gateway for those reads again, with no hydration error.
 */

const CATALOGUE = '/flow_consumables';
const FIRST_PRODUCT = 'CD4 Monoclonal Antibody (RPA-T4), FITC';
const PRODUCT_PAGE =
  '/product_detail/antibodies/cd4-monoclonal-antibody-rpa-t4-fitc/a1Cellaris0000001';

/** The bodies of the gateway calls the page makes from now on. */
function recordGatewayCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql')) calls.push(String(request.postData()));
  });
  return calls;
}

/** Loads `url`, waits for the client to adopt the server's page, and returns the HTML sent. */
async function loadHydrated(page: Page, url: string): Promise<string> {
  const html = page.waitForResponse((r) => r.url() === url && r.status() === 200);
  await page.goto(url);
  const body = await (await html).text();
  expect(body).toContain('data-first-page');
  await expectHydrated(page);
  return body;
}

test.describe('a guest', () => {
  test.use({ javaScriptEnabled: false });

  test("sees the catalogue's products and a product's name and picture without JavaScript", async ({
    page,
  }) => {
    await page.goto(hostUrl('guest', CATALOGUE));
    const card = page.getByRole('link', { name: FIRST_PRODUCT });
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('href', PRODUCT_PAGE);
    expect(await page.locator('.bf-card-title').count()).toBeGreaterThan(5);
    await expect(page.getByRole('status', { name: 'Loading products…' })).toHaveCount(0);

    // The card's link is a plain link: the product page arrives rendered too.
    await card.click();
    await expect(page).toHaveURL(hostUrl('guest', PRODUCT_PAGE));
    await expect(page.getByRole('heading', { level: 1, name: FIRST_PRODUCT })).toBeVisible();
    const picture = page.getByRole('img', { name: FIRST_PRODUCT });
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('status', { name: 'Loading product…' })).toHaveCount(0);
  });
});

test('with JavaScript, the catalogue and the product page ask the gateway for none of their first answers', async ({
  page,
}) => {
  const errors = recordConsoleErrors(page);
  const calls = recordGatewayCalls(page);
  await loadHydrated(page, hostUrl('guest', CATALOGUE));
  await expect(page.getByRole('link', { name: FIRST_PRODUCT })).toBeVisible();
  // Settled: anything the page would still ask for has been asked.
  await page.waitForLoadState('networkidle');
  expect(
    calls.filter((c) => /retrieveCatalogNG|getEcatalogDetails|getCatalogGroupCounts/.test(c)),
  ).toEqual([]);

  calls.length = 0;
  await loadHydrated(page, hostUrl('guest', PRODUCT_PAGE));
  await expect(page.getByRole('heading', { level: 1, name: FIRST_PRODUCT })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(
    calls.filter((c) =>
      /getMergedMetaInfo|getFormattedObjectDetails|getRecord|retrieveCatalogNG/.test(c),
    ),
  ).toEqual([]);
  // Still a live page: the quantity can be changed and the item added.
  await page
    .getByRole('button', { name: /add to cart/i })
    .first()
    .click();
  await expect(page.getByText(/Added 1 to cart/)).toBeVisible();
  expect(errors).toEqual([]);
});

test("a signed-in manager's invoices and users arrive with the page, with JavaScript or without", async ({
  page,
  browser,
}) => {
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'maria.manager' });
  // The server holds the session once the client has handed its token over (bf-session).
  await waitForSessionCookie(page.context());
  const plain = await withoutJavaScript(browser, page);
  const response = await plain.goto(hostUrl('portal', '/billing/enhancedList'));
  expect(response?.headers()['cache-control']).toBe('private, no-cache');
  await expect(plain.getByRole('link', { name: 'INV-210998' })).toBeVisible();
  await expect(plain.getByRole('status', { name: 'Loading invoices…' })).toHaveCount(0);
  await plain.goto(hostUrl('portal', '/billing/manageusers'));
  await expect(plain.getByRole('cell', { name: 'Aaron Baptiste' })).toBeVisible();
  await plain.context().close();

  const errors = recordConsoleErrors(page);
  const calls = recordGatewayCalls(page);
  await loadHydrated(page, hostUrl('portal', '/billing/enhancedList'));
  await expect(page.getByRole('link', { name: 'INV-210998' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls.filter((c) => c.includes('getInvoices'))).toEqual([]);

  calls.length = 0;
  await loadHydrated(page, hostUrl('portal', '/billing/manageusers'));
  await expect(page.getByRole('cell', { name: 'Aaron Baptiste' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls.filter((c) => c.includes('listUsers'))).toEqual([]);
  expect(errors).toEqual([]);
});

test("a buyer's orders and support requests arrive with the page, with JavaScript or without", async ({
  page,
  browser,
}) => {
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'paul.portal' });
  await waitForSessionCookie(page.context());
  const plain = await withoutJavaScript(browser, page);
  await plain.goto(hostUrl('portal', '/orders'));
  const orders = plain.getByRole('table', { name: 'My orders' });
  await expect(orders.locator('tbody tr').first()).toContainText(/SO-\d+/);
  const orderNumber = (await orders.locator('.bf-orders-number').first().innerText()).trim();
  // On a phone each order is a card (the table's container query, from the inline stylesheet).
  await plain.setViewportSize({ width: 390, height: 844 });
  await expect(orders).toHaveCSS('display', 'block');
  await plain.setViewportSize({ width: 1366, height: 900 });
  await expect(orders).toHaveCSS('display', 'table');
  await plain.goto(hostUrl('portal', `/order-detail?orderNumber=${orderNumber}`));
  await expect(plain.getByRole('heading', { name: new RegExp(orderNumber) })).toBeVisible();
  await plain.goto(hostUrl('portal', '/billing/requests'));
  const requests = plain.getByRole('table', { name: 'Support requests' });
  await expect(requests.getByRole('link', { name: /^REQ-\d{5}$/ }).first()).toBeVisible();
  await plain.context().close();

  const errors = recordConsoleErrors(page);
  const calls = recordGatewayCalls(page);
  for (const [path, read] of [
    ['/orders', 'getOrders'],
    [`/order-detail?orderNumber=${orderNumber}`, 'getOrderDetails'],
    ['/billing/requests', 'getRequests'],
  ] as const) {
    calls.length = 0;
    await loadHydrated(page, hostUrl('portal', path));
    await page.waitForLoadState('networkidle');
    expect(
      calls.filter((c) => new RegExp(`\\b${read}\\b`).test(c)),
      path,
    ).toEqual([]);
  }
  await expect(page.getByRole('table', { name: 'Support requests' })).toBeVisible();
  expect(errors).toEqual([]);
});
