import { expect, test, type Locator, type Page } from '@playwright/test';
import { hostUrl } from './helpers';
import { expectNoSeriousAxeViolations } from './support/axe';
import {
  guestAddsProductToCart,
  managerAddsProductToCart,
  skipBuyingGuidance,
} from './support/checkoutSetup';

/**
 * The checkout by keyboard alone, axe on every step and at every width, and the 390 px layout
 * (no sideways scrolling) of the checkout and the confirmation (issue 16, "Done when").
 */

test.beforeEach(async ({ page }) => {
  await skipBuyingGuidance(page);
});

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus (fails after `max` presses). */
async function tabTo(page: Page, target: Locator, max = 120) {
  for (let press = 0; press < max; press++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** A radio group's tab stop: its checked radio, or its first when none is checked. */
async function tabStop(scope: Locator): Promise<Locator> {
  const checked = scope.getByRole('radio', { checked: true });
  return (await checked.count()) > 0 ? checked : scope.getByRole('radio').first();
}

/** Presses `key` until `done` holds (a radio group's arrows). */
async function pressUntil(page: Page, key: string, done: () => Promise<boolean>, max = 10) {
  for (let press = 0; press < max; press++) {
    if (await done()) return;
    await page.keyboard.press(key);
  }
  expect(await done()).toBe(true);
}

/** The page does not scroll sideways at this width. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function checkWidths(page: Page, name: string) {
  for (const width of [390, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true });
  }
}

test('a manager checks out by keyboard alone; every step is axe clean at 390, 768 and 1366 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await managerAddsProductToCart(page);

  // The cart's Checkout link by keyboard.
  await page.goto(hostUrl('portal', '/cart'));
  await checkWidths(page, 'a11y-cart');
  await page.setViewportSize({ width: 390, height: 844 });
  const toCheckout = page.getByRole('link', { name: 'Proceed to checkout' });
  await tabTo(page, toCheckout);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: '5. Terms & payment' })).toBeVisible();
  await checkWidths(page, 'a11y-checkout-start');
  await page.setViewportSize({ width: 390, height: 844 });

  // 1. Account: the billing contact's combobox.
  const contact = page.getByRole('combobox', { name: 'Billing contact' });
  await tabTo(page, contact);
  await page.keyboard.type('Grace');
  await expect(page.getByRole('option', { name: /Grace Oduya/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(contact).toHaveValue(/Grace Oduya/);

  // 2. Shipping address: the saved addresses are one radio group.
  const shipTo = page.getByRole('group', { name: 'Ship to' });
  await expect(shipTo.getByRole('radio').first()).toBeVisible();
  await tabTo(page, await tabStop(shipTo));
  const kendall = page.getByRole('radio', { name: /Genomics core, Kendall Square/ });
  await pressUntil(page, 'ArrowDown', () => kendall.isChecked());

  // 3. Shipping method.
  const method = page.getByRole('region', { name: '3. Shipping method' });
  // A new address may clear the method while its prices load again.
  await expect(method.getByRole('radio', { name: /UPS Ground/ })).toBeVisible();
  await expect(page.getByText('Address saved. Tax is calculated for this address.')).toBeVisible();
  await tabTo(page, await tabStop(method));
  const ground = page.getByRole('radio', { name: /UPS Ground/ });
  await pressUntil(page, 'ArrowDown', () => ground.isChecked());

  // 4. Order details.
  const details = page.getByRole('region', { name: '4. Order details' });
  await tabTo(page, details.getByLabel(/^PO number/));
  await page.keyboard.type('PO-KEYS-1');
  const coldChain = details.getByRole('checkbox', { name: /cold-chain/ });
  await tabTo(page, coldChain);
  await page.keyboard.press('Space');
  await expect(coldChain).toBeChecked();

  // 5. Terms & payment.
  const terms = page.getByRole('region', { name: '5. Terms & payment' });
  const invoice = terms.getByRole('radio', { name: /Invoice \(Net 30\)/ });
  await tabTo(page, terms.getByRole('radio').first());
  await pressUntil(page, 'Space', () => invoice.isChecked(), 2);
  await tabTo(page, terms.getByLabel(/^PO number/));
  await page.keyboard.type('PO-KEYS-1');
  const accept = terms.getByRole('checkbox', { name: /terms and conditions/ });
  await tabTo(page, accept);
  await page.keyboard.press('Space');
  await expect(accept).toBeChecked();

  const summary = page.getByRole('region', { name: 'Order summary' });
  const place = summary.getByRole('button', { name: 'Place order' });
  await expect(place).toHaveAttribute('aria-disabled', 'false', { timeout: 15_000 });
  await checkWidths(page, 'a11y-checkout-ready');
  await page.setViewportSize({ width: 390, height: 844 });
  await tabTo(page, place);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/order-confirmation\?token=/, { timeout: 20_000 });
  await expect(page.getByText(/Your order SO-\d+ has been placed\./)).toBeVisible();
  await expect(page.getByText('On account terms, PO PO-KEYS-1')).toBeVisible();
  await checkWidths(page, 'a11y-confirmation');
});

/** Picks a native select's option by keyboard: focus it by Tab, then arrows until it is chosen. */
async function chooseByKeyboard(page: Page, select: Locator, value: string) {
  await tabTo(page, select);
  await pressUntil(page, 'ArrowDown', async () => (await select.inputValue()) === value, 80);
}

/** Fills the hosted payment page by keyboard alone, axe clean, and pays. */
async function payByKeyboard(page: Page, cardNumber: string, name: string) {
  await page.waitForURL(/\/hosted-payment\//, { timeout: 15_000 });
  await checkWidths(page, `a11y-${name}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await tabTo(page, page.getByLabel('Name on card'));
  await page.keyboard.type('Gus Guest');
  await tabTo(page, page.getByLabel('Card number'));
  await page.keyboard.type(cardNumber);
  const month = page.getByLabel('Month');
  await chooseByKeyboard(
    page,
    month,
    (await month.locator('option').last().getAttribute('value'))!,
  );
  const year = page.getByLabel('Year');
  await chooseByKeyboard(page, year, (await year.locator('option').nth(3).getAttribute('value'))!);
  await tabTo(page, page.getByLabel('Security code'));
  await page.keyboard.type('123');
  await tabTo(page, page.getByRole('button', { name: /^Pay / }));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/checkout/, { timeout: 20_000 });
}

test('a guest checks out by keyboard alone, a declined card then a good one; every step is axe clean; the confirmation opens only with its link', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await guestAddsProductToCart(page);
  await page.goto(hostUrl('guest', '/cart'));
  await page.setViewportSize({ width: 390, height: 844 });
  await tabTo(page, page.getByRole('link', { name: 'Proceed to checkout' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: '5. Terms & payment' })).toBeVisible();
  await checkWidths(page, 'a11y-guest-checkout-start');
  await page.setViewportSize({ width: 390, height: 844 });

  // 1. The guest's contact: labelled fields, and the email checked on leaving it.
  const account = page.getByRole('region', { name: '1. Account' });
  await tabTo(page, account.getByLabel(/^Your name/));
  await page.keyboard.type('Gus Guest');
  await tabTo(page, account.getByLabel(/^Email/));
  await page.keyboard.type('gus.keys@');
  await page.keyboard.press('Tab');
  await expect(account.getByText('Enter an email address such as name@example.com.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // Tab selects a field's text: End, then the rest of the address.
  await tabTo(page, account.getByLabel(/^Email/));
  await page.keyboard.press('End');
  await page.keyboard.type('example.test');
  await expect(account.getByLabel(/^Email/)).toHaveValue('gus.keys@example.test');
  await page.keyboard.press('Tab');
  await expect(account.getByText('Enter an email address such as name@example.com.')).toHaveCount(
    0,
  );
  await tabTo(page, account.getByLabel(/^Phone/));
  await page.keyboard.type('+1 617 555 0100');

  // 2. A new address, typed; the country and state chosen by keyboard.
  const address = page.getByRole('region', { name: '2. Shipping address' });
  await tabTo(page, address.getByLabel(/^Contact name/));
  await page.keyboard.type('Gus Guest');
  await tabTo(page, address.getByLabel(/^Street address/));
  await page.keyboard.type('1 Main Street');
  await tabTo(page, address.getByLabel(/^City/));
  await page.keyboard.type('Boston');
  await chooseByKeyboard(page, address.getByLabel(/^Country/), 'United States');
  await chooseByKeyboard(page, address.getByLabel(/^State/), 'MA');
  await tabTo(page, address.getByLabel(/^ZIP code/));
  await page.keyboard.type('0211');
  await page.keyboard.press('Tab');
  await expect(
    address.getByText('Use 5 digits, or 5+4 digits (02115-1234).').first(),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await tabTo(page, address.getByLabel(/^ZIP code/));
  await page.keyboard.press('End');
  await page.keyboard.type('0');
  await expect(address.getByLabel(/^ZIP code/)).toHaveValue('02110');
  await tabTo(page, address.getByLabel(/^Phone/));
  await page.keyboard.type('+1 617 555 0100');

  // 3. Shipping method.
  const method = page.getByRole('region', { name: '3. Shipping method' });
  const ground = method.getByRole('radio', { name: /UPS Ground/ });
  await expect(ground).toBeVisible({ timeout: 15_000 });
  await tabTo(page, await tabStop(method));
  await pressUntil(page, 'ArrowDown', () => ground.isChecked());

  // 4. Order details.
  const details = page.getByRole('region', { name: '4. Order details' });
  await tabTo(page, details.getByLabel(/^PO number/));
  await page.keyboard.type('GUEST-KEYS-1');
  const coldChain = details.getByRole('checkbox', { name: /cold-chain/ });
  await tabTo(page, coldChain);
  await page.keyboard.press('Space');
  await expect(coldChain).toBeChecked();

  // 5. Terms, then the card: declined first.
  const terms = page.getByRole('region', { name: '5. Terms & payment' });
  await expect(terms.getByRole('radio', { name: /Credit card/ })).toBeChecked();
  // A guest has no account to keep a card in: no saved cards, no offer to save one.
  await expect(terms.getByRole('checkbox', { name: /Save this card/ })).toHaveCount(0);
  await expect(terms.getByRole('group', { name: 'Saved card' })).toHaveCount(0);
  const accept = terms.getByRole('checkbox', { name: /terms and conditions/ });
  await tabTo(page, accept);
  await page.keyboard.press('Space');
  await expect(accept).toBeChecked();
  await checkWidths(page, 'a11y-guest-checkout-filled');
  await page.setViewportSize({ width: 390, height: 844 });
  await tabTo(page, terms.getByRole('button', { name: /^Pay by card/ }));
  await page.keyboard.press('Enter');
  await payByKeyboard(page, '4000 0000 0000 0002', 'hosted-page');
  await expect(
    terms.getByText('The card was declined by the bank. Use another card or pay on account.'),
  ).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order summary' });
  const place = summary.getByRole('button', { name: 'Place order' });
  await expect(place).toHaveAttribute('aria-disabled', 'true');
  await checkWidths(page, 'a11y-guest-declined');
  await page.setViewportSize({ width: 390, height: 844 });

  // A good card.
  await tabTo(page, terms.getByRole('button', { name: /^Pay by card/ }));
  await page.keyboard.press('Enter');
  await payByKeyboard(page, '4111 1111 1111 1111', 'hosted-page-again');
  await expect(terms.getByText(/Payment approved: Visa ending 1111/)).toBeVisible();
  await expect(place).toHaveAttribute('aria-disabled', 'false', { timeout: 15_000 });
  await checkWidths(page, 'a11y-guest-approved');
  await page.setViewportSize({ width: 390, height: 844 });
  await tabTo(page, place);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/order-confirmation\?token=/, { timeout: 20_000 });
  const placed = page.getByText(/Your order SO-\d+ has been placed\./);
  await expect(placed).toBeVisible();
  await expect(page.getByText('Visa ending 1111')).toBeVisible();
  await checkWidths(page, 'a11y-guest-confirmation');
  // The order's PDF, through the link (a guest has no order page), by keyboard.
  await tabTo(page, page.getByRole('button', { name: 'Download PDF' }));
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(pdf.suggestedFilename()).toMatch(/^Order-SO-\d+\.pdf$/);
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');

  // The link is the key: in another browser (no cart, no session) it opens the order; with the
  // token changed, or without it, no order shows.
  const link = page.url();
  const orderNumber = /SO-\d+/.exec(await placed.innerText())![0];
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await elsewhere.goto(link);
  await expect(elsewhere.getByText(`Your order ${orderNumber} has been placed.`)).toBeVisible();
  const token = new URL(link).searchParams.get('token')!;
  const changed = `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
  await elsewhere.goto(hostUrl('guest', `/order-confirmation?token=${changed}`));
  await expect(elsewhere.getByText('The order could not be loaded.')).toBeVisible();
  await expect(elsewhere.getByText(orderNumber)).toHaveCount(0);
  // The buyer's confirmation message (no mail leaves the local stack: the development mailbox
  // shows it) names the order and carries the same link.
  await elsewhere.goto(
    hostUrl('guest', `/__dev__/mailbox?to=${encodeURIComponent('gus.keys@example.test')}`),
  );
  const mail = elsewhere.getByRole('article').filter({ hasText: orderNumber });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText(`Thank you for your order ${orderNumber}.`);
  await expect(mail).toContainText('Payment: Card Visa ending 1111');
  expect(await mail.locator('pre').textContent()).toContain(`/order-confirmation?token=${token}`);
  await elsewhere.goto(hostUrl('guest', '/order-confirmation'));
  await expect(
    elsewhere.getByRole('alert').filter({ hasText: 'This confirmation link is incomplete.' }),
  ).toBeVisible();
  await other.close();
});
