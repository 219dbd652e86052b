import { expect, test, type Page } from '@playwright/test';
import { hostUrl } from './helpers';
import { signInWithPassword } from './support/signIn';

/**
 * The account's address book and shipping methods, then checkout reading them. Ivy (the
 * distributor's manager) has no address, cart or preference seeded, so these journeys neither
 * depend on nor disturb the seeded carts the checkout journeys consume.
 */
const PRODUCT = '/product/tpl-product/a1Cellaris0000002';

test.describe.configure({ mode: 'serial' });

async function signInAsIvy(page: Page) {
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'ivy.indirect' });
}

const book = (page: Page) => page.getByRole('region', { name: 'Shipping addresses' });
const card = (page: Page, name: string) =>
  book(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });

async function fillAddress(
  page: Page,
  values: { name: string; street: string; city: string; state: string; zip: string },
) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Address name/).fill(values.name);
  await dialog.getByLabel('Country').selectOption('United States');
  await dialog.getByLabel('Street address').fill(values.street);
  await dialog.getByLabel('City').fill(values.city);
  await dialog.getByLabel('State').selectOption(values.state);
  await dialog.getByLabel('ZIP code').fill(values.zip);
}

test('adds, edits, defaults and deletes addresses, and checkout starts from the default', async ({
  page,
}) => {
  await signInAsIvy(page);
  await page.goto(hostUrl('portal', '/billing/shippingaddress'));
  await expect(book(page).getByText('No saved addresses yet')).toBeVisible({ timeout: 15_000 });

  // Add: the country-aware check refuses a bad ZIP code and keeps every entry.
  await book(page).getByRole('button', { name: 'Add address' }).click();
  await fillAddress(page, {
    name: 'Newark cold room',
    street: '1 Distribution Way',
    city: 'Newark',
    state: 'NJ',
    zip: '7102',
  });
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add address' }).click();
  await expect(
    dialog.getByText('ZIP code: Use 5 digits, or 5+4 digits (02115-1234).'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Street address')).toHaveValue('1 Distribution Way');
  await dialog.getByLabel('ZIP code').fill('07102');
  await dialog.getByRole('checkbox', { name: 'Use as my default shipping address' }).check();
  await dialog.getByRole('button', { name: 'Add address' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(book(page).getByRole('status')).toHaveText('Newark cold room was added.');
  await expect(card(page, 'Newark cold room').getByText('Default shipping')).toBeVisible();

  // A second address, edited, then made the default.
  await book(page).getByRole('button', { name: 'Add address' }).click();
  await fillAddress(page, {
    name: 'Trenton office',
    street: '20 State Street',
    city: 'Trenton',
    state: 'NJ',
    zip: '08608',
  });
  await dialog.getByRole('button', { name: 'Add address' }).click();
  await expect(card(page, 'Trenton office')).toBeVisible();
  await book(page).getByRole('button', { name: 'Edit Trenton office' }).click();
  await dialog.getByLabel('Apartment, suite, building').fill('Suite 300');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(card(page, 'Trenton office')).toContainText('Suite 300');
  await book(page).getByRole('button', { name: 'Make default: Trenton office' }).click();
  await expect(card(page, 'Trenton office').getByText('Default shipping')).toBeVisible();
  await expect(card(page, 'Newark cold room').getByText('Default shipping')).toHaveCount(0);

  // Delete asks first; keeping it changes nothing.
  await book(page).getByRole('button', { name: 'Delete Newark cold room' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Newark cold room?' });
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(card(page, 'Newark cold room')).toBeVisible();
  await book(page).getByRole('button', { name: 'Delete Newark cold room' }).click();
  await confirm.getByRole('button', { name: 'Delete address' }).click();
  await expect(card(page, 'Newark cold room')).toHaveCount(0);
  await expect(book(page).getByRole('status')).toHaveText('Newark cold room was deleted.');

  // Checkout: Ivy's new cart starts from her default address.
  await page.goto(hostUrl('portal', PRODUCT));
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /Added 1 to cart/ })).toBeVisible();
  await page.goto(hostUrl('portal', '/checkout'));
  const shipping = page.getByRole('region', { name: '2. Shipping address' });
  await expect(shipping.getByRole('radio', { name: /Trenton office/ })).toBeChecked({
    timeout: 15_000,
  });
  await expect(shipping.getByRole('radio', { name: /Newark cold room/ })).toHaveCount(0);
  await expect(
    shipping.getByText('Address saved. Tax is calculated for this address.'),
  ).toBeVisible({ timeout: 15_000 });
});

test('sets a default shipping method and carrier accounts; checkout preselects the default', async ({
  page,
}) => {
  await signInAsIvy(page);
  await page.goto(hostUrl('portal', '/billing/shippingmethods'));
  const methods = page.getByRole('region', { name: 'Shipping methods' });
  await methods.getByRole('checkbox', { name: 'FedEx 2Day' }).check({ timeout: 15_000 });
  await methods.getByRole('checkbox', { name: 'UPS Ground' }).check();
  await methods.getByLabel('Default shipping method').selectOption({ label: 'FedEx 2Day' });
  await methods.getByRole('button', { name: 'Save shipping preferences' }).click();
  await expect(methods.getByText('Saved. Checkout preselects FedEx 2Day.')).toBeVisible();

  // Carrier account numbers: a bad one is refused, then added, changed and removed.
  const accounts = page.getByRole('region', { name: 'Your carrier accounts' });
  await accounts.getByLabel('Carrier').selectOption({ label: 'DHL Express' });
  await accounts.getByLabel('Account number').fill('9!');
  await accounts.getByRole('button', { name: 'Add account number' }).click();
  await expect(accounts.getByText(/Use 3 to 40 letters/)).toBeVisible();
  await accounts.getByLabel('Account number').fill('960-555-001');
  await accounts.getByRole('button', { name: 'Add account number' }).click();
  const list = accounts.getByRole('list', { name: 'Carrier account numbers' });
  await expect(list).toContainText('DHL Express');
  await expect(list).toContainText('960-555-001');
  await accounts.getByRole('button', { name: 'Change the DHL Express account number' }).click();
  await accounts.getByLabel('DHL Express account number').fill('960555002');
  await accounts.getByRole('button', { name: 'Save number' }).click();
  await expect(list).toContainText('960555002');
  await accounts.getByRole('button', { name: 'Remove the DHL Express account number' }).click();
  await page
    .getByRole('alertdialog', { name: 'Remove your DHL Express account number?' })
    .getByRole('button', { name: 'Remove number' })
    .click();
  await expect(accounts.getByText('No carrier account numbers yet.')).toBeVisible();

  // A reload shows what was saved.
  await page.reload();
  await expect(methods.getByLabel('Default shipping method')).toHaveValue('ship-fedex-2day', {
    timeout: 15_000,
  });

  // Checkout preselects the default for the cart (it ships to New Jersey).
  await page.goto(hostUrl('portal', '/checkout'));
  const step = page.getByRole('region', { name: '3. Shipping method' });
  await expect(step.getByRole('radio', { name: /FedEx 2Day/ })).toBeChecked({ timeout: 15_000 });
  await expect(step.getByRole('radio', { name: /FedEx 2Day/ })).toHaveAccessibleName(
    /Your default/,
  );
});
