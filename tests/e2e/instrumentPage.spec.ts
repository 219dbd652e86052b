import { expect, test, type BrowserContext, type Page, type Response } from '@playwright/test';
import { hostUrl } from './helpers';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signInWithPassword, signInWithSso } from './support/signIn';

/**
 * An instrument's own page (issue 19), `/service/instrument/{id}`: Priya, a lab member of
 * Northgate (portal), and Hugo, a manager of Helixa (SSO). Neither cart is one another journey
 * reads, so the parts added here change no other journey.
 */

test.describe.configure({ mode: 'serial' });

const SHOTS = 'test-results/instrument-page';
const WIDTHS = [390, 768, 1366] as const;

/** The getInstrument answers the page received (the gateway's responses, bodies as text). */
function instrumentAnswers(page: Page): Promise<string>[] {
  const answers: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    if (!response.url().endsWith('/graphql')) return;
    if (!(response.request().postData() ?? '').includes('type=getInstrument')) return;
    answers.push(response.text());
  });
  return answers;
}

const SESSION_COOKIE = 'bf-session';

/** Waits until the client has handed its token to the server (the HttpOnly session cookie). */
async function sessionCookie(context: BrowserContext, host: 'portal' | 'sso') {
  await expect
    .poll(
      async () =>
        (await context.cookies(hostUrl(host))).some((cookie) => cookie.name === SESSION_COOKIE),
      { timeout: 10_000 },
    )
    .toBe(true);
}

async function screenshots(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('pick an instrument, read its article, add its part to the cart; another account’s instrument is 404', async ({
  page,
}) => {
  const answers = instrumentAnswers(page);
  await signInWithPassword(page, { origin: hostUrl('portal', ''), username: 'priya.nair' });
  await page.goto(hostUrl('portal', '/service'));
  await page
    .getByRole('link', {
      name: 'Aurion 5L Spectral Flow Cytometer (SN AUR5L-21-004187): details, troubleshooting and parts',
    })
    .click();
  await expect(page).toHaveURL(/\/service\/instrument\/a0IBNorth0001$/);

  // Its details.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Aurion 5L Spectral Flow Cytometer' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Aurion 5L Spectral Flow Cytometer \(SN AUR5L-21-004187\) \|/);
  const facts = page.locator('.bf-instrument-facts');
  await expect(facts.getByText('AUR5L-21-004187')).toBeVisible();
  for (const term of [
    'Model',
    'Serial number',
    'Installed',
    'Location',
    'Service contract',
    'Warranty',
  ])
    await expect(facts.getByText(term, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open a case for this instrument' })).toHaveAttribute(
    'href',
    '/new-case?model=Aurion+5L+Spectral+Flow+Cytometer%2C+SN+AUR5L-21-004187',
  );
  // The parts search is for its model.
  await expect(
    page.getByText(/parts for Aurion 5L Spectral Flow Cytometer \(SN AUR5L-21-004187\)/).first(),
  ).toBeVisible();

  // The knowledge search is for its model: search a symptom, read the article.
  await expect(page.getByLabel('Model')).toHaveValue('Aurion 5L');
  const box = page.getByRole('combobox', { name: 'Describe the symptom' });
  await box.fill('laser power drops');
  await box.press('Enter');
  await expect(page).toHaveURL(/q=laser\+power\+drops/);
  await page.getByRole('link', { name: 'Laser power drops after warm-up' }).first().click();
  const article = page.getByRole('article', { name: 'Laser power drops after warm-up' });
  await expect(article).toBeVisible();

  // The article's part, added with a quantity; the article shows what the cart holds.
  const row = article.getByRole('row', { name: /AUR-LM488-02/ });
  await expect(row.locator('.bf-kb-part-in-cart')).toHaveText('0');
  await row.getByRole('textbox', { name: 'Quantity of AUR-LM488-02' }).fill('2');
  await row.getByRole('button', { name: 'Add to cart AUR-LM488-02' }).click();
  await expect(row.getByText('Added 2 × AUR-LM488-02 to your cart.')).toBeVisible();
  await expect(row.locator('.bf-kb-part-in-cart')).toHaveText('2');

  // The parts cart below has it.
  const cartLines = page.getByRole('table', { name: /^Lines of / });
  await expect(cartLines.getByRole('textbox', { name: 'Quantity of AUR-LM488-02' })).toHaveValue(
    '2',
  );
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'portal');

  // Another account's instrument (Helixa's): the server renders the page as Priya (her session
  // cookie), the CRM answers 404, so the document itself is a 404 and the page the 404 page.
  await sessionCookie(page.context(), 'portal');
  const foreign = await page.goto(hostUrl('portal', '/service/instrument/a0IBHelix0001'));
  expect(foreign?.status()).toBe(404);
  expect(foreign?.headers()['cache-control']).toBe('private, no-cache');
  await expect(page.getByRole('heading', { name: /Page Not Found/i })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'HelixSeq X Sequencer' })).toHaveCount(0);
  // An id no account has: the same.
  const unknown = await page.goto(hostUrl('portal', '/service/instrument/a0IBNoSuchId99'));
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: /Page Not Found/i })).toBeVisible();

  // The client's render, when the server holds no session for the browser (the cookie gone, the
  // tokens still in local storage): the document says 200, the client reads getInstrument itself
  // and draws the 404 page from the CRM's 404.
  await page.context().clearCookies({ name: SESSION_COOKIE });
  const answered = answers.length;
  const clientRendered = await page.goto(hostUrl('portal', '/service/instrument/a0IBHelix0001'));
  expect(clientRendered?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: /Page Not Found/i })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'HelixSeq X Sequencer' })).toHaveCount(0);
  await expect.poll(() => answers.length).toBeGreaterThan(answered);
  const bodies = await Promise.all(answers);
  // The CRM's answer inside the gateway's (batched, JSON in JSON) response: 404.
  expect(bodies.at(-1)).toMatch(
    /statusCode[\\"]+:404,[\\"]+content[\\"]+:[\\"]+ERROR: Instrument not found\./,
  );
});

test('the SSO storefront: an instrument page of the partner account; a Northgate id is 404', async ({
  page,
}) => {
  await signInWithSso(page, { origin: hostUrl('sso', ''), username: 'hugo.sso' });
  await page.goto(hostUrl('sso', '/service'));
  await page
    .getByRole('link', { name: /^HelixSeq X Sequencer \(SN HSQX-22-000007\): details/ })
    .click();
  await expect(page).toHaveURL(/\/service\/instrument\/a0IBHelix0001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'HelixSeq X Sequencer' })).toBeVisible();
  await expect(page.locator('.bf-instrument-facts').getByText('HSQX-22-000007')).toBeVisible();
  await expect(page.getByLabel('Model')).toHaveValue('HelixSeq X');
  await expect(page.getByRole('heading', { name: 'Parts for this instrument' })).toBeVisible();
  // The parts results are dimmed while the model-scoped search replaces the first page.
  await expect(page.locator('.bf-parts-results:not([aria-busy])')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'sso');

  await sessionCookie(page.context(), 'sso');
  const foreign = await page.goto(hostUrl('sso', '/service/instrument/a0IBNorth0001'));
  expect(foreign?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: /Page Not Found/i })).toBeVisible();
});
