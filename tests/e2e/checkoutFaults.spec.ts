import { expect, test, type Page, type Request } from '@playwright/test';
import { hostUrl, serverUrl } from './helpers';
import { expectNoSeriousAxeViolations } from './support/axe';
import {
  guestAddsProductToCart,
  managerAddsProductToCart,
  skipBuyingGuidance,
} from './support/checkoutSetup';

/**
 * Faults at each checkout step (issue 16): the gateway's test-only fault admin makes one CRM
 * call fail (5xx, 429), hang (timeout) or hit a row lock; the buyer's entries stay, the page says
 * what to do, and trying again places exactly one order.
 */

type Fault =
  | { type: string; kind: 'status'; status: 500 | 502 | 503 | 504 | 429 | 408; times?: number }
  | { type: string; kind: 'timeout'; ms: number; times?: number }
  | { type: string; kind: 'rowLock'; times?: number };

async function inject(page: Page, ...faults: Fault[]) {
  const answer = await page.request.post(`${serverUrl}/__test__/faults`, { data: faults });
  expect(answer.ok()).toBe(true);
}

/** makeCall types the page sent, in order (each field of a batched request counted). */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/graphql')) return;
    const variables =
      (request.postDataJSON() as { variables?: Record<string, unknown> } | null)?.variables ?? {};
    for (const value of Object.values(variables)) {
      const type = typeof value === 'string' ? /type=(\w+)/.exec(value)?.[1] : undefined;
      if (type) calls.push(type);
    }
  });
  return calls;
}

const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' });
const placeOrder = (page: Page) => summary(page).getByRole('button', { name: 'Place order' });

async function startCheckout(page: Page) {
  await managerAddsProductToCart(page);
  await page.goto(hostUrl('portal', '/checkout'));
  await expect(page.getByRole('heading', { name: '5. Terms & payment' })).toBeVisible();
  // A new cart starts from the default address, which the address step saves on its own: the
  // faults below are for what the buyer does next.
  await expect(page.getByText('Address saved. Tax is calculated for this address.')).toBeVisible({
    timeout: 15_000,
  });
}

test.beforeEach(async ({ page, request }) => {
  await request.delete(`${serverUrl}/__test__/faults`);
  await skipBuyingGuidance(page);
});
test.afterEach(async ({ request }) => {
  await request.delete(`${serverUrl}/__test__/faults`);
});

test.describe.configure({ mode: 'serial' });

/** The block of a checkout step (a region named by its heading). */
const step = (page: Page, name: string) => page.getByRole('region', { name });
/** The spec's error toast (the toast area's alert region). */
const toast = (page: Page) => page.locator('.bf-toast-area [role="alert"]');

/** A step's save failed, said in the step, kept what was typed, and saved again by itself. */
async function expectSavedAfterFault(page: Page, name: string) {
  const alert = step(page, name).getByRole('alert');
  await expect(alert).toContainText(
    /Not saved yet: .+ Your entries are kept and saved again in a moment\./,
  );
  // Only the step whose save failed says so.
  await expect(page.locator('.bf-checkout-save-error')).toHaveCount(1);
  await expect(alert).toHaveCount(0, { timeout: 20_000 });
}

