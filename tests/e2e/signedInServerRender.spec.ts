import { expect, test, type BrowserContext } from '@playwright/test';
import { hostUrl, serverUrl } from './helpers';
import { accountMenuButton, signInWithPassword, signOut } from './support/signIn';
import { expectHydrated, recordConsoleErrors } from './support/serverPage';

/**
 * A signed-in visitor's first page rendered on the server (issue 22): after sign-in the client
 * hands its token to the server, which keeps it in an HttpOnly cookie and renders the visitor's
 * pages with it, so the login-required portal shows the signed-in page even without JavaScript;
 * with JavaScript the client adopts that page without a hydration error.
 */

const SESSION_COOKIE = 'bf-session';
const PORTAL_HERO = 'See every cell. Read every genome.';

/** The session cookie of the portal, once the client has handed its token over. */
async function sessionCookie(context: BrowserContext) {
  let found: Awaited<ReturnType<BrowserContext['cookies']>>[number] | undefined;
  await expect
    .poll(
      async () => {
        found = (await context.cookies(hostUrl('portal'))).find((c) => c.name === SESSION_COOKIE);
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

test.beforeEach(async ({ request }) => {
  await request.delete(`${serverUrl}/__test__/csp-reports`);
});

test.afterEach(async ({ request }) => {
  const reports = (await (await request.get(`${serverUrl}/__test__/csp-reports`)).json()) as [];
  expect(reports).toEqual([]);
});

test('after sign-in, the portal shows the signed-in page without JavaScript', async ({
  page,
  browser,
}) => {
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'maria.manager' });
  const cookie = await sessionCookie(page.context());
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  // No page script reads it.
  expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);

  // The same browser's cookies, JavaScript off: the server renders the signed-in page itself.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  const response = await plain.goto(hostUrl('portal'));
  expect(response?.headers()['cache-control']).toBe('private, no-cache');
  expect(plain.url()).toBe(hostUrl('portal'));
  await expect(plain.getByRole('heading', { name: PORTAL_HERO })).toBeVisible();
  await expect(accountMenuButton(plain)).toBeVisible();
  await expect(accountMenuButton(plain)).toContainText('Maria');
  await expect(plain.getByTestId('header-active-account')).toHaveText(
    'Northgate Research Laboratories',
  );
  await expect(plain.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
  // Another page of the portal too.
  await plain.goto(hostUrl('portal', '/about'));
  await expect(accountMenuButton(plain)).toContainText('Maria');
  await expect(plain.locator('main [data-component]').first()).toBeVisible();
  await noScript.close();
});

test('the signed-in page hydrates without an error, and sign-out drops the cookie', async ({
  page,
  browser,
}) => {
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'maria.manager' });
  await sessionCookie(page.context());
  const errors = recordConsoleErrors(page);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql')) calls.push(String(request.postData()));
  });
  const html = page.waitForResponse((r) => r.url() === hostUrl('portal') && r.status() === 200);
  await page.goto(hostUrl('portal'));
  const body = await (await html).text();
  expect(body).toContain('data-first-page');
  expect(body).toContain('bf-header-account-name">Maria<');
  await expectHydrated(page);
  await expect(page.getByRole('heading', { name: PORTAL_HERO })).toBeVisible();
  // The template came with the HTML.
  expect(calls.filter((c) => c.includes('getTemplateBlock'))).toEqual([]);
  // Interactive: the account menu opens.
  await accountMenuButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(errors).toEqual([]);

  // Signing out removes the server's cookie: without JavaScript the portal is signed out again.
  await signOut(page);
  await page.waitForURL((url) => url.pathname === '/login');
  await expect
    .poll(async () =>
      (await page.context().cookies(hostUrl('portal'))).some((c) => c.name === SESSION_COOKIE),
    )
    .toBe(false);
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto(hostUrl('portal'));
  await expect(plain.getByRole('heading', { name: PORTAL_HERO })).toHaveCount(0);
  await expect(accountMenuButton(plain)).toHaveCount(0);
  await noScript.close();
});

test('a browser whose stored session is gone falls back to the client and drops the cookie', async ({
  page,
}) => {
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'maria.manager' });
  await sessionCookie(page.context());
  // The tokens leave local storage (another tab signed out, storage cleared), the cookie stays.
  await page.evaluate(() => localStorage.clear());
  const html = page.waitForResponse((r) => r.url() === hostUrl('portal') && r.status() === 200);
  await page.goto(hostUrl('portal'));
  expect(await (await html).text()).toContain('data-first-page');
  // The client does not adopt a signed-in page it holds no session for: it renders its own.
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(accountMenuButton(page)).toHaveCount(0);
  await expect
    .poll(async () =>
      (await page.context().cookies(hostUrl('portal'))).some((c) => c.name === SESSION_COOKIE),
    )
    .toBe(false);
});
