import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { hostUrl } from './helpers';
import { expectNoSeriousAxeViolations } from './support/axe';
import { accountMenuButton, signInWithPassword } from './support/signIn';

/** Screenshots of the page at the three widths, for review (test-results/, not committed). */
async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [390, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/cpq/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

// Ivy, a portal manager: the journey makes her quote her active cart, and no other journey
// reads her cart (maria's seeded cart is the checkout journeys').
const MANAGER = 'ivy.indirect';

test('build a quote, request a discount as a manager, see its approval, download the PDF and make it the active cart', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: MANAGER });

  // The account menu leads to the quote builder.
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Instrument Quotes' }).click();
  await page.waitForURL(/\/cpq$/);
  await expect(
    page.getByRole('heading', { name: 'Configure an instrument quote', level: 2 }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: /Aurion 3L flow cytometry bundle/ })).toBeChecked();
  await expect(page.getByText('Not saved yet')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Two instruments, a plate loader each, the Premier plan for five years.
  await page.getByRole('spinbutton', { name: 'Number of instruments' }).fill('2');
  await page.getByRole('spinbutton', { name: 'Plate Loader for Aurion, per instrument' }).fill('1');
  // React Aria's radios: the label takes the click (the input is visually hidden).
  await page.locator('label.bf-radio', { hasText: /^Premier:/ }).click();
  await expect(page.getByRole('radio', { name: /^Premier:/ })).toBeChecked();
  await page.locator('label.bf-radio', { hasText: '5 years' }).click();
  await expect(page.getByRole('radio', { name: '5 years' })).toBeChecked();
  const breakdown = page.getByLabel('Price breakdown');
  const lines = page.getByRole('list', { name: 'Quote lines' });
  await expect(lines).toContainText('2 × Cellaris Aurion 3L Flow Cytometer');
  await expect(lines).toContainText('2 × Plate Loader for Aurion');
  await expect(lines).toContainText('10 × Premier Service Plan, Aurion 3L, 5 years');
  // Ten plan-years reach the plan's 10 % volume price; two instruments the instrument's 3 %.
  await expect(lines).toContainText('10% volume price');
  await expect(lines).toContainText('3% volume price');
  const liveTotal = await breakdown.locator('.bf-cpq-total dd').textContent();

  // Save: the CRM prices it again and answers the same total.
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/graphql') &&
      response.request().postData()?.includes('saveCpqQuote') === true,
  );
  await page.getByRole('button', { name: 'Save quote' }).click();
  await saved;
  await expect(page.getByText(/^Q-\d+ · valid until/)).toBeVisible();
  const quoteNumber = ((await page.getByText(/^Q-\d+ · valid until/).textContent()) ?? '').split(
    ' ',
  )[0]!;
  expect(new URL(page.url()).searchParams.get('quoteId')).toMatch(/^0Q0/);
  await expect(breakdown.locator('.bf-cpq-total dd')).toHaveText(liveTotal ?? '');
  await expect(page.getByRole('status', { name: 'Approval state: No discount' })).toBeVisible();

  // A discount above the manager's automatic 5 %: pending, then decided by the sales desk.
  await page.getByRole('spinbutton', { name: 'Discount (%)' }).fill('8');
  await page
    .getByRole('textbox', { name: 'Reason' })
    .fill('Core facility tender against two other vendors');
  await page.getByRole('button', { name: 'Request discount' }).click();
  await expect(
    page.getByRole('status', { name: 'Approval state: Approval pending' }),
  ).toBeVisible();
  await expect(page.getByText('Waiting for the Cellaris sales desk.')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Approval state: Discount approved' })).toBeVisible(
    { timeout: 20_000 },
  );
  await expect(page.getByText('Approved by the Cellaris sales desk.')).toBeVisible();
  await expect(breakdown).toContainText('Discount (8%)');
  const discountedTotal = (await breakdown.locator('.bf-cpq-total dd').textContent()) ?? '';
  expect(discountedTotal).not.toBe(liveTotal);
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'approved');

  // The quote document.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download quote (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Quote-${quoteNumber}.pdf`);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await PDFDocument.load(file);
  expect(pdf.getTitle()).toBe(`Quote ${quoteNumber}`);

  // Make it the active cart; the cart shows the quote's lines and total.
  await page.getByRole('button', { name: 'Make this the active cart' }).click();
  await expect(page.getByText(`Quote ${quoteNumber} is now your active cart.`)).toBeVisible();
  // The saved quotes under the builder show it: the active cart, its discount, its total.
  const savedRow = page
    .getByRole('table', { name: 'Your saved quotes' })
    .getByRole('row')
    .filter({ hasText: quoteNumber });
  await expect(savedRow).toContainText('Active cart');
  await expect(savedRow).toContainText('Discount approved');
  await expect(savedRow).toContainText(discountedTotal);
  await page.getByRole('link', { name: 'View cart' }).click();
  // The cart route shows the guidance step first in a visit (spec 000 section 2).
  await page.waitForURL(/\/(cart|guidance)$/);
  if (page.url().endsWith('/guidance')) {
    // The radios are visually hidden (React Aria): the customer clicks their labels.
    await page
      .getByRole('radiogroup', { name: /frozen/ })
      .getByText('Yes', { exact: true })
      .click();
    await page
      .getByRole('radiogroup', { name: /before 10 am/ })
      .getByText('No', { exact: true })
      .click();
    await page.getByRole('button', { name: 'Continue to cart' }).click();
    await page.waitForURL(/\/cart$/);
  }
  await expect(page.getByText('Cellaris Aurion 3L Flow Cytometer').first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Premier Service Plan, Aurion 3L, 12 months').first()).toBeVisible();
  await expect(page.getByText(discountedTotal).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Days later: the quote builder lists the saved quote, and its link reopens it as saved.
  await page.goto(hostUrl('portal', '/cpq'));
  await expect(page.getByText('Not saved yet')).toBeVisible();
  await page
    .getByRole('table', { name: 'Your saved quotes' })
    .getByRole('link', { name: quoteNumber })
    .click();
  await expect(page.getByText(new RegExp(`^${quoteNumber} · valid until`))).toBeVisible();
  await expect(
    page.getByRole('status', { name: 'Approval state: Discount approved' }),
  ).toBeVisible();
  await expect(breakdown.locator('.bf-cpq-total dd')).toHaveText(discountedTotal);
});

test('a portal user sees the builder without the discount request', async ({ page }) => {
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'paul.portal' });
  await page.goto(hostUrl('portal', '/cpq'));
  await expect(page.getByRole('radio', { name: /Aurion 3L flow cytometry bundle/ })).toBeChecked();
  await expect(
    page.getByText('A manager of your account can request a discount on this quote.'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Reason' })).toHaveCount(0);
  // Paul's account has a contract price on the instrument.
  await expect(page.getByRole('list', { name: 'Quote lines' })).toContainText('Contract price');
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'portal-user');
});
