import { expect, type Page } from '@playwright/test';

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
