import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { hostUrl, serverUrl } from './helpers';
import { FIRST_PAGE_ELEMENT_ID } from '../../schemas/firstPage';
import { expectNoSeriousAxeViolations } from './support/axe';

/** The searches the page sends to retrieveCatalogNG (each batched field counted), as jsonData. */
function recordSearches(page: Page): Record<string, unknown>[] {
  const searches: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/graphql')) return;
    const variables =
      (request.postDataJSON() as { variables?: Record<string, unknown> } | null)?.variables ?? {};
    for (const [name, value] of Object.entries(variables)) {
      if (!/^data(_\d+)?$/.test(name) || typeof value !== 'string') continue;
      const data = JSON.parse(value) as { endpoint?: string; payload?: string };
      const type = data.endpoint
        ? new URL(data.endpoint, 'http://crm.invalid').searchParams.get('type')
        : null;
      if (type !== 'retrieveCatalogNG' || !data.payload) continue;
      const payload = JSON.parse(data.payload) as { jsonData?: string };
      if (payload.jsonData) searches.push(JSON.parse(payload.jsonData) as Record<string, unknown>);
    }
  });
  return searches;
}

/**
 * The catalogue searches the server answered while rendering a page (its first page's dehydrated
 * queries, FirstPageReads), as jsonData: the browser does not send these again.
 */
