import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { hostUrl } from './helpers';
import { expectNoSeriousAxeViolations } from './support/axe';
import { managerAddsProductToCart, skipBuyingGuidance } from './support/checkoutSetup';
import { accountMenuButton, DEMO_PASSWORD, signOut } from './support/signIn';

/** The procurement stand-in on an origin of its own, as a buyer's e-procurement system is. */
const PROCUREMENT = `http://localhost:${E2E_PORT}/procurement`;

test.beforeEach(async ({ page }) => {
  await skipBuyingGuidance(page);
});

test('a buyer punches out from their procurement system, returns the cart to it and is signed out', async ({
  page,
}) => {
  // The supplier quote the procurement system punches out with: maria's active cart, with a line.
  await managerAddsProductToCart(page);
  const quoteId = await page.evaluate(() => localStorage.getItem('EC_Quote_Id'));
  expect(quoteId).toBeTruthy();
  // Outside a punchout session the cart offers checkout.
  await page.goto(hostUrl('portal', '/cart'));
  await expect(page.getByRole('link', { name: 'Proceed to checkout' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Return cart to procurement' })).toHaveCount(0);
  await signOut(page);
  await page.waitForURL(/\/login$/);

  // ProcureHub starts a punchout session for the requisitioner and the quote.
  await page.goto(PROCUREMENT);
  await expect(
    page.getByRole('heading', { name: 'Buy from a supplier catalogue (punchout)' }),
  ).toBeVisible();
  await page.getByLabel('Supplier storefront').selectOption('portal.localhost');
  await page.getByLabel('Requisitioner (storefront user)').fill('maria.manager');
  await page.getByLabel('Supplier quote id').fill(quoteId ?? '');
  await page.getByRole('button', { name: 'Start punchout session' }).click();

  // The login-required portal asks the buyer to sign in, then opens the punchout cart.
  await page.waitForURL(/portal\.localhost:\d+\/login/);
  await page.getByLabel('Username', { exact: true }).fill('maria.manager');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/cart/${quoteId}`, { timeout: 15_000 });
  const lines = page.getByRole('list', { name: 'Cart items' });
  await expect(lines).toBeVisible();
  const returnButton = page.getByRole('button', { name: 'Return cart to procurement' });
  await expect(returnButton).toBeVisible();
  await expect(page.getByRole('link', { name: 'Proceed to checkout' })).toHaveCount(0);
  await expect(page.getByRole('note')).toContainText('Returning signs you out of this store.');
  await expectNoSeriousAxeViolations(page);
  for (const width of [390, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/punchout-cart-${width}.png`, fullPage: true });
  }
  const firstTitle = (await lines.getByRole('listitem').first().getAttribute('aria-label')) ?? '';
  expect(firstTitle).not.toBe('');

  // Returning posts the cart to the session's shuttle address and signs the buyer out.
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/procurement\/sessions\/PO-/.test(request.url()),
  );
  await returnButton.click();
  const form = new URLSearchParams((await posted).postData() ?? '');
  expect(form.get('BuyerCookie')).toMatch(/^[0-9a-f]{32}$/);
  const cart = JSON.parse(form.get('cart') ?? '{}') as {
    quoteId: string;
    currency: string;
    lines: { title: string; qty: number; unitPrice: number }[];
  };
  expect(cart.quoteId).toBe(quoteId);
  expect(cart.currency).toBe('USD');
  expect(cart.lines.length).toBeGreaterThan(0);

  await page.waitForURL(new RegExp(`^${PROCUREMENT}/sessions/PO-[0-9a-f]{16}$`));
  await expect(
    page.getByRole('heading', { name: 'Cart received from the supplier' }),
  ).toBeVisible();
  const received = page.getByRole('table', { name: 'Returned cart' });
  await expect(received).toContainText(firstTitle);
  await expect(received).toContainText(/Total \(USD, before tax\)\s*\$[\d,]+\.\d\d/);
  await expect(page.getByText(`Cart received`, { exact: false }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  for (const width of [390, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/punchout-received-${width}.png`, fullPage: true });
  }

  // The cart's logout process ran: the storefront asks for a sign-in again.
  const stored = await page.context().storageState();
  const portal = stored.origins.find((origin) => origin.origin.includes('portal.localhost'));
  expect(portal?.localStorage.map((entry) => entry.name) ?? []).not.toContain('EC_Quote_Id');
  expect(
    (portal?.localStorage ?? []).filter((entry) => entry.name.startsWith('ec-aws-tokendata-')),
  ).toEqual([]);
  await page.goto(hostUrl('portal', '/cart'));
  await page.waitForURL(/\/login/);
  await expect(accountMenuButton(page)).toHaveCount(0);
});
