import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { hostUrl } from '../helpers';

/**
 * The page's console errors and uncaught exceptions from now on (React's recoverable hydration
 * errors are logged as such by start.tsx, so a hydration mismatch shows up here).
 */
export function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Waits until the client has adopted the server's page (`html[data-bf-hydrated]`): a server-drawn
 * button or React Aria widget works from then on.
 */
export async function expectHydrated(page: Page, timeout = 15_000): Promise<void> {
  await expect(page.locator('html[data-bf-hydrated]')).toBeAttached({ timeout });
}

/** The session cookie the client sets once it has handed its token to the server. */
const SESSION_COOKIE = 'bf-session';

/** Waits until the server holds the signed-in session (its cookie on the portal host). */
export async function waitForSessionCookie(context: BrowserContext): Promise<void> {
  await expect
    .poll(
      async () => (await context.cookies(hostUrl('portal'))).some((c) => c.name === SESSION_COOKIE),
      { timeout: 10_000 },
    )
    .toBe(true);
}

/** The same browser's cookies and storage, JavaScript off. */
export async function withoutJavaScript(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  return context.newPage();
}
