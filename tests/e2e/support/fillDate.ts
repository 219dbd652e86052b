import type { Page } from '@playwright/test';

/**
 * Types an ISO day into a DatePicker as a user does, segment by segment. Each segment is found by
 * its name (`day, Placed from`), so it works in any user's locale whatever the segments' order.
 */
export async function fillDate(page: Page, label: string, isoDay: string): Promise<void> {
  const [year, month, day] = isoDay.split('-') as [string, string, string];
  for (const [segment, digits] of [
    ['day', day],
    ['month', month],
    ['year', year],
  ] as const) {
    await page.getByRole('spinbutton', { name: new RegExp(`^${segment}, ${label}`) }).click();
    await page.keyboard.type(digits);
  }
}
