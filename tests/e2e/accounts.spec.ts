import { expect, test, type Page } from '@playwright/test';
import { hostUrl } from './helpers';
import { expectNoSeriousAxeViolations } from './support/axe';
import { accountMenuButton, signInWithPassword } from './support/signIn';

const MAIN = 'Northgate Research Laboratories';
const RELATED = 'Northgate Clinical Genomics';
const HOSPITAL = 'St. Aldric University Hospital';
const DISTRIBUTOR = 'BioSupply Distribution GmbH';

const badge = (page: Page) => page.getByTestId('cart-count');
const ordersTable = (page: Page) => page.getByRole('table', { name: 'Quote records' });

test.use({ viewport: { width: 1366, height: 900 } });

test('a manager switches account on the account page: the cart and every list reload for it', async ({
  page,
}) => {
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'maria.manager' });
  await page.goto(hostUrl('portal', '/billing/account'));
  await expect(page.getByTestId('active-account')).toHaveText(MAIN);
  const grid = page.getByRole('table', { name: 'Switch account' });
  await expect(grid.getByRole('row', { name: new RegExp(MAIN) })).toContainText('Current account');
  // Search narrows the grid; the installed-base copy of the main account is not listed.
  await page.getByRole('searchbox', { name: 'Search accounts' }).fill('cambridge');
  await expect(grid.getByRole('rowheader')).toHaveText([RELATED]);
  await page.getByRole('searchbox', { name: 'Search accounts' }).fill('');
  await expect(grid.getByRole('rowheader')).toHaveCount(2);
  await expectNoSeriousAxeViolations(page);
  const mainCount = await badge(page).textContent();

  await grid.getByRole('button', { name: `Switch to ${RELATED}` }).click();
  await expect(page.getByText(`You are now working in ${RELATED}.`)).toBeVisible();
  await expect(page.getByTestId('active-account')).toHaveText(RELATED);
  await expect(page.getByTestId('header-active-account')).toHaveText(RELATED);
  // The related account's own cart (Q-1007: 1 + 2 items), not the main account's.
  await expect(badge(page)).toHaveText('3');
  expect(mainCount).not.toBe('3');
  await page.goto(hostUrl('portal', '/quotes'));
  await expect(ordersTable(page).getByText('Cart Q-1007')).toBeVisible();
  await expect(ordersTable(page).getByText('Quote Q-1005')).toHaveCount(0);

  // The choice survives a reload.
  await page.reload();
  await expect(page.getByTestId('header-active-account')).toHaveText(RELATED);
  await expect(badge(page)).toHaveText('3');
});

test('switching from the header menu reloads the page on screen, with nothing of the old account left', async ({
  page,
}) => {
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'maria.manager' });
  await page.goto(hostUrl('portal', '/quotes'));
  await expect(ordersTable(page).getByText('Quote Q-1005')).toBeVisible();
  await expect(page.getByTestId('header-active-account')).toHaveText(MAIN);
  await accountMenuButton(page).click();
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(menu.getByRole('menuitem', { name: `Switch to ${RELATED}` })).toBeVisible();
  // The header's account switcher, open.
  await expectNoSeriousAxeViolations(page);
  await menu.getByRole('menuitem', { name: `Switch to ${RELATED}` }).click();
  await expect(page.getByTestId('header-active-account')).toHaveText(RELATED);
  await expect(ordersTable(page).getByText('Cart Q-1007')).toBeVisible();
  await expect(ordersTable(page).getByText('Quote Q-1005')).toHaveCount(0);
  await expect(badge(page)).toHaveText('3');
  // And back: the main account's records return.
  await accountMenuButton(page).click();
  await menu.getByRole('menuitem', { name: `Switch to ${MAIN}` }).click();
  await expect(ordersTable(page).getByText('Quote Q-1005')).toBeVisible();
  await expect(ordersTable(page).getByText('Cart Q-1007')).toHaveCount(0);
});

test('a distributor acts for an indirect buyer (its own cart) and stops (the distributor cart again)', async ({
  page,
}) => {
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'ivy.indirect' });
  await page.goto(hostUrl('portal', '/billing/account'));
  await expect(page.getByTestId('active-account')).toHaveText(DISTRIBUTOR);
  const buyers = page.getByRole('table', { name: 'Indirect buyers' });
  await expect(buyers.getByRole('row', { name: new RegExp(HOSPITAL) })).toContainText(DISTRIBUTOR);
  const ownCount = await badge(page).textContent();

  await buyers.getByRole('button', { name: `Act for ${HOSPITAL}` }).click();
  await expect(page.getByTestId('acting-for')).toHaveText(
    `Acting for ${HOSPITAL} (through ${DISTRIBUTOR})`,
  );
  await expect(page.getByTestId('header-active-account')).toHaveText(`For ${HOSPITAL}`);
  // The hospital's cart (Q-1008: 5 + 5 items) replaces the distributor's.
  await expect(badge(page)).toHaveText('10');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('EC_Quote_Id')))
    .toBe('0Q0Dn00000Quote104');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: `Stop acting for ${HOSPITAL}` }).click();
  await expect(page.getByTestId('acting-for')).toHaveCount(0);
  await expect(page.getByTestId('header-active-account')).toHaveText(DISTRIBUTOR);
  await expect(badge(page)).toHaveText(ownCount ?? '0');
});
