import { expect, test, type Page, type Request } from '@playwright/test';
import { hostUrl, serverUrl } from './helpers';
import {
  guestAddsProductToCart,
  managerAddsProductToCart,
  skipBuyingGuidance,
} from './support/checkoutSetup';
import { signInWithPassword } from './support/signIn';

/** server/db/seed/crmRecords.ts, DEMO_QUOTES.mariaCart. */
const MARIA_SEEDED_CART = '0Q0Dn00000Cart0001';

/** How many placeOrder calls the page sent (each field of a batched request counted). */
function countPlaceOrders(page: Page): () => number {
  let count = 0;
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/graphql')) return;
    const variables =
      (request.postDataJSON() as { variables?: Record<string, unknown> } | null)?.variables ?? {};
    for (const value of Object.values(variables)) {
      if (typeof value === 'string' && value.includes('type=placeOrder')) count += 1;
    }
  });
  return () => count;
}

const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' });
const placeOrder = (page: Page) => summary(page).getByRole('button', { name: 'Place order' });

/** Waits until every reason is gone and Place order can be used. */
async function expectReady(page: Page) {
  await expect(
    placeOrder(page),
    // The reasons the summary gives, so a failure says what is still missing.
    `Place order is still disabled: ${await summary(page).innerText()}`,
  ).toHaveAttribute('aria-disabled', 'false', { timeout: 15_000 });
}

