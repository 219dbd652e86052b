import { expect, test, type Page, type Response } from '@playwright/test';
import { hostUrl } from './helpers';
import { expectNoSeriousAxeViolations } from './support/axe';
import { accountMenuButton, signInWithPassword, signOut } from './support/signIn';

/**
 * Manage users (issue 17) on the local stack: the real gateway, user pool and CRM. The manager is
 * Maria (main account, 8 demo users and 22 lab staff); each journey acts on its own lab-staff user
 * so journeys do not depend on each other's order.
 */

const PAGE = hostUrl('portal', '/billing/manageusers');
const PRODUCT = '/product/tpl-product/a1Cellaris0000002';
/** A dollar amount as en_US writes it ($1,234.50) and as de_DE does (1.234,50 $). */
const US_DOLLARS = /\$\d{1,3}(,\d{3})*\.\d{2}/;
const GERMAN_DOLLARS = /\d{1,3}(\.\d{3})*,\d{2}\s\$/;

async function openAsManager(page: Page) {
  await signInWithPassword(page, { origin: hostUrl('portal'), username: 'maria.manager' });
  await page.goto(PAGE);
  await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });
}

async function searchFor(page: Page, givenName: string) {
  const box = page.getByRole('searchbox', { name: 'Search by first name' });
  await box.fill(givenName);
  await box.press('Enter');
}

function row(page: Page, name: string) {
  return page.getByRole('table').getByRole('row', { name: new RegExp(name) });
}

async function chooseAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** The answer of the CRM sync call (makeCall of `type`) the page sends next. */
function crmAnswerOf(page: Page, type: string): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes(`type=${type}`),
  );
}

async function syncedContent(response: Response): Promise<Record<string, unknown>> {
  const body = (await response.json()) as { data: { salesforceActions: string } };
  const outer = JSON.parse(body.data.salesforceActions) as { salesforceActions: string };
  const inner = JSON.parse(outer.salesforceActions) as {
    statusCode: number;
    content: Record<string, unknown>;
  };
  expect(inner.statusCode).toBe(200);
  return inner.content;
}

/** The temporary password of the newest mail to `email` in the development mailbox. */
async function temporaryPasswordFor(page: Page, email: string, subject: string): Promise<string> {
  await page.goto(hostUrl('portal', `/__dev__/mailbox?to=${encodeURIComponent(email)}`));
  const mail = page.getByRole('article').filter({ hasText: subject }).first();
  await expect(mail).toBeVisible();
  const text = (await mail.locator('pre').textContent()) ?? '';
  const match = /temporary password is (\S+)/.exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!;
}

async function firstSignIn(page: Page, username: string, temporary: string, name: string) {
  await page.goto(hostUrl('portal', '/login'));
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(temporary);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Cellaris-mine-2026!');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(accountMenuButton(page)).toHaveAccessibleName(`${name} account menu`, {
    timeout: 15_000,
  });
}

test('a manager invites a user, who signs in with the temporary password from the mailbox', async ({
  page,
}) => {
  const email = `lena.vogt.${Date.now()}@northgate-labs.test`;
  await openAsManager(page);
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog.getByText('First name is required.')).toBeVisible();
  await dialog.getByLabel('First name').fill('Lena');
  await dialog.getByLabel('Last name').fill('Vogt');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Language').selectOption('de_DE');
  const linked = crmAnswerOf(page, 'updateContactInSF');
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText('User created successfully.')).toBeVisible();
  expect(await syncedContent(await linked)).toMatchObject({ awsUserId: expect.any(String) });
  await searchFor(page, 'Lena');
  await expect(row(page, 'Lena Vogt').first()).toContainText('Invited');

  const temporary = await temporaryPasswordFor(page, email, 'Your temporary password');
  await page.goto(hostUrl('portal', '/'));
  await signOut(page);
  await page.waitForURL(/\/login/);
  // Knowing the invited username is not enough: the temporary password is checked.
  await page.getByLabel('Username', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Not-the-code-2026!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(
    'Incorrect username or password.',
  );
  await firstSignIn(page, email, temporary, 'Lena');
});

