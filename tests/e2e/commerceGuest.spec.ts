import { expect, test, type Locator, type Page } from '@playwright/test';
import { hostUrl } from './helpers';

/** The number in a filter checkbox's label, e.g. 'FITC (42)'. */
async function countIn(checkbox: Locator): Promise<number> {
  const label = (await checkbox.locator('xpath=..').textContent()) ?? '';
  return Number(/\((\d+)\)/.exec(label)?.[1]);
}

/** The header's cart badge count. */
const badge = (page: Page) => page.getByTestId('cart-count');

test('a guest filters the catalogue, opens a product by its friendly URL, adds it to the cart and keeps the cart on reload', async ({
  page,
}) => {
  await page.goto(hostUrl('guest', '/flow_consumables'));
  const catalogue = page.getByRole('region', { name: 'All flow cytometry products' });
  const summary = catalogue.locator('.bf-catalogue-summary');
  await expect(summary).toHaveText(/^\d+ products$/);
  const allCount = Number((await summary.textContent())?.split(' ')[0]);

  // A group with its count beside it; choosing it narrows the list to that count.
  const antibodies = catalogue
    .getByRole('group', { name: 'Category' })
    .getByRole('checkbox', { name: /^Antibodies \(\d+\)$/ });
  const groupCount = await countIn(antibodies);
  expect(groupCount).toBeGreaterThan(0);
  expect(groupCount).toBeLessThan(allCount);
  await antibodies.click();
  await expect(antibodies).toBeChecked();
  await expect(page).toHaveURL(/[?&]group=Antibodies/);
  await expect(summary).toHaveText(`${groupCount} products`);

  // A picklist filter on top; the state survives a reload because it lives in the URL.
  const fitc = catalogue
    .getByRole('group', { name: 'Fluorochrome' })
    .getByRole('checkbox', { name: /^FITC \(\d+\)$/ });
  const fitcCount = await countIn(fitc);
  await fitc.click();
  await expect(fitc).toBeChecked();
  await expect(page).toHaveURL(/filter=fluorochrome%3AFITC/);
  await expect(summary).toHaveText(`${fitcCount} ${fitcCount === 1 ? 'product' : 'products'}`);
  await page.reload();
  await expect(summary).toHaveText(`${fitcCount} ${fitcCount === 1 ? 'product' : 'products'}`);
  await expect(
    catalogue.getByRole('group', { name: 'Fluorochrome' }).getByRole('checkbox', { name: /FITC/ }),
  ).toBeChecked();

  // The first card with Add to cart links to its friendly URL.
  const card = catalogue
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Add to Cart:/i }) })
    .first();
  const link = card.getByRole('heading').getByRole('link');
  const title = (await link.textContent()) ?? '';
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/product_detail\/antibodies\/[a-z0-9-]+\/a1Cellaris\d+$/);
  await link.click();
  await expect(page).toHaveURL(hostUrl('guest', href));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Cellaris`);
  // Only documents with an allowed preview extension are linked.
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents.getByRole('link', { name: /Datasheet \(PDF\)/ })).toBeVisible();
  await expect(documents.getByRole('link', { name: /Raw data/ })).toHaveCount(0);
  // Every linked document opens: the datasheet is this product's PDF.
  const hrefs = await documents
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const documentHref of hrefs) {
    const file = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, type: response.headers.get('content-type') };
    }, documentHref);
    expect(file).toEqual({ status: 200, type: 'application/pdf' });
  }

  await page.getByLabel('Quantity').fill('2');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added 2 to cart' })).toBeVisible();
  await expect(badge(page)).toHaveText('2');
  const guestQuote = await page.evaluate(() => localStorage.getItem('EC_GUEST_QUOTE'));
  expect(guestQuote).toMatch(/^0Q0/);

  await page.goto(hostUrl('guest', '/cart'));
  // The newest cart template of the cart's catalogue group (cytometry), not the newest overall.
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  const line = page.getByRole('listitem', { name: title });
  await expect(line.getByLabel('Quantity')).toHaveValue('2');
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(
    'Tax is calculated at checkout.',
  );

  // A new quantity is saved in the CRM: the reload shows it, and the badge follows.
  await line.getByLabel('Quantity').fill('3');
  await line.getByLabel('Quantity').press('Enter');
  await expect(badge(page)).toHaveText('3');
  await page.reload();
  await expect(page.getByRole('listitem', { name: title }).getByLabel('Quantity')).toHaveValue('3');
  await expect(badge(page)).toHaveText('3');
  expect(await page.evaluate(() => localStorage.getItem('EC_GUEST_QUOTE'))).toBe(guestQuote);
});
