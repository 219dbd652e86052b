import { expect, test, type Page } from '@playwright/test';
import { hostUrl } from './helpers';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signInWithPassword } from './support/signIn';

const bell = (page: Page) => page.getByTestId('notification-bell');

test.use({ viewport: { width: 1366, height: 900 } });
// The second journey reads what the first changed (maria's notifications).
test.describe.configure({ mode: 'serial' });

test('a notification from the bell opens its record and the unread count drops', async ({
  page,
}) => {
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'maria.manager' });
  await expect(bell(page)).toHaveAccessibleName('Notifications, 4 unread');
  await expect(page.getByTestId('notification-count')).toHaveText('4');
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('link', { name: /Quote ready for review/ })).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(5);
  await expectNoSeriousAxeViolations(page);
  await panel.getByRole('link', { name: /Quote ready for review/ }).click();
  await page.waitForURL(hostUrl('portal', '/detail/tpl-quote-detail?recordId=0Q0Dn00000Quote101'));
  await expect(page.getByText('Q-00001005').first()).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 3 unread');
});

test('the notifications page pages through the history, opens one, and marks all read', async ({
  page,
}) => {
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'maria.manager' });
  await page.goto(hostUrl('portal', '/notifications'));
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByTestId('notification')).toHaveCount(20);
  await expect(page.getByText('3 unread')).toBeVisible();
  // Newest first: yesterday's launch note leads; the quote opened before is read now.
  await expect(list.getByTestId('notification').first()).toContainText(
    'New: Aurion 5L Spectral Flow Cytometer',
  );
  await expect(
    list.getByRole('link', { name: 'Quote ready for review', exact: true }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(list.getByTestId('notification')).toHaveCount(3);
  await page.getByRole('button', { name: 'Previous page' }).click();

  await page.getByRole('tab', { name: 'Unread (3)' }).click();
  await expect(list.getByTestId('notification')).toHaveCount(3);
  await list.getByRole('link', { name: /Support request updated/ }).click();
  await page.waitForURL(hostUrl('portal', '/billing/requests'));
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');

  await page.goto(hostUrl('portal', '/notifications'));
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('All caught up')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Unread (0)' }).click();
  await expect(page.getByText('You have no unread notifications.')).toBeVisible();
});
