import { expect, test, type Page } from '@playwright/test';
import { generateCatalogue } from '../../server/db/seed/catalogue';
import { orderHistory } from '../../server/db/seed/orderHistory';
import { DEMO_USERS } from '../../server/shared/demo';
import { hostUrl } from './helpers';
import { fillDate } from './support/fillDate';
import { signInWithPassword } from './support/signIn';

/**
 * My orders and the order detail page (issue 16) on the local stack, as Paul (a buyer who is not
 * a manager: he sees the orders he placed). Paul's cart is not one the checkout journeys need.
 */

const history = orderHistory(generateCatalogue().items);
const contactOf = (username: string) => DEMO_USERS.find((u) => u.username === username)!.contactId;
const ordersOf = (username: string) =>
  history.orders
    .filter((order) => order.contact_id === contactOf(username))
    .sort((a, b) => String(b.placed_at).localeCompare(String(a.placed_at)));
const PAULS = ordersOf('paul.portal');
const TOMS = ordersOf('tom.totp');

const table = (page: Page) => page.getByRole('table', { name: 'My orders' });
const orderRows = (page: Page) => table(page).locator('tbody tr');

test.describe.configure({ mode: 'serial' });

test('a buyer sees their orders, filters and sorts them, and pages', async ({ page }) => {
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'paul.portal' });
  await page.goto(hostUrl('portal', '/orders'));
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await expect(page.getByText(`of ${PAULS.length} orders`)).toBeVisible();
  // Newest first: the first row is Paul's latest order, with its status badge and total.
  const first = orderRows(page).first();
  await expect(first.locator('.bf-orders-number')).toHaveText(String(PAULS[0]!.order_number));
  await expect(first).toContainText(String(PAULS[0]!.status));
  await expect(first).toContainText('$');

  // Status filter: only delivered orders.
  const delivered = PAULS.filter((o) => o.status === 'Delivered');
  await page.getByLabel('Status').selectOption('Delivered');
  await expect(page.getByText(`of ${delivered.length} orders`)).toBeVisible();
  await expect(page).toHaveURL(/status=Delivered/);
  for (const cell of await orderRows(page)
    .getByRole('cell')
    .filter({ hasText: /^(Placed|Processing|Shipped|Cancelled)$/ })
    .all())
    throw new Error(`a row that is not delivered: ${await cell.innerText()}`);
  // A delivered order links to its carrier's tracking page.
  await expect(
    orderRows(page)
      .first()
      .getByRole('link', { name: /^Track / }),
  ).toHaveAttribute('href', /^https:\/\/(www\.fedex\.com|www\.ups\.com|www\.dhl\.com)\//);

  // Sort by total, ascending then descending (server-side, so across all pages).
  await page.getByRole('button', { name: 'Total' }).click();
  await expect(page.getByRole('columnheader', { name: 'Total' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const sortedAscending = [...delivered].sort((a, b) => Number(a.total) - Number(b.total));
  await expect(orderRows(page).first().locator('.bf-orders-number')).toHaveText(
    String(sortedAscending[0]!.order_number),
  );
  await page.getByRole('button', { name: 'Total' }).click();
  await expect(orderRows(page).first().locator('.bf-orders-number')).toHaveText(
    String(sortedAscending.at(-1)!.order_number),
  );

  // Search by PO number and a date range that holds nothing; clear the filters.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  const withPo = PAULS.find((o) => o.po_number)!;
  await page.getByLabel('Order or PO number').fill(String(withPo.po_number));
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(orderRows(page)).toHaveCount(1);
  await expect(orderRows(page).first().locator('.bf-orders-number')).toHaveText(
    String(withPo.order_number),
  );
  await page.getByRole('button', { name: 'Clear filters' }).click();
  // The date fields are typed segment by segment, in the order of Paul's locale (en-GB: day first).
  await fillDate(page, 'Placed from', '2020-01-01');
  await fillDate(page, 'Placed to', '2020-01-31');
  await expect(page.getByRole('group', { name: 'Placed to' })).toContainText('31/01/2020');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('heading', { name: 'No orders match these filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page.getByText(`of ${PAULS.length} orders`)).toBeVisible();

  // Paging: the second page continues the list.
  if (PAULS.length > 20) {
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(orderRows(page).first().locator('.bf-orders-number')).toHaveText(
      String(PAULS[20]!.order_number),
    );
  }
});

test('a buyer opens an order, sees its lines and totals, and reorders into the cart', async ({
  page,
}) => {
  const order = PAULS.find((o) => o.status === 'Delivered')!;
  const lines = history.lines.filter((line) => line.order_id === order.id);
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'paul.portal' });
  await page.goto(hostUrl('portal', `/orders?q=${String(order.order_number)}`));
  await page.getByRole('link', { name: `Order ${String(order.order_number)}` }).click();
  await expect(page).toHaveURL(
    new RegExp(`/order-detail\\?orderNumber=${String(order.order_number)}`),
  );
  await expect(
    page.getByRole('heading', { level: 1, name: `Order ${String(order.order_number)}` }),
  ).toBeVisible();
  const items = page.getByRole('table', { name: `Items of order ${String(order.order_number)}` });
  await expect(items.locator('tbody tr')).toHaveCount(lines.length);
  for (const line of lines) await expect(items).toContainText(String(line.sku));
  const total = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    Number(order.total),
  );
  await expect(page.locator('.bf-order-total')).toContainText(total);
  await expect(page.getByRole('heading', { name: /^Shipments?/ })).toBeVisible();
  await expect(page.getByText(`PO number: ${String(order.po_number ?? '—')}`)).toBeVisible();

  // The PDF downloads.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`Order-${String(order.order_number)}.pdf`);

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: 'test-results/order-detail-1366.png', fullPage: true });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({ path: 'test-results/order-detail-768.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/order-detail-390.png', fullPage: true });
  await page.screenshot({ path: 'test-results/order-detail-390-top.png' });
  await page.getByRole('heading', { name: /^Items/ }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/order-detail-390-items.png' });
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.getByRole('button', { name: 'Reorder' }).click();
  // The cart route shows the guidance step first in a visit (spec 000 section 2).
  await page.waitForURL(/\/(cart|guidance)$/);
  if (page.url().endsWith('/guidance')) {
    // The radios are visually hidden (React Aria): the customer clicks their labels.
    await page
      .getByRole('radiogroup', { name: /frozen/ })
      .getByText('Yes', { exact: true })
      .click();
    await page
      .getByRole('radiogroup', { name: /before 10 am/ })
      .getByText('No', { exact: true })
      .click();
    await page.getByRole('button', { name: 'Continue to cart' }).click();
    await page.waitForURL(/\/cart$/);
  }
  for (const line of lines) await expect(page.getByText(String(line.sku)).first()).toBeVisible();
});

