import { expect, type Locator, type Page } from '@playwright/test';

/** Every demo user's password (server/shared/demo.ts DEMO_PASSWORD). */
export const DEMO_PASSWORD = 'Cellaris-demo-2026!';

export interface SignInOptions {
  /** The storefront's origin, e.g. `http://portal.localhost:5183`. */
  origin: string;
  username: string;
  /** The demo password unless given. */
  password?: string;
}

/**
 * Signs in through the real /login page (the login block, Amplify against the local user pool)
 * and waits until the app shows the signed-in state: the page has left /login and the header
 * shows the account menu. For users without a further sign-in step (plain password users).
 */
export async function signInWithPassword(page: Page, options: SignInOptions): Promise<void> {
  await page.goto(`${options.origin}/login`);
  await page.getByLabel('Username', { exact: true }).fill(options.username);
  await page.getByLabel('Password', { exact: true }).fill(options.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
  await expect(accountMenuButton(page)).toBeVisible({ timeout: 15_000 });
}

/**
 * Signs in on a single-sign-on storefront: /login's button, the provider's own sign-in page,
 * back through the root path with `?code=`; waits for the signed-in state like signInWithPassword.
 */
export async function signInWithSso(page: Page, options: SignInOptions): Promise<void> {
  await page.goto(`${options.origin}/login`);
  await page.getByRole('button', { name: 'Continue with single sign-on' }).click();
  await page.waitForURL(/\/oauth2\/interaction\//);
  await page.getByLabel('Username', { exact: true }).fill(options.username);
  await page.getByLabel('Password', { exact: true }).fill(options.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login' && !url.searchParams.has('code'), {
    timeout: 15_000,
  });
  await expect(accountMenuButton(page)).toBeVisible({ timeout: 15_000 });
}

/** Signs a demo user in on any of the three demo storefronts, by its own sign-in route. */
export async function signInOnDemoHost(
  page: Page,
  host: 'guest' | 'portal' | 'sso',
  origin: string,
): Promise<void> {
  if (host === 'sso') await signInWithSso(page, { origin, username: 'sophie.sso' });
  else await signInWithPassword(page, { origin, username: 'maria.manager' });
}

/** The header's account menu button ("Maria account menu"), shown while a user is signed in. */
export function accountMenuButton(page: Page): Locator {
  return page.getByRole('button', { name: /account menu$/ });
}

/** Signs out through the header's account menu. */
export async function signOut(page: Page): Promise<void> {
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}
