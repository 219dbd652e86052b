import { expect, test, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { hostUrl } from './helpers';
import { expectNoSeriousAxeViolations } from './support/axe';
import { accountMenuButton, DEMO_PASSWORD, signInWithPassword } from './support/signIn';

/**
 * The profile's sign-in settings (issue 17, "Profile"), on the local stack: change the password,
 * turn on an authenticator app from the QR code's key, sign in with a code, sign out of all
 * devices (another browser's session ends too), turn two-step sign-in off. Farah, a lab-staff
 * user no other journey signs in as.
 */

const USER = 'farah.nasser';
const NEW_PASSWORD = 'Cellaris-farah-2026!';
const PROFILE = hostUrl('portal', '/billing/profile');

async function openProfile(page: Page) {
  await page.goto(PROFILE);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible({
    timeout: 15_000,
  });
}

/** Signs in with the new password and, when asked, a code from the authenticator app. */
async function signInWithCode(page: Page, secret: string) {
  await page.goto(hostUrl('portal', '/login'));
  await page.getByLabel('Username', { exact: true }).fill(USER);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Enter your authenticator code' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByLabel('Code', { exact: true }).fill(generateSync({ secret }));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(accountMenuButton(page)).toHaveAccessibleName('Farah account menu', {
    timeout: 15_000,
  });
}

test('a user changes her password, turns on an authenticator app, signs out everywhere and turns it off', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInWithPassword(page, { origin: hostUrl('portal'), username: USER });
  await openProfile(page);

  // The password: checked next to its fields first, then changed in the pool.
  const password = page.getByRole('region', { name: 'Password' });
  await password.getByRole('textbox', { name: 'Current password' }).fill(DEMO_PASSWORD);
  await password.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await password.getByRole('textbox', { name: 'Repeat new password' }).fill('Cellaris-other-2026!');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('The passwords do not match.')).toBeVisible();
  await password.getByRole('textbox', { name: 'Repeat new password' }).fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password updated successfully.')).toBeVisible();

  // An authenticator app: the QR code and its key, then a code from the app to confirm.
  const mfa = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(mfa).toContainText('Status: Off');
  await mfa.getByRole('button', { name: 'Use an authenticator app' }).click();
  const key = mfa.locator('.bf-totp-secret');
  await expect(key).toHaveText(/^[A-Z2-7]{16,}$/);
  await expect(mfa.getByRole('img')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const secret = (await key.textContent())!;
  await mfa.getByRole('button', { name: 'Turn on' }).click();
  await expect(mfa.getByText('Enter the 6-digit code from your app.')).toBeVisible();
  await mfa.getByLabel('Code from your app').fill(generateSync({ secret }));
  await mfa.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Authenticator app turned on.')).toBeVisible();
  await expect(mfa).toContainText('Status: On: Authenticator app');

  // A second browser now needs the new password and a code.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInWithCode(otherPage, secret);

  // Sign out of all devices: this browser goes to the sign-in page, and the other browser's
  // session is over at its next call.
  await page.getByRole('button', { name: 'Sign out of all devices' }).click();
  await page.waitForURL(/\/login/, { timeout: 15_000 });
  await otherPage.goto(hostUrl('portal', '/billing/profile'));
  await otherPage.waitForURL(/\/login/, { timeout: 15_000 });
  await other.close();

  // Signed in again (password and code), two-step sign-in is turned off; a password is enough.
  await signInWithCode(page, secret);
  await openProfile(page);
  await expect(mfa).toContainText('Status: On: Authenticator app');
  await mfa.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Two-step sign-in turned off.')).toBeVisible();
  await expect(mfa).toContainText('Status: Off');
  await page.getByRole('button', { name: 'Sign out of all devices' }).click();
  await page.waitForURL(/\/login/, { timeout: 15_000 });
  await signInWithPassword(page, {
    origin: hostUrl('portal'),
    username: USER,
    password: NEW_PASSWORD,
  });
});