test('a fault at each checkout step loses nothing, says what happens, and places one order', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const calls = recordCalls(page);
  await startCheckout(page);

  // 1. Account: a 500 on saving the billing contact.
  await inject(page, { type: 'updateRecord', kind: 'status', status: 500, times: 1 });
  const billingContact = page.getByRole('combobox', { name: 'Billing contact' });
  await billingContact.fill('Grace');
  await page.getByRole('option', { name: /Grace Oduya/ }).click();
  await expect(billingContact).toHaveValue(/Grace Oduya/);
  await expect(toast(page)).toContainText('An internal failure occurred.');
  await expectSavedAfterFault(page, '1. Account');

  // 2. Shipping address: two 503s in a row (on a change: an earlier order may have left
  // Kendall Square the address new carts start from).
  const longwood = page.getByRole('radio', { name: /Longwood receiving dock/ });
  if (!(await longwood.isChecked())) {
    await longwood.check();
    await expect(
      page.getByText('Address saved. Tax is calculated for this address.'),
    ).toBeVisible();
  }
  await inject(page, { type: 'updateRecord', kind: 'status', status: 503, times: 2 });
  const kendall = page.getByRole('radio', { name: /Genomics core, Kendall Square/ });
  await kendall.check();
  await expect(kendall).toBeChecked();
  const addressAlert = step(page, '2. Shipping address').getByRole('alert');
  await expect(addressAlert).toBeVisible();
  await expect(toast(page)).toContainText('Service Unavailable');
  for (const width of [390, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await step(page, '2. Shipping address').screenshot({
      path: `test-results/fault-address-${width}.png`,
    });
  }
  await expectSavedAfterFault(page, '2. Shipping address');

  // 3. Shipping method: throttled (429).
  await inject(page, { type: 'updateRecord', kind: 'status', status: 429, times: 1 });
  const ground = page.getByRole('radio', { name: /UPS Ground/ });
  await ground.check();
  await expect(ground).toBeChecked();
  await expectSavedAfterFault(page, '3. Shipping method');

  // 4. Order details: the quote row is locked by another writer.
  await inject(page, { type: 'updateRecord', kind: 'rowLock', times: 1 });
  const details = step(page, '4. Order details');
  await details.getByLabel(/^PO number/).fill('PO-FAULT-4411');
  await details.getByRole('checkbox', { name: /cold-chain/ }).check();
  await expect(details.getByLabel(/^PO number/)).toHaveValue('PO-FAULT-4411');
  await expectSavedAfterFault(page, '4. Order details');

  // 5. Terms & payment: the save hangs, then the gateway times out (504).
  await inject(page, { type: 'updateRecord', kind: 'timeout', ms: 3_000, times: 1 });
  await page.getByRole('radio', { name: /Invoice \(Net 30\)/ }).check();
  await step(page, '5. Terms & payment')
    .getByLabel(/^PO number/)
    .fill('PO-FAULT-4411');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await expectSavedAfterFault(page, '5. Terms & payment');

  // Everything typed is on the quote: a reload shows it.
  await page.reload();
  await expect(page.getByRole('radio', { name: /Genomics core, Kendall Square/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /UPS Ground/ })).toBeChecked();
  await expect(step(page, '4. Order details').getByLabel(/^PO number/)).toHaveValue(
    'PO-FAULT-4411',
  );
  await expect(page.getByRole('checkbox', { name: /terms and conditions/ })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Billing contact' })).toHaveValue(/Grace Oduya/);
  await expect(placeOrder(page)).toHaveAttribute('aria-disabled', 'false', { timeout: 15_000 });

  // Place order: the first attempt hangs and times out; clicking again while it hangs does
  // nothing; trying again after the message places the order once.
  await inject(page, { type: 'placeOrder', kind: 'timeout', ms: 4_000, times: 1 });
  const orderButton = summary(page).getByRole('button', { name: /Place order|Placing your order/ });
  await orderButton.click();
  await expect(orderButton).toHaveText('Placing your order…');
  // A second click while the first hangs sends nothing more.
  await orderButton.click({ force: true });
  await expect(summary(page).getByRole('alert')).toContainText(
    'Your entries and your cart are kept. Try again: an order is never placed twice.',
    { timeout: 15_000 },
  );
  // Then throttled (429): the same message, and the next try goes through.
  await inject(page, { type: 'placeOrder', kind: 'status', status: 429, times: 1 });
  await placeOrder(page).click();
  await expect(summary(page).getByRole('alert')).toContainText('Rate exceeded');
  await expect(summary(page).getByRole('alert')).toContainText(
    'Your entries and your cart are kept.',
  );
  await expectNoSeriousAxeViolations(page);
  await placeOrder(page).click();
  await page.waitForURL(/\/order-confirmation\?token=/, { timeout: 20_000 });
  await expect(page.getByText(/Your order SO-\d+ has been placed\./)).toBeVisible();
  await expect(page.getByText('Cambridge, MA 02139')).toBeVisible();
  await expect(page.getByText('On account terms, PO PO-FAULT-4411')).toBeVisible();
  // The hang, the 429 and the success: three placeOrder calls, one order.
  expect(calls.filter((type) => type === 'placeOrder').length).toBeGreaterThanOrEqual(3);

  // My orders lists the order once.
  const orderNumber = /SO-\d+/.exec(
    (await page.getByText(/Your order SO-\d+ has been placed\./).innerText()) ?? '',
  )?.[0];
  await page.goto(hostUrl('portal', '/orders'));
  await expect(page.getByRole('link', { name: orderNumber ?? 'none' })).toHaveCount(1);
});

/** Every placeOrder the page sent: its idempotency key (each field of a batch counted). */
function recordPlaceOrderKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (sent: Request) => {
    if (!sent.url().endsWith('/graphql')) return;
    const variables =
      (sent.postDataJSON() as { variables?: Record<string, unknown> } | null)?.variables ?? {};
    for (const value of Object.values(variables)) {
      if (typeof value !== 'string' || !value.includes('type=placeOrder')) continue;
      const data = JSON.parse(value) as { payload: string };
      keys.push((JSON.parse(data.payload) as { idempotencyKey: string }).idempotencyKey);
    }
  });
  return keys;
}

