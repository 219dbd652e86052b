import { expect, test, type Page } from '@playwright/test';
import { hostUrl, serverUrl } from './helpers';
import { signInWithPassword } from './support/signIn';

/**
 * Saved cards in the account area. Paul (portal user of the main account) has a seeded default
 * MasterCard and an expired Visa; maria's cards, which the checkout journeys use, are not his.
 */
test.describe.configure({ mode: 'serial' });

const wallet = (page: Page) => page.getByRole('region', { name: 'Payment methods' });
const cards = (page: Page) => wallet(page).getByRole('list', { name: 'Saved cards' });

/** Enters a card on the hosted page in its tokenize-only mode and comes back. */
async function saveOnHostedPage(page: Page, cardNumber: string) {
  await page.waitForURL(/\/hosted-payment\//, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Save a card' })).toBeVisible();
  await expect(page.getByText('Nothing is charged', { exact: true })).toBeVisible();
  await page.getByLabel('Name on card').fill('Paul Okafor');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Month').selectOption({ index: 12 });
  await page.getByLabel('Year').selectOption({ index: 3 });
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Save card' }).click();
  await page.waitForURL(/\/billing\/paymentmethods/, { timeout: 20_000 });
}

test('adds a card through the hosted page, makes it the default, and removes one after confirming', async ({
  page,
}) => {
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'paul.portal' });
  await page.goto(hostUrl('portal', '/billing/paymentmethods'));
  await expect(cards(page).getByRole('listitem')).toHaveCount(2, { timeout: 15_000 });
  const master = cards(page).getByRole('listitem', { name: 'MasterCard ending in 5100' });
  await expect(master.getByText('Default', { exact: true })).toBeVisible();
  const expired = cards(page).getByRole('listitem', { name: 'Visa ending in 4242' });
  await expect(expired.getByText('Expired', { exact: true })).toBeVisible();
  await expect(expired.getByRole('button', { name: /^Make default/ })).toHaveCount(0);

  // Add: the card is entered on the hosted page only; the store gets a token.
  await wallet(page).getByRole('button', { name: 'Add a card' }).click();
  await saveOnHostedPage(page, '4111 1111 1111 1111');
  await expect(wallet(page).getByText('Your Visa ending in 1111 was saved.')).toBeVisible({
    timeout: 15_000,
  });
  const visa = cards(page).getByRole('listitem', { name: 'Visa ending in 1111' });
  await expect(visa).toBeVisible();
  expect(page.url()).not.toContain('paymentResult');
  await expect(page.locator('body')).not.toContainText('4111 1111 1111 1111');

  // A declined card is not saved, and says why.
  await wallet(page).getByRole('button', { name: 'Add a card' }).click();
  await saveOnHostedPage(page, '4000 0000 0000 0002');
  await expect(
    wallet(page).getByText('The bank declined the card, so it was not saved. Add another card.'),
  ).toBeVisible({ timeout: 15_000 });
  await expect(cards(page).getByRole('listitem')).toHaveCount(3);

  // Default.
  await visa.getByRole('button', { name: 'Make default: Visa ending in 1111' }).click();
  await expect(visa.getByText('Default', { exact: true })).toBeVisible();
  await expect(master.getByText('Default', { exact: true })).toHaveCount(0);

  // Remove asks first.
  await expired.getByRole('button', { name: 'Remove Visa ending in 4242' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Visa ending in 4242?' });
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(expired).toBeVisible();
  await expired.getByRole('button', { name: 'Remove Visa ending in 4242' }).click();
  await confirm.getByRole('button', { name: 'Remove card' }).click();
  await expect(expired).toHaveCount(0);
  await expect(wallet(page).getByText('Visa ending in 4242 was removed.')).toBeVisible();

  // Removing the card added here too: the wallet keeps the MasterCard only.
  await visa.getByRole('button', { name: 'Remove Visa ending in 1111' }).click();
  await page
    .getByRole('alertdialog', { name: 'Remove Visa ending in 1111?' })
    .getByRole('button', { name: 'Remove card' })
    .click();
  await expect(cards(page).getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(cards(page).getByRole('listitem')).toHaveCount(1, { timeout: 15_000 });
});

test('a server failure on saving keeps the result, and Save the card again saves the card once', async ({
  page,
  request,
}) => {
  // Requests that carried the result (the client's retry of the failed one among them).
  const saves: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/graphql') && sent.postData()?.includes('type=savePaymentMethod'))
      saves.push(sent.url());
  });
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'paul.portal' });
  await page.goto(hostUrl('portal', '/billing/paymentmethods'));
  await expect(cards(page).getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
  const count = await cards(page).getByRole('listitem').count();

  // The CRM call that saves the card fails with a 503, the client's one retry of a write too
  // (the gateway's test-only faults).
  await request.delete(`${serverUrl}/__test__/faults`);
  const fault = await request.post(`${serverUrl}/__test__/faults`, {
    data: [{ type: 'savePaymentMethod', kind: 'status', status: 503, times: 2 }],
  });
  expect(fault.ok()).toBe(true);
  try {
    await wallet(page).getByRole('button', { name: 'Add a card' }).click();
    await saveOnHostedPage(page, '4012 8888 8888 1881');
    await expect(
      wallet(page).getByText(
        'Your card is not saved yet: the answer did not arrive. Nothing was charged.',
      ),
    ).toBeVisible({ timeout: 15_000 });
    // The spec's error toast, and the result kept where a reload finds it.
    await expect(page.locator('.bf-toast-area [role="alert"]')).toContainText(
      'Service Unavailable',
    );
    expect(page.url()).toContain('paymentResult=');
    await expect(cards(page).getByRole('listitem')).toHaveCount(count);
    for (const width of [390, 768, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await wallet(page).screenshot({ path: `test-results/card-not-saved-yet-${width}.png` });
    }

    await wallet(page).getByRole('button', { name: 'Save the card again' }).click();
    await expect(wallet(page).getByText('Your Visa ending in 1881 was saved.')).toBeVisible({
      timeout: 15_000,
    });
    await expect(page).not.toHaveURL(/paymentResult/);
    const added = cards(page).getByRole('listitem', { name: 'Visa ending in 1881' });
    await expect(added).toHaveCount(1);
    await expect(cards(page).getByRole('listitem')).toHaveCount(count + 1);
    expect(saves).toHaveLength(3);

    // A reload hands nothing over again and lists the card once.
    await page.reload();
    await expect(cards(page).getByRole('listitem')).toHaveCount(count + 1, { timeout: 15_000 });
    expect(saves).toHaveLength(3);

    // Leave Paul's wallet as it was.
    await added.getByRole('button', { name: 'Remove Visa ending in 1881' }).click();
    await page
      .getByRole('alertdialog', { name: 'Remove Visa ending in 1881?' })
      .getByRole('button', { name: 'Remove card' })
      .click();
    await expect(cards(page).getByRole('listitem')).toHaveCount(count);
  } finally {
    await request.delete(`${serverUrl}/__test__/faults`);
  }
});
