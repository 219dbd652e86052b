import type { Page } from '@playwright/test';

/**
 * Marks the browser as signed in for the login gate of authenticated storefronts: until
 * runtime/session exists, "logged in" means a token under `ec-aws-tokendata-*` (spec 000
 * section 4). Calls still go out as the guest; only the routing rules read this.
 */
export async function markSignedIn(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('ec-aws-tokendata-e2e', 'e2e'));
}