/** Enters the good test card on the hosted payment page and comes back to the checkout. */
async function payWithGoodCard(page: Page) {
  await page.waitForURL(/\/hosted-payment\//, { timeout: 15_000 });
  await page.getByLabel('Name on card').fill('Gus Guest');
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Month').selectOption({ index: 12 });
  await page.getByLabel('Year').selectOption({ index: 3 });
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/checkout/, { timeout: 20_000 });
}

test('a guest on the shop: a fault at each step loses nothing, says what happens, and places one order', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const keys = recordPlaceOrderKeys(page);
  await guestAddsProductToCart(page);
  await page.goto(hostUrl('guest', '/checkout'));
  await expect(page.getByRole('heading', { name: '5. Terms & payment' })).toBeVisible();
  // A guest pays by card, the only option, which the payment step chooses and saves on its own:
  // the faults below are for what the guest does next.
  await expect(page.getByRole('radio', { name: /Credit card/ })).toBeChecked();
  await expect(summary(page)).not.toContainText('Saving your changes…');

  // 1. The guest's contact: a 500 on saving it.
  await inject(page, { type: 'updateRecord', kind: 'status', status: 500, times: 1 });
  const account = step(page, '1. Account');
  await account.getByLabel(/^Your name/).fill('Gus Guest');
  await account.getByLabel(/^Email/).fill('gus.faults@example.test');
  await account.getByLabel(/^Phone/).fill('+1 617 555 0100');
  await expect(toast(page)).toContainText('An internal failure occurred.');
  await expect(account.getByLabel(/^Your name/)).toHaveValue('Gus Guest');
  await expectSavedAfterFault(page, '1. Account');

  // 2. A new shipping address, typed: two 503s in a row.
  await inject(page, { type: 'updateRecord', kind: 'status', status: 503, times: 2 });
  const address = step(page, '2. Shipping address');
  await address.getByLabel(/^Contact name/).fill('Gus Guest');
  await address.getByLabel(/^Street address/).fill('1 Main Street');
  await address.getByLabel(/^City/).fill('Boston');
  await address.getByLabel(/^Country/).selectOption('United States');
  await address.getByLabel(/^State/).selectOption('MA');
  await address.getByLabel(/^ZIP code/).fill('02110');
  await address.getByLabel(/^Phone/).fill('+1 617 555 0100');
  await expect(toast(page)).toContainText('Service Unavailable');
  await expect(address.getByLabel(/^Street address/)).toHaveValue('1 Main Street');
  await page.setViewportSize({ width: 390, height: 844 });
  await address.screenshot({ path: 'test-results/guest-fault-address-390.png' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await expectSavedAfterFault(page, '2. Shipping address');

  // 3. Shipping method: throttled (429).
  await inject(page, { type: 'updateRecord', kind: 'status', status: 429, times: 1 });
  const ground = page.getByRole('radio', { name: /UPS Ground/ });
  await ground.check();
  await expect(ground).toBeChecked();
  await expectSavedAfterFault(page, '3. Shipping method');

  // 4. Order details: the quote row is locked by another writer.
  await inject(page, { type: 'updateRecord', kind: 'rowLock', times: 1 });
  const details = step(page, '4. Order details');
  await details.getByLabel(/^PO number/).fill('GUEST-FAULT-1');
  await details.getByRole('checkbox', { name: /cold-chain/ }).check();
  await expectSavedAfterFault(page, '4. Order details');

  // 5. Terms: the save hangs, then the gateway times out.
  await inject(page, { type: 'updateRecord', kind: 'timeout', ms: 3_000, times: 1 });
  await expect(page.getByRole('radio', { name: /Invoice/ })).toHaveCount(0);
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await expectSavedAfterFault(page, '5. Terms & payment');

  // A reload shows everything the guest typed (the quote holds it; the tab keeps the guest cart).
  await page.reload();
  await expect(step(page, '1. Account').getByLabel(/^Email/)).toHaveValue(
    'gus.faults@example.test',
  );
  await expect(step(page, '2. Shipping address').getByLabel(/^Street address/)).toHaveValue(
    '1 Main Street',
  );
  await expect(step(page, '2. Shipping address').getByLabel(/^ZIP code/)).toHaveValue('02110');
  await expect(page.getByRole('radio', { name: /UPS Ground/ })).toBeChecked();
  await expect(step(page, '4. Order details').getByLabel(/^PO number/)).toHaveValue(
    'GUEST-FAULT-1',
  );
  await expect(page.getByRole('checkbox', { name: /terms and conditions/ })).toBeChecked();

  // The card: signing the payment request fails twice (the write's one retry included), the
  // page says so and stays; the next click goes to the payment page.
  await inject(page, { type: 'generateSignature', kind: 'status', status: 502, times: 2 });
  const payButton = page.getByRole('button', { name: /^Pay by card/ });
  await payButton.click();
  await expect(step(page, '5. Terms & payment').getByRole('alert')).toContainText(
    /Bad Gateway|could not start/,
  );
  expect(page.url()).toContain('/checkout');
  await expect(step(page, '2. Shipping address').getByLabel(/^Street address/)).toHaveValue(
    '1 Main Street',
  );
  await payButton.click();
  await payWithGoodCard(page);
  await expect(page.getByText(/Payment approved: Visa ending 1111/)).toBeVisible();
  await expect(placeOrder(page)).toHaveAttribute('aria-disabled', 'false', { timeout: 15_000 });

  // Place order: it hangs and times out, a second click meanwhile sends nothing, then a 503;
  // the next try places the order, all with one idempotency key.
  await inject(page, { type: 'placeOrder', kind: 'timeout', ms: 4_000, times: 1 });
  const orderButton = summary(page).getByRole('button', { name: /Place order|Placing your order/ });
  await orderButton.click();
  await expect(orderButton).toHaveText('Placing your order…');
  await orderButton.click({ force: true });
  await expect(summary(page).getByRole('alert')).toContainText(
    'Your entries and your cart are kept. Try again: an order is never placed twice.',
    { timeout: 15_000 },
  );
  await inject(page, { type: 'placeOrder', kind: 'status', status: 503, times: 1 });
  await placeOrder(page).click();
  await expect(summary(page).getByRole('alert')).toContainText('Service Unavailable');
  await expect(summary(page).getByRole('alert')).toContainText(
    'Your entries and your cart are kept.',
  );
  await expectNoSeriousAxeViolations(page);
  await placeOrder(page).click();
  await page.waitForURL(/\/order-confirmation\?token=/, { timeout: 20_000 });
  const placed = page.getByText(/Your order SO-\d+ has been placed\./);
  await expect(placed).toBeVisible();
  await expect(page.getByText('Boston, MA 02110')).toBeVisible();
  await expect(page.getByText('Visa ending 1111')).toBeVisible();
  await expect(page.getByRole('link', { name: 'My orders' })).toHaveCount(0);
  // One attempt, one key: the hang, the 503s and the success were the same order.
  expect(keys.length).toBeGreaterThanOrEqual(3);
  expect(new Set(keys).size).toBe(1);
  const orderNumber = /SO-\d+/.exec(await placed.innerText())?.[0];
  // The confirmation link answers the same single order, and the guest's cart is a new one.
  await page.reload();
  await expect(page.getByText(`Your order ${orderNumber} has been placed.`)).toBeVisible();
  // With nothing left to order, the checkout sends the buyer to the cart's empty state.
  await page.goto(hostUrl('guest', '/checkout'));
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});
