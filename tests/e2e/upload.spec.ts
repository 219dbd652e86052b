import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_STOREFRONTS } from '../../server/shared/demo';
import { hostUrl } from './helpers';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signInWithPassword } from './support/signIn';

/** Screenshots of the page at the three widths, for review (test-results/, not committed). */
async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [390, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/upload/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** A lab member whose cart no other journey reads (server/shared/demo.ts DEMO_LAB_STAFF). */
const TALIA = 'talia.cohen';

test.beforeEach(async ({ page }) => {
  // A signed-in user meets the guidance step before the cart (spec 001 section 2); this journey
  // is about the upload, so the step counts as done.
  await page.addInitScript(
    (ids) => {
      for (const id of ids) sessionStorage.setItem(`bf-guidance-completed-${id}`, '1');
    },
    Object.values(DEMO_STOREFRONTS).map((storefront) => storefront.storefrontId),
  );
});

test('upload an order list: template, one bad row with its fix, the good rows in the cart', async ({
  page,
}) => {
  await signInWithPassword(page, { origin: hostUrl('portal'), username: TALIA });
  await page.goto(hostUrl('portal', '/cart'));
  await page.getByRole('link', { name: 'Upload an order list' }).click();
  await expect(page).toHaveURL(/\/order-upload$/);
  await expect(page.getByRole('heading', { name: 'Upload an order list', level: 1 })).toBeVisible();
  await expect(page.getByText(/^The valid rows are added to your current cart/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'empty');

  // Both templates download, and both read as the upload expects.
  const [csvTemplate] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the order list template as CSV' }).click(),
  ]);
  expect(csvTemplate.suggestedFilename()).toBe('order-list-template.csv');
  const csvText = await readFile(await csvTemplate.path(), 'utf8');
  expect(csvText).toBe('\uFEFFItem number,Quantity\r\nCY-AB-10001,2\r\nCY-BF-50001,1\r\n');
  const [xlsxTemplate] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the order list template as Excel (.xlsx)' }).click(),
  ]);
  expect(xlsxTemplate.suggestedFilename()).toBe('order-list-template.xlsx');
  const workbook = await readFile(await xlsxTemplate.path());
  expect(workbook.subarray(0, 2).toString('latin1')).toBe('PK');

  // A file with one bad row: each row is looked up in the catalogue.
  const lookups: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (body.includes('retrieveCatalogNG') && body.includes('itemNumbers')) lookups.push(body);
  });
  await page.getByLabel('Choose a file').setInputFiles({
    name: 'order.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Item number,Quantity\nCY-AB-10001,2\n1234-XYZ,1\nCY-KT-20001,1\n\ncy-ab-10001,1\n',
    ),
  });
  const counts = page.getByText(/rows checked/);
  await expect(counts).toHaveText(
    '4 rows checked: 2 ready, 1 row with errors, 1 duplicate merged, 1 empty line skipped.',
  );
  expect(lookups).toHaveLength(1);
  const table = page.getByRole('table', { name: 'Rows of order.csv' });
  const bad = table.getByRole('row').filter({ hasText: '1234-XYZ' });
  await expect(bad).toContainText('Item 1234-XYZ is not in the catalogue.');
  await expect(bad).toContainText('Fix: Check the number or search for it in the catalogue.');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: /^All rows/ }).click();
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('row').filter({ hasText: 'CY-AB-10001' }).first()).toContainText(
    '3 (with row 6)',
  );
  await screenshots(page, 'checked');

  await page.getByRole('button', { name: 'Add 2 valid rows to cart' }).click();
  // The toast says so, and so does the block, next to its button, with a link to the cart.
  const added = page
    .getByRole('status')
    .filter({ hasText: '2 items from order.csv added in your cart.' });
  await expect(added).toHaveCount(2);
  await expect(
    page
      .getByRole('region', { name: 'Upload an order list' })
      .getByRole('status')
      .filter({ hasText: 'View cart' }),
  ).toBeVisible();
  await screenshots(page, 'added');

  await page.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const lines = page.getByRole('list', { name: 'Cart items' });
  await expect(
    lines
      .getByRole('listitem', { name: 'CD4 Monoclonal Antibody (RPA-T4), FITC' })
      .getByLabel('Quantity'),
  ).toHaveValue('3');
  await expect(
    lines
      .getByRole('listitem', { name: 'Annexin V Apoptosis Detection Kit, FITC' })
      .getByLabel('Quantity'),
  ).toHaveValue('1');
});

test('an Upload action opens the upload for its item and says how it meets the cart', async ({
  page,
}) => {
  await page.goto(hostUrl('guest', '/order-upload?itemId=CY-BF-50001&mode=upload'));
  await expect(page.getByText('Sheath Fluid, 20 L')).toBeVisible();
  await expect(page.getByText(/Upload Add: the valid rows are added/)).toBeVisible();
  await page.goto(hostUrl('guest', '/order-upload?itemId=GX-PN-20001&mode=upload'));
  await expect(page.getByText('Pan-Cancer NGS Panel, 523 genes')).toBeVisible();
  await expect(page.getByText(/the file replaces this item’s configuration/)).toBeVisible();
  // A workbook that is not one: the reason and what to do, and the page keeps working.
  await page.getByLabel('Choose a file').setInputFiles({
    name: 'panel.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('not a workbook'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'panel.xlsx is not a valid Excel workbook' }),
  ).toContainText('not a valid Excel workbook: save it again as .xlsx.');
  await expectNoSeriousAxeViolations(page);
});