/** Double-clicks Place order and checks the confirmation page and that one order was placed. */
async function placeAndConfirm(page: Page, placed: () => number) {
  await placeOrder(page).dblclick();
  await page.waitForURL(/\/order-confirmation\?token=/, { timeout: 20_000 });
  await expect(page.getByText(/Your order SO-\d+ has been placed\./)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Items' })).toBeVisible();
  expect(placed()).toBe(1);
}

/** Enters a card on the hosted payment page and comes back to the checkout. */
async function payOnHostedPage(page: Page, cardNumber: string, challengeCode?: string) {
  await page.waitForURL(/\/hosted-payment\//, { timeout: 15_000 });
  await page.getByLabel('Name on card').fill('Maria Keller');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Month').selectOption({ index: 12 });
  const year = page.getByLabel('Year');
  await year.selectOption({ index: 3 });
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  if (challengeCode) {
    // The 3-D Secure style confirmation of the test card 4000 0000 0000 3220.
    await page.getByLabel('One-time code').fill(challengeCode);
    await page.getByRole('button', { name: 'Confirm payment' }).click();
  }
  await page.waitForURL(/\/checkout/, { timeout: 20_000 });
}

/** The seeded order-details form: its required PO number and cold-chain acknowledgement. */
async function fillOrderDetails(page: Page, poNumber: string) {
  const details = page.getByRole('region', { name: '4. Order details' });
  await details.getByLabel(/^PO number/).fill(poNumber);
  await details.getByRole('checkbox', { name: /cold-chain/ }).check();
}

async function chooseCard(page: Page) {
  await page.getByRole('radio', { name: /Credit card/ }).check();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
}

/**
 * Maria's seeded cart (lines, shipping address, order details) as her active cart: journeys that
 * ran before on the same server may have made another quote active (a guest cart promoted at
 * sign-in), as a customer can, through the cart's "Make this my active cart".
 */
async function useSeededCart(page: Page) {
  await page.goto(hostUrl('portal', `/cart/${MARIA_SEEDED_CART}`));
  await expect(page.getByRole('list', { name: 'Cart items' })).toBeVisible();
  const makeActive = page.getByRole('button', { name: 'Make this my active cart' });
  if (await makeActive.count()) {
    await makeActive.click();
    await expect(makeActive).toHaveCount(0);
  }
}

test.beforeEach(async ({ page, request }) => {
  await request.delete(`${serverUrl}/__test__/faults`);
  await skipBuyingGuidance(page);
});

test.describe.configure({ mode: 'serial' });

test('a manager places an order on account terms with a PO number, once for a double click', async ({
  page,
}) => {
  const placed = countPlaceOrders(page);
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'maria.manager' });
  await useSeededCart(page);
  await page.goto(hostUrl('portal', '/checkout'));
  await expect(page.getByRole('heading', { name: '5. Terms & payment' })).toBeVisible();
  await expect(placeOrder(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(summary(page)).toContainText('Accept the terms and conditions.');
  const billingContact = page.getByRole('combobox', { name: 'Billing contact' });
  await billingContact.fill('Grace');
  await page.getByRole('option', { name: /Grace Oduya/ }).click();
  await expect(billingContact).toHaveValue(/Grace Oduya/);
  await page.getByRole('radio', { name: /Invoice \(Net 30\)/ }).check();
  await page
    .getByRole('region', { name: '5. Terms & payment' })
    .getByLabel(/^PO number/)
    .fill('PO-E2E-7781');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await expect(summary(page)).toContainText(
    '4. Order details: Someone is available to receive cold-chain shipments.',
  );
  await page
    .getByRole('region', { name: '4. Order details' })
    .getByRole('checkbox', { name: /cold-chain/ })
    .check();
  await page.setViewportSize({ width: 1366, height: 900 });
  await expectReady(page);
  await page.screenshot({ path: 'test-results/checkout-1366.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/checkout-390.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await placeAndConfirm(page, placed);
  await expect(page.getByText('On account terms, PO PO-E2E-7781')).toBeVisible();
  await page.screenshot({ path: 'test-results/confirmation-1366.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/confirmation-390.png', fullPage: true });
  // The order ended the cart. With nothing left to order, the checkout sends the buyer to the cart's empty state.
  await page.goto(hostUrl('portal', '/checkout'));
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});

test('a manager pays by card on the hosted page, after a declined card, and places the order', async ({
  page,
}) => {
  const placed = countPlaceOrders(page);
  await managerAddsProductToCart(page);
  await page.goto(hostUrl('portal', '/checkout'));
  await page.getByRole('radio', { name: /Longwood receiving dock/ }).check();
  await page.getByRole('radio', { name: /UPS Ground/ }).check();
  await fillOrderDetails(page, 'PO-E2E-CARD');
  await chooseCard(page);
  await page.getByRole('radio', { name: /A new card/ }).check();
  await page.getByRole('button', { name: /^Pay by card/ }).click();
  await payOnHostedPage(page, '4000 0000 0000 0002');
  await expect(
    page.getByText('The card was declined by the bank. Use another card or pay on account.'),
  ).toBeVisible();
  await expect(placeOrder(page)).toHaveAttribute('aria-disabled', 'true');
  await page.setViewportSize({ width: 390, height: 844 });
  await page
    .getByRole('region', { name: '5. Terms & payment' })
    .screenshot({ path: 'test-results/payment-declined-390.png' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('radio', { name: /A new card/ }).check();
  await page.getByRole('button', { name: /^Pay by card/ }).click();
  await payOnHostedPage(page, '4111 1111 1111 1111');
  await expect(page.getByText(/Payment approved: Visa ending 1111/)).toBeVisible();
  expect(page.url()).not.toContain('paymentResult');
  await expectReady(page);
  await placeAndConfirm(page, placed);
  await expect(page.getByText('Visa ending 1111')).toBeVisible();
});

test('a guest checks out on the shop by a card that needs a 3-D Secure style confirmation', async ({
  page,
}) => {
  const placed = countPlaceOrders(page);
  await guestAddsProductToCart(page);
  await page.goto(hostUrl('guest', '/checkout'));
  await page.getByLabel(/^Your name/).fill('Gus Guest');
  await page
    .getByLabel(/^Email/)
    .first()
    .fill('gus.guest@example.test');
  await page
    .getByLabel(/^Phone/)
    .first()
    .fill('+1 617 555 0100');
  const address = page.getByRole('region', { name: '2. Shipping address' });
  await address.getByLabel(/^Contact name/).fill('Gus Guest');
  await address.getByLabel(/^Street address/).fill('1 Main Street');
  await address.getByLabel(/^City/).fill('Boston');
  await address.getByLabel(/^Country/).selectOption('United States');
  await address.getByLabel(/^State/).selectOption('MA');
  await address.getByLabel(/^ZIP code/).fill('02110');
  await address.getByLabel(/^Phone/).fill('+1 617 555 0100');
  await page.getByRole('radio', { name: /UPS Ground/ }).check();
  await expect(page.getByRole('radio', { name: /Invoice/ })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/guest-checkout-390.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await fillOrderDetails(page, 'GUEST-PO-1');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: /^Pay by card/ }).click();
  await payOnHostedPage(page, '4000 0000 0000 3220', '123456');
  await expect(page.getByText(/Payment approved: Visa ending 3220/)).toBeVisible();
  await expectReady(page);
  await placeAndConfirm(page, placed);
  await expect(page.getByRole('link', { name: 'My orders' })).toHaveCount(0);
});

test('a manager pays with a saved card; after a 503 on Place order, trying again sends the same key and orders once', async ({
  page,
  request,
}) => {
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
  await managerAddsProductToCart(page);
  await page.goto(hostUrl('portal', '/checkout'));
  // A new cart starts from the default address, shown chosen in the server's page and saved by the
  // address step on its own; another address chosen at once, before or during that save, stays.
  await expect(page.getByRole('radio', { name: /Longwood receiving dock/ })).toBeChecked();
  await page.getByRole('radio', { name: /Genomics core, Kendall Square/ }).check();
  await page.getByRole('radio', { name: /FedEx 2Day/ }).check();
  await fillOrderDetails(page, 'PO-E2E-SAVED');
  await chooseCard(page);
  await page.getByRole('radio', { name: /Visa ending 1111/ }).check();
  await page.getByRole('button', { name: /^Pay by card/ }).click();
  await page.waitForURL(/\/hosted-payment\//, { timeout: 15_000 });
  await expect(page.getByText(/Visa ending in 1111/)).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/checkout/, { timeout: 20_000 });
  await expect(page.getByText(/Payment approved: Visa ending 1111/)).toBeVisible();
  await expectReady(page);

  await request.post(`${serverUrl}/__test__/faults`, {
    data: [{ type: 'placeOrder', kind: 'status', status: 503, times: 1 }],
  });
  await placeOrder(page).click();
  await expect(summary(page).getByRole('alert')).toContainText(
    'Your entries and your cart are kept. Try again: an order is never placed twice.',
  );
  await placeOrder(page).click();
  await page.waitForURL(/\/order-confirmation\?token=/, { timeout: 20_000 });
  await expect(page.getByText(/Your order SO-\d+ has been placed\./)).toBeVisible();
  await expect(page.getByText('Cambridge, MA 02139')).toBeVisible();
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
});
