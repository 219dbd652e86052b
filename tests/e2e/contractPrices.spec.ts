import { expect, test, type Page } from '@playwright/test';
import { hostUrl } from './helpers';
import { signInWithPassword } from './support/signIn';
import { expectNoSeriousAxeViolations } from './support/axe';

/**
 * Northgate Research Laboratories' price book gives 18 % on antibodies, 22 % from 10 units and
 * 26 % from 50 (server/db/seed/contractPrices.ts).
 */
const ANTIBODY_DISCOUNT = 0.18;
const ANTIBODY_TIERS = [
  { range: '1–9', discount: 0.18 },
  { range: '10–49', discount: 0.22 },
  { range: '50+', discount: 0.26 },
];
const STOREFRONT_IDS = ['sf-cellaris-shop', 'sf-cellaris-portal'];
const contractOf = (list: number, discount: number) =>
  Math.round(list * (1 - discount) * 100) / 100;

const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function firstAntibodyCard(page: Page) {
  await page.goto(hostUrl('portal', '/flow_consumables?group=Antibodies'));
  const card = page.locator('.bf-catalogue-items article').first();
  await expect(card).toBeVisible();
  return card;
}

test('a signed-in customer sees the contract price on cards and the product page, the list price struck through', async ({
  page,
}) => {
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'maria.manager' });
  const card = await firstAntibodyCard(page);
  const contract = amount(await card.locator('.bf-price-now').textContent());
  const list = amount(await card.locator('s.bf-price-list').textContent());
  expect(list).toBeGreaterThan(contract);
  expect(contract).toBeCloseTo(Math.round(list * (1 - ANTIBODY_DISCOUNT) * 100) / 100, 2);
  await expect(card.locator('.bf-price')).toContainText('Your price');
  await expectNoSeriousAxeViolations(page);

  await card.locator('.bf-card-title a').click();
  const productPrice = page.locator('.bf-product-price');
  await expect(productPrice.locator('.bf-price-now')).toHaveText(
    (await card.locator('.bf-price-now').textContent()) ?? '',
  );
  expect(amount(await productPrice.locator('s.bf-price-list').textContent())).toBe(list);
});

test('a guest sees list prices only', async ({ page }) => {
  await page.goto(hostUrl('guest', '/flow_consumables?group=Antibodies'));
  const card = page.locator('.bf-catalogue-items article').first();
  await expect(card.locator('.bf-price')).toBeVisible();
  await expect(page.locator('.bf-price-contract')).toHaveCount(0);
  await expect(page.locator('s.bf-price-list')).toHaveCount(0);
});

test('a signed-in manager pays the contract price of the quantity in the cart and at checkout', async ({
  page,
}) => {
  await page.addInitScript((ids) => {
    for (const id of ids) sessionStorage.setItem(`bf-guidance-completed-${id}`, '1');
  }, STOREFRONT_IDS);
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'maria.manager' });
  // An antibody not yet in maria's cart, so its line starts at the quantity added here.
  await page.goto(hostUrl('portal', '/cart'));
  const cartItems = page.getByRole('list', { name: 'Cart items' });
  await expect(cartItems).toBeVisible();
  const inCart = await cartItems
    .locator('> li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
  await page.goto(hostUrl('portal', '/flow_consumables?group=Antibodies'));
  const cards = page.locator('.bf-catalogue-items article');
  await expect(cards.first()).toBeVisible();
  let card = cards.first();
  for (let index = 0; index < (await cards.count()); index += 1) {
    const title = (await cards.nth(index).locator('.bf-card-title').textContent())?.trim();
    if (title && !inCart.includes(title)) {
      card = cards.nth(index);
      break;
    }
  }
  const title = ((await card.locator('.bf-card-title').textContent()) ?? '').trim();
  const list = amount(await card.locator('s.bf-price-list').textContent());
  expect(amount(await card.locator('.bf-price-now').textContent())).toBe(
    contractOf(list, ANTIBODY_DISCOUNT),
  );

  // The product page shows the account's volume pricing.
  await card.locator('.bf-card-title a').click();
  const tiers = page.getByRole('table', { name: 'Your volume pricing' });
  await expect(tiers).toBeVisible();
  const rows = tiers.locator('tbody tr');
  await expect(rows).toHaveCount(ANTIBODY_TIERS.length);
  for (const [index, tier] of ANTIBODY_TIERS.entries()) {
    await expect(rows.nth(index).locator('th')).toHaveText(tier.range);
    expect(amount(await rows.nth(index).locator('td').textContent())).toBe(
      contractOf(list, tier.discount),
    );
  }
  await expect(rows.first()).toHaveAttribute('aria-current', 'true');
  await expectNoSeriousAxeViolations(page);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/contract-product-${width}.png` });
  }

  // Added to the cart, the line is priced by the server at the contract price of its quantity.
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added 1 to cart' })).toBeVisible();
  await page.goto(hostUrl('portal', '/cart'));
  const line = page.getByRole('listitem', { name: title });
  await expect
    .poll(async () => amount(await line.locator('.bf-price-now').textContent()))
    .toBe(contractOf(list, 0.18));
  expect(amount(await line.locator('s.bf-price-list').textContent())).toBe(list);

  // Ten units reach the next tier: the server prices the line again.
  const quantity = line.getByLabel('Quantity');
  await quantity.fill('10');
  await quantity.press('Enter');
  const tenUnits = contractOf(list, 0.22);
  await expect
    .poll(async () => amount(await line.locator('.bf-price-now').textContent()))
    .toBe(tenUnits);
  expect(amount(await line.locator('.bf-cart-line-total').textContent())).toBe(
    Math.round(tenUnits * 10 * 100) / 100,
  );
  await expectNoSeriousAxeViolations(page);
  for (const width of [390, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    // No horizontal scrolling with a struck-through price beside the contract price.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await page.screenshot({ path: `test-results/contract-cart-${width}.png`, fullPage: true });
  }

  // The checkout summary shows the same contract price, the list price struck through.
  await page.goto(hostUrl('portal', '/checkout'));
  const summaryLines = page.getByRole('list', { name: 'Items in your order' });
  const summaryLine = summaryLines.locator('li').filter({ hasText: title });
  await expect(summaryLine.locator('.bf-price-now')).toBeVisible();
  expect(amount(await summaryLine.locator('.bf-price-now').textContent())).toBe(tenUnits);
  expect(amount(await summaryLine.locator('s.bf-price-list').textContent())).toBe(list);
  await page.screenshot({ path: 'test-results/contract-checkout-1366.png', fullPage: true });

  // Leave maria's cart as the other journeys expect it.
  await page.goto(hostUrl('portal', '/cart'));
  await page.getByRole('button', { name: `Remove ${title}` }).click();
  await expect(page.getByRole('listitem', { name: title })).toHaveCount(0);
});