test("another account's order reads as not found", async ({ page }) => {
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'paul.portal' });
  await page.goto(hostUrl('portal', `/order-detail?orderNumber=${String(TOMS[0]!.order_number)}`));
  await expect(page.getByRole('heading', { name: 'Order not found' }).first()).toBeVisible();
  await expect(page.getByText(String(TOMS[0]!.order_number))).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to My orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
});

test('the server-rendered filters keep their native date inputs hidden, with no CSP refusal', async ({
  page,
}) => {
  // React Aria pins the native inputs behind its date fields with position:fixed; a CSP that
  // refused that style attribute showed them beside the fields on a signed-in first page.
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refusals.push(message.text());
  });
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'paul.portal' });
  await page.setViewportSize({ width: 390, height: 900 });
  const response = await page.goto(hostUrl('portal', '/orders'));
  expect(await response!.text()).toContain('type="date"');
  await expect(page.getByRole('group', { name: 'Placed from' })).toBeVisible();
  const nativeInputs = page.locator('input[type="date"]');
  await expect(nativeInputs).toHaveCount(2);
  for (const input of await nativeInputs.all()) {
    // The wrapper React Aria styles clips the input to one pixel.
    const box = await input.locator('..').boundingBox();
    expect(box === null || (box.width <= 1 && box.height <= 1)).toBe(true);
  }
  expect(refusals).toEqual([]);
});

test('My orders at phone, tablet and desktop widths', async ({ page }) => {
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'paul.portal' });
  await page.goto(hostUrl('portal', '/orders'));
  await expect(orderRows(page).first()).toBeVisible();
  for (const width of [1366, 768, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(orderRows(page).first()).toBeVisible();
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `test-results/orders-${width}.png`, fullPage: true });
    await page.screenshot({ path: `test-results/orders-${width}-top.png` });
  }
});