test('a manager deactivates and reactivates a user; the CRM is told each time', async ({
  page,
}) => {
  await openAsManager(page);
  await searchFor(page, 'Aaron');
  await expect(row(page, 'Aaron Baptiste')).toContainText('Active');

  await chooseAction(page, 'Aaron Baptiste', 'Deactivate');
  const deactivated = crmAnswerOf(page, 'userDeactivatedInAWS');
  await page
    .getByRole('alertdialog', { name: 'Deactivate user' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(page.getByText('User deactivated successfully.')).toBeVisible();
  expect(await syncedContent(await deactivated)).toEqual({
    contactId: '003Dn00000Staff001',
    awsStatus: 'Inactive',
  });
  await expect(row(page, 'Aaron Baptiste')).toContainText('Inactive');

  await chooseAction(page, 'Aaron Baptiste', 'Activate');
  const activated = crmAnswerOf(page, 'userActivatedInAWS');
  await page
    .getByRole('alertdialog', { name: 'Activate user' })
    .getByRole('button', { name: 'Activate' })
    .click();
  await expect(page.getByText('User activated successfully.')).toBeVisible();
  expect(await syncedContent(await activated)).toEqual({
    contactId: '003Dn00000Staff001',
    awsStatus: 'Active',
  });
  // Activated users sign in again with a new temporary password: Invited until then.
  await expect(row(page, 'Aaron Baptiste')).toContainText('Invited');
  await temporaryPasswordFor(page, 'aaron.baptiste@northgate-labs.test', 'Your password was reset');
});

test('a manager resets a password; the user signs in with the new temporary one', async ({
  page,
}) => {
  await openAsManager(page);
  await searchFor(page, 'Beatrix');
  await chooseAction(page, 'Beatrix Colville', 'Reset password');
  await page
    .getByRole('alertdialog', { name: 'Reset password' })
    .getByRole('button', { name: 'Reset password' })
    .click();
  await expect(page.getByText('Password updated successfully.')).toBeVisible();
  await expect(row(page, 'Beatrix Colville')).toContainText('Invited');
  const temporary = await temporaryPasswordFor(
    page,
    'beatrix.colville@northgate-labs.test',
    'Your password was reset',
  );
  await page.goto(hostUrl('portal', '/'));
  await signOut(page);
  await page.waitForURL(/\/login/);
  await firstSignIn(page, 'beatrix.colville', temporary, 'Beatrix');
});

test('a manager makes a user a manager', async ({ page }) => {
  await openAsManager(page);
  await searchFor(page, 'Carlos');
  await expect(row(page, 'Carlos Mendes')).toContainText('User');
  await chooseAction(page, 'Carlos Mendes', 'Edit');
  const dialog = page.getByRole('dialog', { name: 'Edit user' });
  await dialog.getByLabel('Role').selectOption('AWSManager');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('User role updated successfully.')).toBeVisible();
  await expect(row(page, 'Carlos Mendes')).toContainText('Manager');
  await page.getByRole('tab', { name: 'Manager' }).click();
  await expect(row(page, 'Carlos Mendes')).toBeVisible();
});

test('a portal user sees the list without any action', async ({ page }) => {
  await signInWithPassword(page, { origin: hostUrl('portal'), username: 'paul.portal' });
  await page.goto(PAGE);
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /Maria Keller/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add user' })).toHaveCount(0);
  await expect(
    page.getByText('Only a manager of your account can add or change users.'),
  ).toBeVisible();
});

test('the list pages through more than 20 users with next and previous', async ({ page }) => {
  await openAsManager(page);
  const names = async () => page.getByRole('table').locator('tbody th').allTextContents();
  const first = await names();
  // A full page of the account's users (the pool holds other accounts' users between them).
  expect(first.length).toBe(20);
  // The rows shown stay, marked busy, until the next page's have come.
  const refreshed = () =>
    expect(
      page.getByRole('region', { name: 'Manage users' }).locator('[aria-busy="true"]'),
    ).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2', { exact: true })).toBeVisible();
  await refreshed();
  await expect(page.getByRole('table')).toBeVisible();
  const second = await names();
  expect(second.some((name) => first.includes(name))).toBe(false);
  expect(new Set([...first, ...second]).size).toBeGreaterThan(20);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Page 1', { exact: true })).toBeVisible();
  await refreshed();
  expect(await names()).toEqual(first);
});

test('the profile changes the locale and money formatting follows at once and after sign-in', async ({
  page,
}) => {
  await signInWithPassword(page, { origin: hostUrl('portal'), username: 'dalia.farouk' });
  // A catalogue price (the CRM's, in the account's currency) as the user's locale writes it.
  const productPrice = async () => {
    await page.goto(hostUrl('portal', PRODUCT));
    const price = page.locator('.bf-product-price').first();
    await expect(price).toBeVisible({ timeout: 15_000 });
    return price;
  };
  await expect(await productPrice()).toContainText(US_DOLLARS);
  await page.goto(hostUrl('portal', '/billing/profile'));
  const sample = page.getByTestId('profile-money-sample');
  await expect(sample).toHaveText('$1,234.50', { timeout: 15_000 });
  await page.getByLabel('Language and region').selectOption('de_DE');
  await page.getByLabel('Currency').selectOption('EUR');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('User updated successfully.')).toBeVisible();
  await expect(sample).toHaveText(/^1\.234,50\s€$/);
  // Every price of the storefront follows, not only the profile's sample: the product page's
  // dollars are now written the German way.
  await expect(await productPrice()).toContainText(GERMAN_DOLLARS);
  await expect(await productPrice()).not.toContainText(US_DOLLARS);
  // Saved to the user in the pool: a new sign-in brings it back.
  await signOut(page);
  await page.waitForURL(/\/login/);
  await signInWithPassword(page, { origin: hostUrl('portal'), username: 'dalia.farouk' });
  await page.goto(hostUrl('portal', '/billing/profile'));
  await expect(page.getByTestId('profile-money-sample')).toHaveText(/^1\.234,50\s€$/, {
    timeout: 15_000,
  });
  await expect(await productPrice()).toContainText(GERMAN_DOLLARS);
});

