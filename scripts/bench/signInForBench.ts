import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/shared/demo';

/** Signs a demo user in on the storefront at `origin` through its sign-in page, as a buyer does. */
export async function signInForBench(
  page: Page,
  origin: string,
  username = 'maria.manager',
): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
}
