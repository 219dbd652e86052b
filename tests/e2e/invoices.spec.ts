import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { hostUrl } from './helpers';
import { fillDate } from './support/fillDate';
import { expectHydrated, recordConsoleErrors } from './support/serverPage';
import { signInWithPassword } from './support/signIn';

/**
 * Invoices and paying them (issue 18) on the real local stack: maria's account has hundreds of
 * seeded invoices. Paying consumes open invoices, so the journeys pick the ones they pay from the
 * list as it stands.
 */
const ORIGIN = hostUrl('portal').replace(/\/$/, '');
const table = (page: Page) => page.getByRole('table', { name: 'Invoices' });
const rows = (page: Page) => table(page).locator('tbody tr');
const count = (page: Page) => page.locator('.bf-invoices-count');

async function openInvoices(page: Page, query = '') {
  await page.goto(`${ORIGIN}/billing/enhancedList${query}`);
  await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
}

/** Enters a card on the hosted payment page; the page returns to /billing/payment. */
async function payOnHostedPage(page: Page, cardNumber: string) {
  await page.waitForURL(/\/hosted-payment\//, { timeout: 15_000 });
  await page.getByLabel('Name on card').fill('Maria Keller');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Month').selectOption({ index: 12 });
  await page.getByLabel('Year').selectOption({ index: 3 });
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/billing\/payment/, { timeout: 20_000 });
}

/** Chooses the first `n` open invoices not yet due (filter Open), returns their numbers. */
async function chooseOpenInvoices(page: Page, n: number): Promise<string[]> {
  await openInvoices(page, '?status=Open');
  const numbers: string[] = [];
  for (let i = 0; i < n; i++) {
    const row = rows(page).nth(i);
    numbers.push((await row.locator('th').innerText()).trim());
    await row.getByRole('checkbox').check();
  }
  return numbers;
}

test.beforeEach(async ({ page }) => {
  await signInWithPassword(page, { origin: ORIGIN, username: 'maria.manager' });
});

