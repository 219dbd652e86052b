import { expect, test } from '@playwright/test';
import { hostUrl } from './helpers';
import { signInWithPassword } from './support/signIn';

test('a plain password user signs in on the portal and lands on the home page', async ({
  page,
}) => {
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'maria.manager' });
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByText('Maria Keller')).toBeVisible();
});
