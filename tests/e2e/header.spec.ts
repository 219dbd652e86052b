import { expect, test, type Locator, type Page } from '@playwright/test';
import { hostUrl } from './helpers';
import { accountMenuButton, signInWithPassword } from './support/signIn';
import { poolAdmin } from './support/poolAdmin';

/** The local pool's admin API (the compatibility layer answers cognito-local's admin calls). */

async function setNames(username: string, given: string, family: string) {
  await poolAdmin('AdminUpdateUserAttributes', {
    Username: username,
    UserAttributes: [
      { Name: 'given_name', Value: given },
      { Name: 'family_name', Value: family },
    ],
  });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, `${locator.toString()} has a box`).not.toBeNull();
  return found!;
}

/** Every part of the header's top row sits on one line, none clipped, and the page does not scroll sideways. */
async function expectHeaderOnOneLine(page: Page) {
  const header = page.locator('.bf-header');
  const parts = [
    header.getByRole('link', { name: 'Cellaris Biosciences' }),
    header.getByRole('search'),
    accountMenuButton(page),
    header.getByRole('link', { name: /^Cart/ }),
  ];
  const boxes = await Promise.all(parts.map(box));
  const middles = boxes.map((part) => part.y + part.height / 2);
  expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(4);
  // One line of text: the account button is no taller than a control, its name not cut.
  expect((await box(accountMenuButton(page))).height).toBeLessThanOrEqual(48);
  const name = page.locator('.bf-header-account-name');
  expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  const navHeight = (await box(nav)).height;
  expect(navHeight).toBeLessThanOrEqual(52);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

test('on a phone the menu button opens the navigation and reaches a category', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(hostUrl('guest'));
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  await menuButton.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Genomics Consumables' }).click();
  await page.waitForURL(hostUrl('guest', '/genomics_consumables'));
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The drawer gives focus back to its button, and Escape closes it.
  await menuButton.click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test('the signed-in header keeps one line at 1024 and 1366 px with long names, fits 768 and 390 px, and offers the account menu', async ({
  page,
}) => {
  await setNames('paul.portal', 'Maximiliana-Alexandrina', 'Featherstonehaugh-Wolfeschlegelstein');
  try {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'paul.portal' });
    for (const width of [1366, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(hostUrl('portal'));
      await expect(accountMenuButton(page)).toHaveAccessibleName(
        'Maximiliana-Alexandrina account menu',
      );
      await expectHeaderOnOneLine(page);
    }

    // On a tablet the search gets its own row instead of a squeezed field; on a phone too.
    for (const width of [768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const search = page.locator('.bf-header').getByRole('combobox', { name: 'Search products' });
      expect((await box(search)).width).toBeGreaterThan(width * 0.5);
      await expect(accountMenuButton(page)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    }
    await page.setViewportSize({ width: 1024, height: 900 });

    await accountMenuButton(page).click();
    const menu = page.getByRole('menu', { name: 'Account' });
    await expect(menu).toBeVisible();
    const summary = page.getByTestId('account-summary');
    await expect(summary).toContainText(
      'Maximiliana-Alexandrina Featherstonehaugh-Wolfeschlegelstein',
    );
    await expect(summary).toContainText('Northgate Research Laboratories');
    await expect(menu.getByRole('menuitem', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/list/tpl-orders-list',
    );
    // A portal user is not a manager: the managers' page is not offered.
    await expect(menu.getByRole('menuitem', { name: 'Manage Users' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(accountMenuButton(page)).toBeFocused();
  } finally {
    await setNames('paul.portal', 'Paul', 'Okafor');
  }
});

test("a manager's account menu offers the managers' pages and signs out", async ({ page }) => {
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'maria.manager' });
  await accountMenuButton(page).click();
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(menu.getByRole('menuitem', { name: 'Manage Users' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(hostUrl('portal', '/login'));
  await expect(accountMenuButton(page)).toHaveCount(0);
});

test('the header search suggests products of every catalogue (genomics too) and opens one by keyboard', async ({
  page,
}) => {
  await page.goto(hostUrl('guest'));
  const field = page.locator('.bf-header').getByRole('combobox', { name: 'Search products' });
  const list = page.getByRole('listbox', { name: 'Product suggestions' });
  await field.fill('H');
  await expect(list).toBeHidden();
  await field.fill('HelixSeq');
  await expect(list).toBeVisible();
  const first = list.getByRole('option').first();
  await expect(first).toContainText('HelixSeq');
  const title = (await first.locator('.bf-header-suggestion-title').textContent()) ?? '';
  await field.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await field.press('Enter');
  await page.waitForURL(/\/productDetails\?productId=/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('the header search says when nothing matches', async ({ page }) => {
  await page.goto(hostUrl('guest'));
  const field = page.locator('.bf-header').getByRole('combobox', { name: 'Search products' });
  await field.fill('zzqx');
  await expect(page.getByRole('listbox', { name: 'Product suggestions' })).toContainText(
    'No products match “zzqx”',
  );
  await field.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Product suggestions' })).toBeHidden();
});
