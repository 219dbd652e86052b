import { expect, test, type Page } from '@playwright/test';
import { hostUrl } from './helpers';
import { signInWithPassword } from './support/signIn';
import { expectNoSeriousAxeViolations } from './support/axe';

/** Northgate Research Laboratories' price book gives 18 % on antibodies (server/db/seed/contractPrices.ts). */
const ANTIBODY_DISCOUNT = 0.18;

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
