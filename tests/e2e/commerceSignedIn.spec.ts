import { expect, test, type Page, type Request } from '@playwright/test';
import { hostUrl, serverUrl } from './helpers';
import { signInWithPassword } from './support/signIn';
import { expectHydrated } from './support/serverPage';

const STOREFRONT_IDS = ['sf-cellaris-shop', 'sf-cellaris-portal'];

/** The header's cart badge count. */
const badge = (page: Page) => page.getByTestId('cart-count');

/** The makeCall types the page sends, in order (each field of a batched request counted). */
function recordCrmTypes(page: Page): string[] {
  const types: string[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/graphql')) return;
    const variables =
      (request.postDataJSON() as { variables?: Record<string, unknown> } | null)?.variables ?? {};
    for (const [name, value] of Object.entries(variables)) {
      if (!/^data(_\d+)?$/.test(name) || typeof value !== 'string') continue;
      const endpoint = (JSON.parse(value) as { endpoint?: string }).endpoint;
      const type = endpoint
        ? new URL(endpoint, 'http://crm.invalid').searchParams.get('type')
        : null;
      if (type) types.push(type);
    }
  });
  return types;
}

test.beforeEach(async ({ page, request }) => {
  await request.delete(`${serverUrl}/__test__/faults`);
  // A signed-in user meets the guidance step before the cart (spec 001 section 2); these
  // journeys are about the cart, so the step counts as done.
  await page.addInitScript((ids) => {
    for (const id of ids) sessionStorage.setItem(`bf-guidance-completed-${id}`, '1');
  }, STOREFRONT_IDS);
});

test('a guest adds a product, signs in and finds the same cart', async ({ page }) => {
  await page.goto(hostUrl('guest', '/product/tpl-product/a1Cellaris0000002'));
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(title).not.toBe('');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added 1 to cart' })).toBeVisible();
  await expect(badge(page)).toHaveText('1');
  const guestQuote = await page.evaluate(() => localStorage.getItem('EC_GUEST_QUOTE'));
  expect(guestQuote).toMatch(/^0Q0/);

  await signInWithPassword(page, { origin: hostUrl('guest', ''), username: 'gus.guest' });
  await page.goto(hostUrl('guest', '/cart'));
  await expect(page.getByRole('listitem', { name: title }).getByLabel('Quantity')).toHaveValue('1');
  await expect(badge(page)).toHaveText('1');
  expect(await page.evaluate(() => localStorage.getItem('EC_Quote_Id'))).toBe(guestQuote);
  expect(await page.evaluate(() => localStorage.getItem('EC_GUEST_QUOTE'))).toBeNull();
});

test('a signed-in user changes a quantity, applies a promo code and sees tax on a complete address; a row lock is retried', async ({
  page,
  request,
}) => {
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'maria.manager' });
  await page.goto(hostUrl('portal', '/cart'));
  const lines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(lines.first()).toBeVisible();
  const first = lines.first();
  const quantity = first.getByLabel('Quantity');
  const summary = page.getByRole('region', { name: 'Order summary' });

  // Quantities: saved in the CRM, kept on reload, counted by the badge.
  await quantity.fill('4');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('4');
  await page.reload();
  await expect(
    page
      .getByRole('list', { name: 'Cart items' })
      .getByRole('listitem')
      .first()
      .getByLabel('Quantity'),
  ).toHaveValue('4');

  // The shipping address is complete: tax is an amount, not "calculated at checkout".
  await expect(summary.locator('dt', { hasText: 'Tax' }).locator('xpath=..')).toContainText(/\$\d/);
  await expect(summary).not.toContainText('Tax is calculated at checkout.');

  // A promo code goes through getQLIsForPromoCode and applyPromoCodeNG; the discount shows.
  const types = recordCrmTypes(page);
  await page.getByLabel('Promo code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Promo code WELCOME10 applied.' }),
  ).toBeVisible();
  expect(types.slice(0, 2)).toEqual(['getQLIsForPromoCode', 'applyPromoCodeNG']);
  await expect(summary.getByText('Discount (WELCOME10)')).toBeVisible();
  await expect(summary).toContainText('Promo code WELCOME10 applied: 10% off your order');

  // Two row locks on the quote line update: retried, and the quantity is saved once.
  const faults = await request.post(`${serverUrl}/__test__/faults`, {
    data: [{ type: 'updateQLI', kind: 'rowLock', times: 2 }],
  });
  expect(faults.ok()).toBe(true);
  types.length = 0;
  const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem').first();
  await line.getByLabel('Quantity').fill('5');
  await line.getByLabel('Quantity').press('Enter');
  // Two refused attempts 500 ms apart, then the one that saves; the field unlocks after it.
  await expect.poll(() => types.filter((type) => type === 'updateQLI').length).toBe(3);
  await expect(line.getByLabel('Quantity')).toBeEnabled();
  await expect(line.getByLabel('Quantity')).toHaveValue('5');
  await expect(line.getByRole('alert')).toHaveCount(0);
  const after = (await (await request.get(`${serverUrl}/__test__/faults`)).json()) as {
    rules: { hits: number }[];
  };
  expect(after.rules[0]?.hits).toBe(2);
  await page.reload();
  await expect(
    page
      .getByRole('list', { name: 'Cart items' })
      .getByRole('listitem')
      .first()
      .getByLabel('Quantity'),
  ).toHaveValue('5');
});

test('a quote without a complete shipping address says tax is calculated at checkout', async ({
  page,
}) => {
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'paul.portal' });
  await page.goto(hostUrl('portal', '/flow_consumables'));
  // The server's page: its buttons work once the page's scripts have adopted it.
  await expectHydrated(page, 20_000);
  await page
    .getByRole('button', { name: /^Add to Cart:/i })
    .first()
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();
  await page.goto(hostUrl('portal', '/cart'));
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Tax is calculated at checkout.');
  await page.reload();
  await expect(summary).toContainText('Tax is calculated at checkout.');
  await expect(
    page.getByRole('list', { name: 'Cart items' }).getByRole('listitem').first(),
  ).toBeVisible();
});
