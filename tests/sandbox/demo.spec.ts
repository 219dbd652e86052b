import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { setLab } from './sandboxHarness';

/**
 * The demo blocks with custom code (issue 6) on the guest storefront's /custom-code page, and
 * what a customer sees when a script is stopped.
 */
const SERVER = `http://127.0.0.1:${E2E_PORT}`;
const url = (path: string) => `http://guest.localhost:${E2E_PORT}${path}`;

test('the custom-code demo: a banner from its config, an add-to-cart button and a cart counter, with no CSP violation', async ({
  page,
  request,
}) => {
  await request.delete(`${SERVER}/__test__/csp-reports`);
  // The server sanitized the page's customCSS: the browser's sanitizer (css-tree in a worker)
  // stays unloaded on the first page.
  const sanitizerLoads: string[] = [];
  page.on('request', (r) => {
    if (/cssSanitizer\.worker/.test(r.url())) sanitizerLoads.push(r.url());
  });
  await page.goto(url('/custom-code'));

  const banner = page.locator('.bf-sandbox').filter({ hasText: 'Spring offer' });
  await expect(
    banner.getByRole('heading', { name: 'Free shipping on antibody panels' }),
  ).toBeVisible();
  await expect(banner).toContainText(
    'This banner reads its block configuration: text aligned left, at most 880px wide. Sign in to see your contract pricing.',
  );
  // Its customCSS applies inside its own box only.
  await expect(banner).toHaveCSS('border-left-width', '4px');
  await expect(page.getByRole('heading', { name: 'Custom code', exact: true })).toHaveCSS(
    'border-left-width',
    '0px',
  );
  await expect(banner.getByRole('link', { name: 'Shop flow cytometry' })).toHaveAttribute(
    'href',
    '/flow_consumables',
  );

  expect(sanitizerLoads).toEqual([]);

  const counter = page.locator('.bf-sandbox').filter({ hasText: 'Items in your cart:' });
  await expect(counter.locator('.bf-ui-badge')).toHaveText('0');

  // The script's add to cart goes through the real cart: the line reaches the guest's quote,
  // and the counter (another sandboxed block) and the header's badge hear of it.
  const card = page.locator('.bf-ui-product-card');
  await expect(card).toContainText('CD4 Monoclonal Antibody (RPA-T4), FITC');
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added. Your cart now holds 1 item.')).toBeVisible();
  await expect(counter.locator('.bf-ui-badge')).toHaveText('1');
  await page.reload();
  await expect(
    page.locator('.bf-sandbox').filter({ hasText: 'Items in your cart:' }).locator('.bf-ui-badge'),
  ).toHaveText('1');

  // In-app link through the router: the URL changes without a page load.
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await banner.getByRole('link', { name: 'Shop flow cytometry' }).click();
  await expect(page).toHaveURL(url('/flow_consumables'));
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);

  const reports = (await (await request.get(`${SERVER}/__test__/csp-reports`)).json()) as unknown[];
  expect(reports).toEqual([]);
});

test('a stopped script hides its block from customers and leaves the page working', async ({
  page,
  request,
}) => {
  await setLab(request, [
    { customJS: 'for (;;) {}' },
    { customJS: `blockfront.render({ type: 'text', text: 'healthy neighbour' });` },
  ]);
  await page.goto(url('/sandbox-lab'));
  await expect(page.getByText('healthy neighbour')).toBeVisible();
  const stopped = page.locator('[data-block-id="lab-slot-1"]');
  await expect(stopped).toHaveAttribute('data-block-state', 'crashed', { timeout: 8_000 });
  await expect(stopped).toBeHidden();
  await expect(page.getByText('Neighbour block: nothing here may change.')).toBeVisible();
  await expect(page.getByText('healthy neighbour')).toBeVisible();
  // The header still navigates.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(url('/about'));
});
