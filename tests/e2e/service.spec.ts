import { expect, test, type Page } from '@playwright/test';
import { hostUrl } from './helpers';
import { expectNoSeriousAxeViolations } from './support/axe';
import { accountMenuButton, signInWithPassword } from './support/signIn';

/**
 * Service & parts (issue 19) on the local stack, as Ivy, a manager whose account owns an Aurion
 * 4L analyzer and has a service quote waiting (server/db/seed/serviceParts.ts). Ivy's cart is not
 * one the checkout journeys use, so taking over her service quote changes no other journey.
 */

test.describe.configure({ mode: 'serial' });

const crmTypes = (page: Page): string[] => {
  const types: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (!request.url().endsWith('/graphql')) return;
    for (const match of body.matchAll(/type=([A-Za-z]+)/g)) types.push(match[1]!);
  });
  return types;
};

test('pick an instrument, find a superseded part replaced, add parts with quantities', async ({
  page,
}) => {
  const types = crmTypes(page);
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'ivy.indirect' });
  // The account menu links the page.
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Service & Parts' }).click();
  await expect(page).toHaveURL(/\/service$/);
  await expect(page.getByRole('heading', { name: 'Your instruments' })).toBeVisible();
  await expect(page.getByText('SN AUR4L-22-003310')).toBeVisible();
  await expect(page.getByText('Cellaris Care Partner')).toBeVisible();

  await page
    .getByRole('button', { name: 'Find parts for Aurion 4L Flow Cytometer (SN AUR4L-22-003310)' })
    .click();
  await expect(
    page.getByText(/parts for Aurion 4L Flow Cytometer \(SN AUR4L-22-003310\)$/),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Part number or description' }).fill('laser 488');
  await expect(page.getByText(/^2 parts for Aurion 4L/)).toBeVisible();
  const results = page.getByRole('table', { name: 'Parts' });
  await expect(results.getByText('Obsolete: no longer sold')).toBeVisible();

  // The obsolete laser offers its replacement.
  await page
    .getByRole('button', { name: 'Details of AUR-LM488-01 Laser Module 488 nm, 50 mW' })
    .click();
  const notice = page.getByRole('note');
  await expect(notice).toContainText('AUR-LM488-01 is obsolete and can no longer be ordered.');
  await expect(notice).toContainText('It is replaced by AUR-LM488-02');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await notice.getByRole('button', { name: 'View replacement AUR-LM488-02' }).click();
  await expect(page.getByRole('heading', { name: 'Laser Module 488 nm, 60 mW' })).toBeFocused();

  // The exploded view (loaded in 512-character chunks) marks the part; it zooms.
  await expect(
    page.getByRole('img', { name: 'Aurion optical bench and fluidics: exploded view' }),
  ).toBeVisible();
  await expect(page.getByText('AUR-LM488-02 is item 1 of this drawing (marked).')).toBeVisible();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByText('150%')).toBeVisible();
  expect(types).toContain('loadImageBody');

  // Add with a quantity: the results show what the cart holds.
  await page.getByRole('textbox', { name: 'Quantity of AUR-LM488-02' }).fill('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added 2 × AUR-LM488-02 to your cart.')).toBeVisible();
  await expect(
    results.getByRole('row', { name: /AUR-LM488-02/ }).locator('.bf-parts-in-cart'),
  ).toHaveText('2');

  // A related part, added too.
  await page.getByRole('button', { name: 'AUR-FLT-530 Bandpass Filter 530/30' }).click();
  await page.getByRole('textbox', { name: 'Quantity of AUR-FLT-530' }).fill('3');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added 3 × AUR-FLT-530 to your cart.')).toBeVisible();

  // The parts cart is the open cart.
  const cart = page.getByRole('table', { name: /^Lines of / });
  await expect(cart.getByText('AUR-LM488-02', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Quantity of AUR-FLT-530' }).last()).toHaveValue(
    '3',
  );
  await expectNoSeriousAxeViolations(page);
});

test('take over a service quote, and link and unlink a kit component', async ({ page }) => {
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'ivy.indirect' });
  await page.goto(hostUrl('portal', '/service'));
  await page.getByRole('button', { name: 'Take over SQ-00009003 as your cart' }).click();
  await expect(page.getByText('SQ-00009003 is now your cart.', { exact: false })).toBeVisible();
  const cart = page.getByRole('table', { name: 'Lines of SQ-00009003' });
  await expect(cart.getByText('AUR-FLT-530', { exact: true })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Part number or description' }).fill('AUR-PM-KIT');
  await page
    .getByRole('button', { name: 'Details of AUR-PM-KIT Aurion Preventive Maintenance Kit' })
    .click();
  const components = page.getByRole('table', { name: 'Components of AUR-PM-KIT' });
  await expect(components.getByText(/AUR-SHF-02/)).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Part to link' })
    .selectOption({ label: 'AUR-PWR-24 Power Supply 24 V' });
  await page.getByRole('button', { name: 'Link to kit' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Link this component?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Link component' }).click();
  await expect(
    page.getByText('AUR-PWR-24 Power Supply 24 V is now a component of the kit.'),
  ).toBeVisible();
  await expect(components.getByText(/AUR-PWR-24/)).toBeVisible();

  await page.getByRole('button', { name: 'Unlink AUR-PWR-24 from the kit' }).click();
  await page
    .getByRole('alertdialog', { name: 'Unlink this component?' })
    .getByRole('button', { name: 'Unlink component' })
    .click();
  await expect(
    page.getByText('AUR-PWR-24 Power Supply 24 V was unlinked from the kit.'),
  ).toBeVisible();
  await expect(components.getByText(/AUR-PWR-24/)).toHaveCount(0);
});