test('filters and sorts the invoices, newest first by default', async ({ page }) => {
  await openInvoices(page);
  await expect(page.getByText('Open balance')).toBeVisible();
  await expect(page.getByText('Overdue', { exact: true }).first()).toBeVisible();
  const total = Number(/(\d+) invoices/.exec(await count(page).innerText())?.[1]);
  expect(total).toBeGreaterThan(300);
  await expect(rows(page)).toHaveCount(25);

  // Default: createdAt, newest first: invoice dates never increase down the page.
  const dates = await rows(page).locator('td:nth-child(3)').allInnerTexts();
  const parsed = dates.map((text) => Date.parse(text));
  expect(parsed).toEqual([...parsed].sort((a, b) => b - a));

  // Status: Overdue only.
  await page.getByRole('checkbox', { name: 'Overdue' }).check();
  await expect(count(page)).toContainText(` of ${total} invoices`);
  for (const status of await rows(page).locator('.bf-badge').allInnerTexts())
    expect(status).toBe('Overdue');
  await expect(page).toHaveURL(/status=Overdue/);

  // Export: the filtered invoices as CSV (papaparse loads on the click), one line each.
  const overdue = Number(/(\d+) of/.exec(await count(page).innerText())?.[1]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvPath = await download.path();
  const lines = (await readFile(csvPath, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toMatch(/^Invoice number,Type,Status,/);
  expect(lines).toHaveLength(overdue + 1);
  for (const line of lines.slice(1)) expect(line.split(',')[2]).toBe('Overdue');

  // Sort by amount, largest first (a second click on the heading).
  await table(page).getByRole('button', { name: 'Amount' }).click();
  await table(page).getByRole('button', { name: 'Amount' }).click();
  await expect(table(page).getByRole('columnheader', { name: 'Amount' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const amounts = (await rows(page).locator('td:nth-child(7)').allInnerTexts()).map((text) =>
    Number(text.replace(/[^\d.-]/g, '')),
  );
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

  // Search by invoice number, then clear.
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  const first = (await rows(page).first().locator('th').innerText()).trim();
  await page.getByRole('searchbox', { name: 'Search' }).fill(first);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().locator('th')).toHaveText(first);

  // An amount range with nothing in it shows the empty state.
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await page.getByLabel('Amount from').fill('99999999');
  await expect(page.getByText('No invoices match these filters')).toBeVisible();
});

test('filters the invoices by date with the calendar and keeps the dates in the URL', async ({
  page,
}) => {
  // The newest invoice's day: pick it on the calendar as both ends of the range.
  await openInvoices(page);
  const newest = await rows(page).first().locator('td:nth-child(3)').innerText();
  const day = new Date(`${newest} 12:00`);
  const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  const monthName = day.toLocaleString('en-US', { month: 'long', year: 'numeric' });
  const cellName = day.toLocaleString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

  await fillDate(page, 'Invoice date from', iso);
  await expect(page).toHaveURL(new RegExp(`from=${iso}`));

  await page
    .getByRole('group', { name: 'Invoice date to' })
    .getByRole('button', { name: /Calendar/ })
    .click();
  const calendar = page.getByRole('dialog');
  // Empty field: the calendar opens on this month; walk back to the invoice's month.
  for (
    let step = 0;
    step < 24 && !(await calendar.getByRole('heading', { name: monthName }).isVisible());
    step++
  )
    await calendar.getByRole('button', { name: 'Previous' }).click();
  await calendar.getByRole('button', { name: new RegExp(cellName) }).click();
  await expect(page).toHaveURL(new RegExp(`to=${iso}`));
  await expect(count(page)).toContainText(' of ');
  for (const text of await rows(page).locator('td:nth-child(3)').allInnerTexts())
    expect(text).toBe(newest);

  // Clearing one end drops it from the URL; a reload keeps the other.
  await page.getByRole('button', { name: 'Clear Invoice date from' }).click();
  await expect(page).not.toHaveURL(/from=/);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Invoice date to' })).toContainText(
    `${day.getMonth() + 1}/${day.getDate()}/${day.getFullYear()}`,
  );
});

test("a date typed before the date field's code has arrived changes nothing; the field takes it once it has", async ({
  page,
}) => {
  const errors = recordConsoleErrors(page);
  // React Aria's chunk held back: the server-drawn date fields wait for it (InvoiceList.tsx).
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/aria-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await openInvoices(page);
  await expectHydrated(page);
  const month = page
    .getByRole('group', { name: 'Invoice date from' })
    .getByRole('spinbutton')
    .first();
  await expect(month).toHaveAttribute('aria-readonly', 'true');
  await month.click();
  await page.keyboard.type('0312');
  await expect(month).toHaveText('mm');
  await expect(page).not.toHaveURL(/from=/);

  release();
  await expect(month).not.toHaveAttribute('aria-readonly');
  await fillDate(page, 'Invoice date from', '2025-03-12');
  await expect(page).toHaveURL(/from=2025-03-12/);
  expect(errors.filter((error) => /418|hydrat/i.test(error))).toEqual([]);
});

test('opens an invoice and its PDF, fetched in 512-character chunks', async ({ page }) => {
  await openInvoices(page, '?status=Paid');
  const link = rows(page).first().getByRole('link');
  const number = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(/\/viewInvoice\?invoiceId=/);
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
  await expect(page.getByRole('table', { name: `Lines of ${number}` })).toBeVisible();
  await expect(page.getByRole('table', { name: `Payments applied to ${number}` })).toBeVisible();
  await expect(page.getByText('Balance due').first()).toBeVisible();

  const frame = page.getByTitle(`PDF of ${number}`);
  await expect(frame).toBeVisible({ timeout: 15_000 });
  expect(await frame.getAttribute('src')).toMatch(/^blob:/);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${number}.pdf`);
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
});

test('a declined card leaves the invoices open', async ({ page }) => {
  const numbers = await chooseOpenInvoices(page, 2);
  await page.getByRole('button', { name: /^Pay 2 selected/ }).click();
  await expect(page).toHaveURL(/\/billing\/payment\?invoices=/);
  for (const number of numbers)
    await expect(page.getByRole('link', { name: number })).toBeVisible();
  await page.getByRole('radio', { name: /A new card/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await payOnHostedPage(page, '4000 0000 0000 0002');
  await expect(
    page.getByRole('alert').filter({ hasText: 'The payment was declined' }),
  ).toBeVisible();
  await expect(page.getByText('The card was declined by the bank.')).toBeVisible();
  // The same invoices are ready to try again, still open.
  for (const number of numbers)
    await expect(page.getByRole('link', { name: number })).toBeVisible();
  await openInvoices(page, `?q=${numbers[0]}`);
  await expect(rows(page).first().locator('.bf-badge')).toHaveText('Open');
});

test('pays two invoices by card and sees them paid, with a receipt and the payment in the history', async ({
  page,
}) => {
  const numbers = await chooseOpenInvoices(page, 2);
  await page.getByRole('button', { name: /^Pay 2 selected/ }).click();
  await page.getByRole('radio', { name: /A new card/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await payOnHostedPage(page, '4111 1111 1111 1111');
  const receipt = page.getByRole('region', { name: /Payment received/ });
  await expect(receipt).toBeVisible({ timeout: 15_000 });
  await expect(receipt).toContainText('ending 1111');
  for (const number of numbers)
    await expect(receipt.getByRole('link', { name: number })).toBeVisible();
  const receiptNumber = /Receipt (RCP-\d+)/.exec(await receipt.innerText())?.[1];
  expect(receiptNumber).toBeTruthy();
  await expect(
    page
      .getByRole('table', { name: 'Payment history' })
      .getByRole('row', { name: new RegExp(receiptNumber!) }),
  ).toContainText('Paid');

  for (const number of numbers) {
    await openInvoices(page, `?q=${number}`);
    await expect(rows(page).first().locator('.bf-badge')).toHaveText('Paid');
  }
});
