import { expect, test, type Page, type Route } from '@playwright/test';
import { hostUrl } from './helpers';
import { signInWithPassword } from './support/signIn';
import { expectHydrated } from './support/serverPage';

/**
 * Support requests (issue 18) on the local stack: the list, a new request with formatted text and
 * an attachment (its draft surviving a reload and a failed send), the detail with its activity, a
 * comment, close and reopen; and hostile HTML in request and comment bodies never runs.
 */

const PORTAL = hostUrl('portal', '');

/** Hostile markup of the usual kinds: each would set window.__xss or open a dialog if it ran. */
const XSS_CORPUS = [
  '<img src=x onerror="window.__xss=1;alert(1)">',
  '<script>window.__xss=2;alert(2)</script>',
  '<svg><script>window.__xss=3</script></svg>',
  '<svg onload="window.__xss=4">',
  '<a href="javascript:window.__xss=5;alert(5)">click me</a>',
  '<iframe src="javascript:parent.__xss=6"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=7</script>"></iframe>',
  '<details open ontoggle="window.__xss=8">x</details>',
  '<p style="background:url(javascript:window.__xss=9)" onmouseover="window.__xss=10">hover</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=11"></style></mglyph></table></mtext></math>',
  '<form><button formaction="javascript:window.__xss=12">go</button></form>',
  '<object data="javascript:window.__xss=13"></object>',
  '<embed src="javascript:window.__xss=14">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=15>">',
  '<a href="&#106;avascript:window.__xss=16">entity</a>',
  '<input autofocus onfocus="window.__xss=17">',
  '<body onload="window.__xss=18">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=19">',
].join('');

/** Watches for any sign of script: a dialog, or the flag the corpus sets. */
async function watchForXss(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    (window as unknown as { __xss: number }).__xss = 0;
  });
  return dialogs;
}

async function xssFlag(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __xss: number }).__xss);
}

/** The makeCall data of a gateway request, and a way to change its payload on the way out. */
function makeCallOf(route: Route): { type: string | null; body: Record<string, unknown> } | null {
  const text = route.request().postData();
  if (!text) return null;
  try {
    const body = JSON.parse(text) as { variables?: { data?: string } };
    const data = JSON.parse(body.variables?.data ?? '{}') as { endpoint?: string };
    const type = new URL(String(data.endpoint ?? '/'), 'https://crm.invalid').searchParams.get(
      'type',
    );
    return { type, body: body as Record<string, unknown> };
  } catch {
    return null;
  }
}

function withPayload(
  body: Record<string, unknown>,
  change: (payload: Record<string, unknown>) => void,
): string {
  const variables = body.variables as { data: string };
  const data = JSON.parse(variables.data) as { payload: string };
  const payload = JSON.parse(data.payload) as Record<string, unknown>;
  change(payload);
  data.payload = JSON.stringify(payload);
  return JSON.stringify({ ...body, variables: { ...variables, data: JSON.stringify(data) } });
}

