import { expect, test, type Page } from '@playwright/test';
import { hostUrl, serverUrl } from './helpers';
import { expectNoSeriousAxeViolations } from './support/axe';
import { managerAddsProductToCart, skipBuyingGuidance } from './support/checkoutSetup';

/** A small real PDF header with filler, more than one upload chunk (64 KB) long. */
const PO_PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(70 * 1024, 0x20)]);

const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' });
const payment = (page: Page) => page.getByRole('region', { name: '5. Terms & payment' });

test.beforeEach(async ({ page, request }) => {
  await request.delete(`${serverUrl}/__test__/faults`);
  await skipBuyingGuidance(page);
});

test('a manager attaches a PO document at checkout, places the order and downloads it from the order', async ({
  page,
}) => {
  // A new cart of its own: the other checkout journeys order Maria's seeded cart.
  await managerAddsProductToCart(page);
  await page.goto(hostUrl('portal', '/checkout'));
  await expect(page.getByText('Address saved. Tax is calculated for this address.')).toBeVisible({
    timeout: 15_000,
  });
  const ground = page.getByRole('radio', { name: /UPS Ground/ });
  await ground.check();
  await expect(ground).toBeChecked();
  await page.getByRole('radio', { name: /Invoice \(Net 30\)/ }).check();
  await payment(page)
    .getByLabel(/^PO number/)
    .fill('PO-DOC-4471');

  // A file of another type is refused in the browser, with the rule, and nothing is lost.
  const picker = payment(page).getByLabel('PO document (optional)');
  await picker.setInputFiles({ name: 'po.txt', mimeType: 'text/plain', buffer: Buffer.from('PO') });
  await expect(payment(page).getByRole('alert')).toContainText(
    'po.txt: this file type cannot be attached. Attach PDF, PNG, JPG, WebP, DOCX or XLSX files.',
  );
  await expectNoSeriousAxeViolations(page);
  await payment(page).getByRole('button', { name: 'Remove po.txt' }).click();

  await picker.setInputFiles({
    name: 'PO-DOC-4471.pdf',
    mimeType: 'application/pdf',
    buffer: PO_PDF,
  });
  await expect(payment(page).getByRole('button', { name: 'Download PO-DOC-4471.pdf' })).toBeVisible(
    {
      timeout: 15_000,
    },
  );
  await expect(payment(page).getByText(/Choose another file to replace it/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // A reload shows the stored document (the quote holds it) and what was typed, once saved: the
  // summary says "Saving your changes…" while the pause before a save runs.
  await expect(summary(page)).not.toContainText('Saving your changes…');
  await page.reload();
  await expect(
    payment(page).getByRole('button', { name: 'Download PO-DOC-4471.pdf' }),
  ).toBeVisible();
  await expect(payment(page).getByLabel(/^PO number/)).toHaveValue('PO-DOC-4471');
  for (const width of [390, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await payment(page).screenshot({ path: `test-results/po-document-${width}.png` });
  }

  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  const details = page.getByRole('region', { name: '4. Order details' });
  if (await details.count()) {
    const detailsPo = details.getByLabel(/^PO number/);
    if (await detailsPo.count()) await detailsPo.fill('PO-DOC-4471');
    const coldChain = details.getByRole('checkbox', { name: /cold-chain/ });
    if (await coldChain.count()) await coldChain.check();
  }
  // Maria's seeded lines are in the cart too while no other journey ordered them.
  const items = summary(page).getByRole('list', { name: 'Items in your order' });
  const lineCount = await items.getByRole('listitem').count();
  const sku = /[A-Z]{2}-[A-Z]{2}-\d{5}/.exec(await items.innerText())?.[0];
  expect(sku).toBeTruthy();
  const place = summary(page).getByRole('button', { name: 'Place order' });
  await expect(place, await summary(page).innerText()).toHaveAttribute('aria-disabled', 'false', {
    timeout: 15_000,
  });
  await place.click();
  await page.waitForURL(/\/order-confirmation\?token=/, { timeout: 20_000 });
  const placed = await page.getByText(/Your order SO-\d+ has been placed\./).innerText();
  const orderNumber = /SO-\d+/.exec(placed)![0];

  // My orders lists the new order once, placed, with its PO number's total; its detail page
  // shows the status, the line, and the PO document next to the PO number.
  await page.goto(hostUrl('portal', '/orders'));
  const row = page
    .getByRole('table', { name: 'My orders' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: orderNumber }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Placed');
  await row.getByRole('link', { name: orderNumber }).click();
  await page.waitForURL(new RegExp(`orderNumber=${orderNumber}`));
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByText('Placed', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByRole('heading', {
      name: `Items (${lineCount} ${lineCount === 1 ? 'line' : 'lines'})`,
    }),
  ).toBeVisible();
  await expect(page.getByText('PO number: PO-DOC-4471')).toBeVisible();
  const link = page.getByRole('button', { name: 'Download the PO document PO-DOC-4471.pdf' });
  await expect(link).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('PO-DOC-4471.pdf');
  const saved = await download.path();
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(saved);
  expect(bytes.equals(PO_PDF)).toBe(true);
  for (const width of [390, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/order-po-document-${width}.png`, fullPage: true });
  }

  // Reorder puts the order's line into the cart.
  await page.getByRole('button', { name: 'Reorder' }).click();
  await page.waitForURL(/\/cart/);
  await expect(page.getByRole('list', { name: 'Cart items' })).toContainText(sku!);
});

test('a PO number typed just before a reload is still there after it', async ({ page }) => {
  await managerAddsProductToCart(page);
  await page.goto(hostUrl('portal', '/checkout'));
  await expect(page.getByText('Address saved. Tax is calculated for this address.')).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('radio', { name: /Invoice \(Net 30\)/ }).check();
  await payment(page)
    .getByLabel(/^PO number/)
    .fill('PO-RELOAD-5120');
  // At once: within the pause before the save.
  await page.reload();
  await expect(payment(page).getByLabel(/^PO number/)).toHaveValue('PO-RELOAD-5120', {
    timeout: 15_000,
  });
  // And the quote has it: the summary settles, and another reload still shows it.
  await expect(summary(page)).not.toContainText('Saving your changes…', { timeout: 15_000 });
  await page.reload();
  await expect(payment(page).getByLabel(/^PO number/)).toHaveValue('PO-RELOAD-5120', {
    timeout: 15_000,
  });
});
