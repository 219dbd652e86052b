import { expect, test } from '@playwright/test';
import { hostUrl } from './helpers';
import { signInWithPassword } from './support/signIn';

/**
 * Spec 000 section 2: the cart route sends a signed-in user to the guidance step first while it is
 * not completed; once it is, the cart opens directly for the rest of the visit.
 */
test('a signed-in user meets the guidance step before the cart, then goes straight to the cart', async ({
  page,
}) => {
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'paul.portal' });
  await page.goto(hostUrl('portal', '/cart'));
  await expect(page).toHaveURL(hostUrl('portal', '/guidance'));
  await expect(page.getByRole('heading', { name: 'Before you check out' })).toBeVisible();

  await page.getByRole('button', { name: 'Continue to cart' }).click();
  await expect(page.getByText('Please answer every question to continue.')).toBeVisible();
  await expect(page).toHaveURL(hostUrl('portal', '/guidance'));

  // The radios themselves are visually hidden (React Aria): the customer clicks their labels.
  const frozen = page.getByRole('radiogroup', { name: /frozen/ });
  await frozen.getByText('Yes', { exact: true }).click();
  await expect(frozen.getByRole('radio', { name: 'Yes' })).toBeChecked();
  const early = page.getByRole('radiogroup', { name: /before 10 am/ });
  await early.getByText('No', { exact: true }).click();
  await expect(early.getByRole('radio', { name: 'No' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue to cart' }).click();
  await expect(page).toHaveURL(hostUrl('portal', '/cart'));

  await page.goto(hostUrl('portal', '/'));
  await page.goto(hostUrl('portal', '/cart'));
  await expect(page).toHaveURL(hostUrl('portal', '/cart'));
});
