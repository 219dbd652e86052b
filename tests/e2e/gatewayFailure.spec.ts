import { expect, test } from '@playwright/test';
import { hostUrl, serverUrl } from './helpers';

test.afterEach(async ({ request }) => {
  await request.delete(`${serverUrl}/__test__/faults`);
});

test('a failed gateway call shows the error toast, and the page recovers on the next visit', async ({
  page,
  request,
}) => {
  await page.goto(hostUrl('guest'));
  await expect(page.locator('header [data-component="header"]')).toBeVisible();

  const faults = await request.post(`${serverUrl}/__test__/faults`, {
    data: [{ operation: 'getTemplateBlock', kind: 'status', status: 500, times: 1 }],
  });
  expect(faults.ok()).toBe(true);

  // A click without the pointer's hover: hovering prefetches the page, and a prefetch that took
  // the one-time fault and failed before the click (a busy machine) left the click's own read to
  // succeed, so no error page.
  await page.locator('header').getByRole('link', { name: 'About' }).first().dispatchEvent('click');
  const toast = page.getByRole('alert');
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('An internal failure occurred.');
  await expect(page.getByRole('heading', { name: 'Internal Server Error' })).toBeVisible();

  // The fault was for one request only: the same page loads on the next navigation.
  await page.goto(hostUrl('guest', '/about'));
  await expect(page.locator('main [data-block-id]').first()).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Internal Server Error' })).toHaveCount(0);
});