test('manage users and the profile have no serious or critical axe violation', async ({ page }) => {
  await openAsManager(page);
  await expectNoSeriousAxeViolations(page);
  // The add dialog with its field errors shown.
  await page.getByRole('button', { name: 'Add user' }).click();
  const add = page.getByRole('dialog', { name: 'Add user' });
  await add.getByRole('button', { name: 'Add user' }).click();
  await expect(add.getByText('First name is required.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toBeHidden();
  // The actions menu and the edit dialog.
  await searchFor(page, 'Elias');
  await page.getByRole('button', { name: 'Actions for Elias Gruber' }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit user' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page
    .getByRole('dialog', { name: 'Edit user' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  // A confirmation.
  await chooseAction(page, 'Elias Gruber', 'Deactivate');
  await expect(page.getByRole('alertdialog', { name: 'Deactivate user' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page
    .getByRole('alertdialog', { name: 'Deactivate user' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  // The profile: details, password, multi-factor and devices.
  await page.goto(hostUrl('portal', '/billing/profile'));
  await expect(page.getByTestId('profile-money-sample')).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousAxeViolations(page);
  // A portal user's read-only list.
  await page.goto(hostUrl('portal', '/'));
  await signOut(page);
  await page.waitForURL(/\/login/);
  await signInWithPassword(page, { origin: hostUrl('portal'), username: 'paul.portal' });
  await page.goto(PAGE);
  await expect(page.getByRole('table').getByRole('row', { name: /Maria Keller/ })).toBeVisible({
    timeout: 15_000,
  });
  await expectNoSeriousAxeViolations(page);
});

test('manage users and the profile fit 390, 768 and 1366 px (screenshots kept)', async ({
  page,
}) => {
  await openAsManager(page);
  for (const width of [390, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('table')).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `no sideways scroll at ${width} px`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/manage-users-${width}.png`, fullPage: true });
  }
  await page.goto(hostUrl('portal', '/billing/profile'));
  await expect(page.getByTestId('profile-money-sample')).toBeVisible({ timeout: 15_000 });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/profile-${width}.png`, fullPage: true });
  }
});