function serverSearches(html: string): Record<string, unknown>[] {
  const script = new RegExp(
    `<script type="application/json" id="${FIRST_PAGE_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  if (!script) return [];
  const payload = JSON.parse(script[1]!) as { queries?: { queries?: { queryKey: unknown }[] } };
  const searches: Record<string, unknown>[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    if (record.type === 'retrieveCatalogNG') {
      const jsonData = (record.payload as { jsonData?: unknown } | undefined)?.jsonData;
      if (typeof jsonData === 'string')
        searches.push(JSON.parse(jsonData) as Record<string, unknown>);
      return;
    }
    Object.values(record).forEach(visit);
  };
  for (const query of payload.queries?.queries ?? []) visit(query.queryKey);
  return searches;
}

/** A guest storefront page as a crawler gets it (Node does not resolve *.localhost). */
const guestPage = (request: APIRequestContext, path: string) =>
  request.get(`${serverUrl}${path}`, { headers: { host: `guest.localhost:${E2E_PORT}` } });

/** Waits until a search with these fields has been sent (a request goes out after the URL changes). */
async function expectSearch(searches: Record<string, unknown>[], fields: Record<string, unknown>) {
  await expect
    .poll(() =>
      searches.some((search) => Object.entries(fields).every(([k, v]) => search[k] === v)),
    )
    .toBe(true);
}

const headerField = (page: Page) =>
  page.locator('.bf-header').getByRole('combobox', { name: 'Search products' });

/** The count a catalogue's choice shows, as a number. */
async function choiceCount(page: Page, name: RegExp): Promise<number> {
  const choice = page.getByRole('group', { name: 'Catalogues' }).getByRole('button', { name });
  await expect(choice.locator('.bf-catalogue-scope-count')).toHaveText(/^[\d,]+$/);
  return Number(
    (await choice.locator('.bf-catalogue-scope-count').textContent())!.replace(/,/g, ''),
  );
}

test.beforeEach(async ({ request }) => {
  await request.delete(`${serverUrl}/__test__/faults`);
});

test('Enter in the header search opens the results of every catalogue, counted per catalogue, sorted and paged', async ({
  page,
}) => {
  const searches = recordSearches(page);
  await page.goto(hostUrl('guest'));
  await headerField(page).fill('kit');
  await headerField(page).press('Enter');
  await page.waitForURL(hostUrl('guest', '/search?q=kit'));

  await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
  const summary = page.locator('.bf-catalogue-summary');
  await expect(summary).toHaveText(/^\d+ results for “kit”$/);
  const total = Number((await summary.textContent())!.split(' ')[0]);
  // The query stays in both fields.
  await expect(headerField(page)).toHaveValue('kit');
  await expect(page.getByRole('searchbox', { name: 'Search the catalogue' })).toHaveValue('kit');
  // Every catalogue was searched (no catalogId), and each catalogue counted on its own.
  expect(searches).toContainEqual(
    expect.objectContaining({ catalogId: null, searchText: 'kit', page: 1, pageSize: 24 }),
  );
  const cytometry = await choiceCount(page, /Flow Cytometry & Imaging/);
  const genomics = await choiceCount(page, /Genomics/);
  expect(cytometry).toBeGreaterThan(0);
  expect(genomics).toBeGreaterThan(0);
  expect(cytometry + genomics).toBe(total);
  expect(await choiceCount(page, /All catalogues/)).toBe(total);

  // The product cards of the catalogue, each linking to its own catalogue's product template.
  const cards = page.locator('.bf-catalogue-items article');
  await expect(cards).toHaveCount(Math.min(total, 24));
  const hrefs = await cards
    .locator('.bf-card-title a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.every((href) => /^\/(product_detail|genomics_product)\//.test(href))).toBe(true);
  await expectNoSeriousAxeViolations(page);

  // One catalogue: its count, its results, the URL says so.
  await page
    .getByRole('group', { name: 'Catalogues' })
    .getByRole('button', { name: /^Genomics/ })
    .click();
  await page.waitForURL(/catalog=ecat-genomics/);
  await expect(summary).toHaveText(`${genomics} results for “kit”`);
  await expectSearch(searches, { catalogId: 'ecat-genomics', searchText: 'kit' });
  await expect(
    page.getByRole('group', { name: 'Catalogues' }).getByRole('button', { name: /^Genomics/ }),
  ).toHaveAttribute('aria-pressed', 'true');

  // Sorting by price, low to high: the cards' prices rise.
  await page
    .getByRole('group', { name: 'Catalogues' })
    .getByRole('button', { name: /All catalogues/ })
    .click();
  await page.getByLabel('Sort by').selectOption('price-asc');
  await page.waitForURL(/sort=price-asc/);
  await expectSearch(searches, { catalogId: null, sort: 'price-asc' });
  await expect(cards.first()).toBeVisible();
  const prices = await page
    .locator('.bf-catalogue-items article .bf-card-fields div')
    .filter({ hasText: 'Price' })
    .locator('dd')
    .allTextContents();
  const amounts = prices.map((text) => Number(text.replace(/[^\d.]/g, '')));
  expect(amounts.length).toBeGreaterThan(1);
  expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);

  // Paging: 12 per page, the second page.
  await page.getByLabel('Per page').selectOption('12');
  await expect(cards).toHaveCount(12);
  const pages = page.getByRole('navigation', { name: 'Catalogue pages' });
  await pages.getByRole('button', { name: 'Next page' }).click();
  await page.waitForURL(/page=2/);
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The last page's number is offered too.
  await expect(pages.getByRole('button', { name: `Page ${Math.ceil(total / 12)}` })).toBeVisible();
  await expectSearch(searches, { page: 2, pageSize: 12, searchText: 'kit' });
});

test('"See all results" in the suggestions opens the results page by keyboard', async ({
  page,
}) => {
  await page.goto(hostUrl('guest'));
  await headerField(page).fill('HelixSeq');
  const list = page.getByRole('listbox', { name: 'Product suggestions' });
  const all = list.getByRole('option', { name: 'See all results for “HelixSeq”' });
  await expect(all).toBeVisible();
  const options = await list.getByRole('option').count();
  for (let index = 0; index < options; index++) await headerField(page).press('ArrowDown');
  await expect(all).toHaveAttribute('aria-selected', 'true');
  await headerField(page).press('Enter');
  await page.waitForURL(hostUrl('guest', '/search?q=HelixSeq'));
  await expect(page.locator('.bf-catalogue-summary')).toHaveText(/results? for “HelixSeq”$/);
  await expect(page.locator('.bf-catalogue-items article').first()).toContainText('HelixSeq');
  await expect(headerField(page)).toHaveValue('HelixSeq');
});

test('the results page is rendered on the server for guests, and says when nothing matches', async ({
  page,
  request,
}) => {
  const answer = await guestPage(request, '/search?q=zzqx');
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toContain('data-first-page');
  expect(html).toMatch(/<h1[^>]*>Search results<\/h1>/);

  await page.goto(hostUrl('guest', '/search?q=zzqx'));
  await expect(page.getByText('No products match “zzqx”.')).toBeVisible();
  await expect(page.getByText('Check the spelling, try fewer words or a SKU')).toBeVisible();
  await expect(headerField(page)).toHaveValue('zzqx');
  await expectNoSeriousAxeViolations(page);

  // No text yet: the page asks for one and searches nothing.
  const searches = recordSearches(page);
  await page.goto(hostUrl('guest', '/search'));
  await expect(page.getByRole('heading', { name: 'Search every catalogue' })).toBeVisible();
  expect(searches.filter((search) => search.pageSize !== 6)).toEqual([]);
});

test('a failed search shows the error with a retry that recovers', async ({ page, request }) => {
  await request.post(`${serverUrl}/__test__/faults`, {
    data: [{ type: 'retrieveCatalogNG', kind: 'status', status: 503 }],
  });
  await page.goto(hostUrl('guest', '/search?q=antibody'));
  await expect(page.getByText('The search results could not be loaded.')).toBeVisible({
    timeout: 20_000,
  });
  await request.delete(`${serverUrl}/__test__/faults`);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('.bf-catalogue-summary')).toHaveText(/results for “antibody”$/);
});

test('a category page lists its catalogue group; an unknown category answers 404', async ({
  page,
  request,
}) => {
  const searches = recordSearches(page);
  const answer = await guestPage(request, '/category/cg-genomics');
  expect(answer.status()).toBe(200);
  // The group's listing is answered in the server's render (or, if it gave up, by the browser).
  const serverAnswered = serverSearches(await answer.text());
  await page.goto(hostUrl('guest', '/category/cg-genomics'));
  await expect(page.getByRole('heading', { level: 1, name: 'Genomics' })).toBeVisible();
  await expect(page).toHaveTitle(/^Genomics \| /);
  await expect(page.locator('.bf-catalogue-summary')).toHaveText(/^\d+ products$/);
  expect([...serverAnswered, ...searches]).toContainEqual(
    expect.objectContaining({ catalogId: null, catalogGroupId: 'cg-genomics' }),
  );
  // Only the group's catalogues are offered.
  const choices = page.getByRole('group', { name: 'Catalogues' }).getByRole('button');
  await expect(choices).toHaveText([/All catalogues/, /Genomics/]);
  const hrefs = await page
    .locator('.bf-catalogue-items article .bf-card-title a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.every((href) => href.startsWith('/genomics_product/'))).toBe(true);
  await expectNoSeriousAxeViolations(page);

  const missing = await guestPage(request, '/category/cg-nothing');
  expect(missing.status()).toBe(404);
  await page.goto(hostUrl('guest', '/category/cg-nothing'));
  await expect(page.getByRole('heading', { name: /Page Not Found/i })).toBeVisible();
  await expect(page.locator('.bf-header')).toBeVisible();
});
