import { expect, test } from '@playwright/test';
import { hostUrl } from './helpers';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signInWithSso } from './support/signIn';

/**
 * Manage users on the single-sign-on storefront (issue 17, spec 001 sections 4 and 5): Hugo, the
 * manager of Helixa Partner Labs, signs in through the local OpenID provider. The identity
 * provider owns activation and passwords, so only Edit is left on an active user, his own row
 * has no actions, and the page says why.
 */
test('an SSO manager sees his account’s users with only the actions an SSO storefront allows', async ({
  page,
}) => {
  await signInWithSso(page, { origin: hostUrl('sso'), username: 'hugo.sso' });
  await page.goto(hostUrl('sso', '/billing/manageusers'));
  const table = page.getByRole('table', { name: /^Users, page 1/ });
  await expect(table).toBeVisible({ timeout: 15_000 });

  await expect(page.getByRole('note')).toHaveText(
    'This storefront signs users in through your organisation’s identity provider: activate, deactivate and reset password are managed there.',
  );
  // His own row: no actions at all.
  const own = table.getByRole('row', { name: /Hugo Moreau/ });
  await expect(own).toContainText('(you)');
  await expect(own).toContainText('Manager');
  await expect(own.getByRole('button')).toHaveCount(0);
  await expect(own).toContainText('No actions');

  // The pool holds every storefront's users, mostly other accounts'; the gateway fills the page
  // with Helixa's own from the following pool pages: both users on page 1 and nothing to page.
  await expect(table.getByRole('row', { name: /Sophie Laurent/ })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);

  // A first-name search finds Sophie.
  const search = page.getByRole('searchbox', { name: 'Search by first name' });
  await search.fill('Sophie');
  await search.press('Enter');
  const found = page.getByRole('table', { name: /first name starting with Sophie$/ });
  // Only Helixa's users: the gateway lists the manager's own account.
  const sophie = found.getByRole('row', { name: /Sophie Laurent/ });
  await expect(sophie).toContainText('sophie.laurent@helixa-partners.test');
  await expect(sophie).toContainText('User');
  await expect(sophie).toContainText('Active');
  await expect(found.getByRole('row')).toHaveCount(2);

  // An active user: Edit only (activate, deactivate and reset password are the provider's).
  await page.getByRole('button', { name: 'Actions for Sophie Laurent' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Edit']);
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  // Inviting is still the manager's: the modal opens with the account's defaults.
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByRole('dialog', { name: 'Add user' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // On a phone each user is a card: no sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(found).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/manage-users-sso-390.png', fullPage: true });
  await expectNoSeriousAxeViolations(page);
});
