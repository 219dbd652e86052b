import { expect, test, type Page } from '@playwright/test';
import { DEMO_STOREFRONTS } from '../../server/shared/demo';
import { hostUrl } from './helpers';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signInWithPassword } from './support/signIn';
import { expectHydrated } from './support/serverPage';

/** Screenshots of the page at the three widths, for review (test-results/, not committed). */
async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [390, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `test-results/configurator/${name}-${width}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

// A signed-in user meets the guidance step before the cart (spec 001 section 2); this journey is
// about the configuration, so the step counts as done.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(
    (ids) => {
      for (const id of ids) sessionStorage.setItem(`bf-guidance-completed-${id}`, '1');
    },
    Object.values(DEMO_STOREFRONTS).map((storefront) => storefront.storefrontId),
  );
});

/**
 * Adds a marker through the marker search (React Aria ComboBox): typed as a person types, then
 * picked by mouse, or with the keyboard (arrow down to the first match, Enter).
 */
async function addMarker(
  page: Page,
  marker: string,
  pick: 'mouse' | 'keyboard' = 'mouse',
): Promise<void> {
  const field = page.getByRole('combobox', { name: 'Add a marker' });
  await field.pressSequentially(marker);
  const option = page.getByRole('option', { name: marker, exact: true });
  await expect(option).toBeVisible();
  if (pick === 'keyboard') {
    await field.press('ArrowDown');
    await expect(option).toHaveAttribute('data-focused', 'true');
    await field.press('Enter');
  } else await option.click();
  await expect(page.getByLabel(`Fluorochrome for ${marker}`)).toBeVisible();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test('a portal user configures a panel, fixes an overlap, adds it to the cart, reopens and changes it', async ({
  page,
}) => {
  await signInWithPassword(page, { origin: hostUrl('portal'), username: 'paul.portal' });
  await page.goto(hostUrl('portal', '/configurator'));
  await expect(
    page.getByRole('heading', { name: 'Build a flow cytometry panel', level: 1 }),
  ).toBeVisible();
  // The server's page: its React Aria search and radio cards work once its scripts adopted it.
  await expectHydrated(page, 20_000);

  // 1. The instrument: the fluorochromes offered follow its lasers and detectors.
  // The radio itself is visually hidden (React Aria): the customer clicks its card.
  await page.getByText('Aurion 4L Flow Cytometer', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /Aurion 4L Flow Cytometer/ })).toBeChecked();
  // 2. Markers, 3. a fluorochrome each.
  await addMarker(page, 'CD3');
  await addMarker(page, 'CD4');
  await page.getByLabel('Fluorochrome for CD3').selectOption('PE');
  await page.getByLabel('Fluorochrome for CD4').selectOption('PE-Dazzle 594');

  const overlap = page.getByText(/PE \(CD3\) and PE-Dazzle 594 \(CD4\) overlap strongly/);
  await expect(overlap).toBeVisible();
  await expect(page.getByText(/How to fix: Choose .* for CD4 instead\./)).toBeVisible();
  // Each choice shows where it is read, its price and availability.
  await expect(page.getByText(/Read in YG1 \(586\/15\)/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'overlap');

  // The fix: CD4 moves to APC on the red laser; the warning goes.
  await page.getByLabel('Fluorochrome for CD4').selectOption('APC');
  await expect(overlap).toHaveCount(0);
  const saved = page.waitForResponse(
    async (response) =>
      response.url().includes('/graphql') &&
      (response.request().postData() ?? '').includes('saveItemToQuote'),
  );
  await page.getByRole('button', { name: 'Save and add to cart' }).click();
  await saved;
  await expect(page.getByRole('status').filter({ hasText: 'is in your cart' })).toBeVisible();
  // The address takes the saved configuration's id by a navigation of its own, after the status.
  await expect.poll(() => new URL(page.url()).searchParams.get('configurationId')).toBeTruthy();
  const configurationId = new URL(page.url()).searchParams.get('configurationId');

  // The cart shows the configured lines with the way back to the configuration.
  await page.goto(hostUrl('portal', '/cart'));
  const change = page.getByRole('link', {
    name: /Change the configuration of CD4 Monoclonal Antibody .*, APC/,
  });
  await expect(change).toBeVisible();
  await expect(
    page.getByRole('link', { name: /Change the configuration of CD3 Monoclonal Antibody .*, PE$/ }),
  ).toBeVisible();
  await screenshots(page, 'cart');
  await change.click();

  // Reopened: the saved choices are back; a third marker is added and saved over it.
  await expect(page).toHaveURL(new RegExp(`configurationId=${configurationId}`));
  await expect(page.getByLabel('Fluorochrome for CD4')).toHaveValue('APC');
  await expect(page.getByRole('radio', { name: /Aurion 4L Flow Cytometer/ })).toBeChecked();
  await addMarker(page, 'CD8a', 'keyboard');
  await page.getByLabel('Fluorochrome for CD8a').selectOption('BV711');
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'reopened');
  await page.getByRole('button', { name: 'Save changes and update cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Configuration updated' })).toBeVisible();

  await page.goto(hostUrl('portal', '/cart'));
  await expect(
    page.getByRole('link', {
      name: /Change the configuration of CD8a Monoclonal Antibody .*, BV711/,
    }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^Change the configuration of/ })).toHaveCount(3);
});

test('an instrument explains its compatibility rules and refuses a broken combination', async ({
  page,
}) => {
  await page.goto(hostUrl('guest', '/configurator?itemId=a1Cellaris0001149'));
  await expect(
    page.getByRole('heading', { name: 'Cellaris Sortera 6-Way Cell Sorter', level: 1 }),
  ).toBeVisible();
  await expectHydrated(page, 20_000);
  await expect(page.getByText(/Requires Sample Injection Probe for Sortera\./)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Plate Loader for Sortera' }).check();
  await expect(
    page.getByText(/Plate Loader for Sortera requires Sample Injection Probe for Sortera/).first(),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: 'Sample Injection Probe for Sortera' }).check();
  await expect(page.getByText(/Must fix:/)).toHaveCount(0);
  // Guests are asked to sign in to save.
  await expect(page.getByRole('link', { name: 'Sign in to save' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'instrument');
});

test('upload mode leaves the page to the upload block', async ({ page }) => {
  await page.goto(hostUrl('guest', '/configurator?itemId=a1Cellaris0000901&mode=upload'));
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { name: /B Cell Panel Kit/ })).toHaveCount(0);
  // An Upload Configuration item (the catalogue card's Upload action opens this address): the
  // upload for that item, saying the file replaces its configuration, and no builder.
  await page.goto(hostUrl('guest', '/configurator?itemId=GX-PN-20001&mode=upload'));
  await expect(page.getByRole('heading', { name: 'Upload a configuration' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Pan-Cancer NGS Panel, 523 genes')).toBeVisible();
  await expect(page.getByText(/the file replaces this item’s configuration/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Build a flow cytometry panel' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});
