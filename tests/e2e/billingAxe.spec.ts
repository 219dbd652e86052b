import { expect, test, type Page } from '@playwright/test';
import { hostUrl } from './helpers';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signInWithPassword } from './support/signIn';

/**
 * Issue 18's "axe: no serious or critical violation" on every billing page, as maria sees them
 * on the real local stack, once their data is on screen (no skeleton or busy region left).
 */
const ORIGIN = hostUrl('portal').replace(/\/$/, '');

async function settled(page: Page) {
  await expect(page.locator('main')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.bf-skeleton, [aria-busy="true"]')).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect(page.locator('[data-block-state]')).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await signInWithPassword(page, { origin: ORIGIN, username: 'maria.manager' });
});

const PAGES: { path: string; shows: (page: Page) => ReturnType<Page['getByRole']> }[] = [
  {
    path: '/billing/enhancedList',
    shows: (page) => page.getByRole('table', { name: 'Invoices' }),
  },
  { path: '/billing/payment', shows: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/billing/paymentmethods', shows: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/billing/shippingaddress', shows: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/billing/shippingmethods', shows: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/billing/requests', shows: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/billing/requests/new', shows: (page) => page.getByRole('heading', { level: 1 }) },
];

for (const { path, shows } of PAGES) {
  test(`${path} has no serious or critical axe violation`, async ({ page }) => {
    await page.goto(`${ORIGIN}${path}`);
    await expect(shows(page).first()).toBeVisible({ timeout: 20_000 });
    await settled(page);
    await expectNoSeriousAxeViolations(page);
  });
}

test('an invoice (/viewInvoice) has no serious or critical axe violation', async ({ page }) => {
  await page.goto(`${ORIGIN}/billing/enhancedList?status=Paid`);
  const link = page
    .getByRole('table', { name: 'Invoices' })
    .locator('tbody tr')
    .first()
    .getByRole('link');
  const number = (await link.innerText()).trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTitle(`PDF of ${number}`)).toBeVisible({ timeout: 15_000 });
  await settled(page);
  await expectNoSeriousAxeViolations(page);
});