test.describe('support requests', () => {
  test.beforeEach(async ({ page }) => {
    await signInWithPassword(page, { origin: PORTAL, username: 'paul.portal' });
  });

  test('the list sorts, filters and pages the account’s requests', async ({ page }) => {
    await page.goto(`${PORTAL}/billing/requests`);
    const table = page.getByRole('table', { name: 'Support requests' });
    await expect(table.getByRole('row')).toHaveCount(21);
    await expect(page.getByText(/^\d+ requests/)).toBeVisible();
    // Newest first by default.
    await expect(table.getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await page.getByRole('button', { name: /^Closed/ }).click();
    await expect(table.getByRole('row').nth(1)).toContainText('Closed');
    const statuses = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
    expect(statuses.every((text) => text.includes('Closed'))).toBe(true);
    await table.getByRole('button', { name: 'Subject' }).click();
    await expect(table.getByRole('columnheader', { name: 'Subject' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await page
      .getByRole('navigation', { name: 'Support requests pages' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await expect(table.locator('tbody tr').first()).toBeVisible();
  });

  test('a request with formatted text and an attachment: draft kept, failure toasted, activity, comment, close and reopen', async ({
    page,
  }) => {
    const dialogs = await watchForXss(page);
    await page.goto(`${PORTAL}/billing/requests/new`);
    await page.getByLabel('Type').selectOption('Instrument service');
    await page.getByLabel('Subject').fill('Laser power drifts after warm-up');
    await page.getByLabel('Instrument and serial number').fill('Aurora CX-5, S/N CX5-20419');
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.click();
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Laser 2 drops');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' from 50 mW to 38 mW.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('QC passes in the morning');
    await page.keyboard.press('Enter');
    await page.keyboard.type('CV rises to 6 %');
    await expect(description.locator('strong')).toHaveText('Laser 2 drops');
    await expect(description.locator('ul li')).toHaveCount(2);

    // The draft survives a reload (attachments are chosen again): the server renders the form
    // empty, and the browser's draft comes back once the page is hydrated.
    await page.waitForTimeout(600);
    const reloaded = page.waitForResponse((response) => response.request().isNavigationRequest());
    await page.reload();
    expect(await (await reloaded).text()).toContain('data-first-page');
    await expectHydrated(page);
    await expect(page.getByText(/Draft restored from/)).toBeVisible();
    await expect(page.getByLabel('Subject')).toHaveValue('Laser power drifts after warm-up');
    await expect(page.getByRole('textbox', { name: 'Description' }).locator('strong')).toHaveText(
      'Laser 2 drops',
    );

    // A refused file says why; an allowed one uploads.
    await page.getByLabel('Attachments').setInputFiles({
      name: 'tool.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await expect(
      page.getByText('tool.exe: this file type cannot be attached.', { exact: false }),
    ).toBeVisible();
    await page.getByLabel('Attachments').setInputFiles({
      name: 'laser-diagnostics.log',
      mimeType: 'text/plain',
      buffer: Buffer.from('t=0 50.1 mW\nt=40 38.4 mW\n'),
    });
    await expect(page.getByText('Uploaded')).toBeVisible();

    // A failed send shows the error toast and keeps everything.
    let failures = 0;
    await page.route('**/graphql', async (route) => {
      if (makeCallOf(route)?.type === 'createRequest') {
        failures++;
        return route.fulfill({ status: 503, body: 'Service Unavailable' });
      }
      return route.continue();
    });
    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect(
      page.locator('.bf-toast, [role="alert"]').filter({ hasText: /\S/ }).first(),
    ).toBeVisible();
    expect(failures).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/billing\/requests\/new$/);
    await expect(page.getByLabel('Subject')).toHaveValue('Laser power drifts after warm-up');
    await expect(page.getByText('laser-diagnostics.log')).toBeVisible();

    // Sent again, with the XSS corpus added to the description on the way out.
    await page.unroute('**/graphql');
    await page.route('**/graphql', async (route) => {
      const call = makeCallOf(route);
      if (call?.type !== 'createRequest') return route.continue();
      return route.continue({
        postData: withPayload(call.body, (payload) => {
          payload.descriptionHtml = `${String(payload.descriptionHtml)}${XSS_CORPUS}`;
        }),
      });
    });
    await page.getByRole('button', { name: 'Submit request' }).click();
    await page.waitForURL(/\/billing\/requests\/request-REQ-\d{5}$/);
    await page.unroute('**/graphql');

    await expect(
      page.getByRole('heading', { name: 'Laser power drifts after warm-up' }),
    ).toBeVisible();
    const article = page.getByRole('article');
    await expect(article.locator('.bf-request-body strong').first()).toHaveText('Laser 2 drops');
    await expect(article.locator('.bf-request-body ul li')).toHaveCount(2);
    await expect(article.getByText('Aurora CX-5, S/N CX5-20419')).toBeVisible();
    const activity = page
      .getByRole('list')
      .filter({ has: page.getByText(/attached laser-diagnostics\.log/) });
    await expect(activity).toBeVisible();
    // The attachment downloads through the CRM.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'laser-diagnostics.log' }).click();
    expect((await download).suggestedFilename()).toBe('laser-diagnostics.log');

    // A comment, with the corpus injected too.
    await page.route('**/graphql', async (route) => {
      const call = makeCallOf(route);
      if (call?.type !== 'addRequestComment') return route.continue();
      return route.continue({
        postData: withPayload(call.body, (payload) => {
          payload.bodyHtml = `${String(payload.bodyHtml)}${XSS_CORPUS}`;
        }),
      });
    });
    await page.getByRole('textbox', { name: 'Your comment' }).click();
    await page.keyboard.type('Diagnostics were run ');
    await page.keyboard.press('Control+i');
    await page.keyboard.type('twice');
    await page.getByRole('button', { name: 'Add comment' }).click();
    await expect(page.locator('.bf-request-activity-comment em')).toHaveText('twice');
    await expect(page.getByText('Paul Okafor commented')).toBeVisible();
    await page.unroute('**/graphql');

    await page.getByRole('button', { name: 'Close request' }).click();
    await expect(page.getByText('Paul Okafor closed the request')).toBeVisible();
    await expect(
      page.getByText('This request is closed. Reopen it to add a comment.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Reopen request' }).click();
    await expect(page.getByText('Paul Okafor reopened the request')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your comment' })).toBeVisible();

    // Nothing of the corpus ran, and none of its elements made it into the page.
    await page.mouse.move(10, 10);
    await page.locator('.bf-request-body').last().hover();
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Laser power drifts after warm-up' }),
    ).toBeVisible();
    await expect(page.locator('.bf-request-body').first()).toBeVisible();
    expect(await xssFlag(page)).toBe(0);
    expect(dialogs).toEqual([]);
    expect(
      await page
        .locator('.bf-request-body')
        .evaluateAll((bodies) =>
          bodies.some((body) =>
            body.querySelector(
              'script, img, svg, iframe, object, embed, form, input, details, math, [onerror], [onload], [style], a[href^="javascript"]',
            ),
          ),
        ),
    ).toBe(false);
    // The draft was cleared once the request was made.
    await page.goto(`${PORTAL}/billing/requests/new`);
    await expect(page.getByLabel('Subject')).toHaveValue('');
    await expect(page.getByText(/Draft restored from/)).toHaveCount(0);
  });

  test('hostile HTML pasted into the editor is cleaned and never runs', async ({ page }) => {
    const dialogs = await watchForXss(page);
    await page.goto(`${PORTAL}/billing/requests/new`);
    await page.getByLabel('Type').selectOption('Technical question');
    await page.getByLabel('Subject').fill('Pasted from a lab notebook');
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.click();
    await description.evaluate((element, html) => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        `<h2 style="color:red" class="x">Notes</h2><p><b>bold</b> text</p>${html}`,
      );
      data.setData('text/plain', 'Notes');
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, XSS_CORPUS);
    await expect(description.locator('h2')).toHaveText('Notes');
    await expect(description.locator('h2')).not.toHaveAttribute('style');
    expect(await description.locator('img, script, iframe, svg').count()).toBe(0);
    await page.getByRole('button', { name: 'Submit request' }).click();
    await page.waitForURL(/\/billing\/requests\/request-REQ-\d{5}$/);
    await expect(page.locator('.bf-request-body h2')).toHaveText('Notes');
    expect(await xssFlag(page)).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test('another account’s request reads as not found, and /billing/cases links each case to its page', async ({
    page,
  }) => {
    // REQ-00064 is Helixa Partner Labs' (sophie.sso), not Northgate's.
    await page.goto(`${PORTAL}/billing/requests/request-REQ-00064`);
    await expect(page.getByText('The request could not be loaded.')).toBeVisible();
    await expect(page.getByText('Request not found.')).toBeVisible();

    await page.goto(`${PORTAL}/billing/cases`);
    const first = page.getByRole('table').getByRole('link').first();
    const number = (await first.textContent())?.trim() ?? '';
    expect(number).toMatch(/^REQ-\d{5}$/);
    await first.click();
    await page.waitForURL(new RegExp(`/billing/requests/request-${number}$`));
    await expect(page.getByRole('article')).toContainText(number);
  });

  test('typed and sent before the page is interactive: sent once, nothing lost, nothing in the address', async ({
    page,
  }) => {
    // The page's scripts are held: the visitor works in the server's HTML before React takes it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    const sends: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.method() === 'POST' && body.includes('Our centrifuge rattles at speed.')) {
        sends.push(request.url());
      }
    });
    await page.goto(`${PORTAL}/support`, { waitUntil: 'commit' });
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send' }) });
    await form.getByLabel(/Full name/).fill('Paul Okafor');
    await form.getByLabel(/^Email/).fill('paul.okafor@northgate-labs.test');
    await form.getByLabel(/Topic/).selectOption('Instrument service');
    await form.getByLabel(/Message/).fill('Our centrifuge rattles at speed.');
    await form.getByRole('button', { name: 'Send' }).click();
    // Held back, not sent the browser's way: the page stays, with no field in its address.
    await expect(page).toHaveURL(`${PORTAL}/support`);
    expect(await page.locator('html').getAttribute('data-bf-hydrated')).toBeNull();

    release();
    await expect(
      page.getByText('Thank you. A specialist will reply within one business day.'),
    ).toBeVisible({ timeout: 15_000 });
    expect(sends).toHaveLength(1);
    await page.goto(`${PORTAL}/billing/requests`);
    await expect(
      page.getByRole('table', { name: 'Support requests' }).getByRole('link', {
        name: 'Instrument service: Our centrifuge rattles at speed.',
      }),
    ).toBeVisible();
  });

  test('the support page form opens a request that shows in the list', async ({ page }) => {
    await page.goto(`${PORTAL}/support`);
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send' }) });
    await form.getByLabel(/Full name/).fill('Paul Okafor');
    await form.getByLabel(/^Email/).fill('paul.okafor@northgate-labs.test');
    await form.getByLabel(/Topic/).selectOption('Instrument service');
    await form.getByLabel(/Message/).fill('Our sorter clogs every morning.');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(
      page.getByText('Thank you. A specialist will reply within one business day.'),
    ).toBeVisible();
    await page.goto(`${PORTAL}/billing/requests`);
    await expect(
      page.getByRole('table', { name: 'Support requests' }).getByRole('link', {
        name: 'Instrument service: Our sorter clogs every morning.',
      }),
    ).toBeVisible();
  });
});
