import { expect, test, type Page } from '@playwright/test';
import { hostUrl, serverUrl } from './helpers';
import { expectHydrated } from './support/serverPage';

/**
 * Broken blocks stay broken alone (issue 3): stored on the guest storefront's /block-lab page
 * through the test-mode route (server/app/blockLab.ts), they go through the real gateway, server
 * render and renderer. A configuration its schema refuses, an unknown componentName and a
 * component that throws each leave an invisible placeholder; the blocks around them render.
 */

const LAB = hostUrl('guest', '/block-lab');

const BLOCKS = [
  { componentName: 'heroBanner', configuration: { heading: 'Lab hero', height: 'small' } },
  // Its schema requires a heading.
  { componentName: 'heroBanner', configuration: { subheading: 'A hero without its heading' } },
  { componentName: 'noSuchBlock', configuration: { anything: true } },
  // Registered by the organisation module below; its component throws when it renders.
  { componentName: 'labCrash', configuration: {} },
  {
    componentName: 'richText',
    configuration: {},
    contentJSON: { html: '<p>After the broken blocks</p>' },
  },
];

/** The organisation's module, replaced for these tests by one that registers a failing block. */
const CRASHING_ORG_MODULE = `export default function register({ registerBlock, React }) {
  const validate = () => true;
  validate.errors = null;
  registerBlock({
    componentName: 'labCrash',
    schema: { $id: 'labCrash', schemaVersion: 1, validate },
    load: async () => ({
      default: function LabCrash() {
        throw new Error('the lab block failed');
      },
    }),
  });
}`;

async function withCrashingOrgModule(page: Page): Promise<void> {
  await page.route('**/static/org-cellaris/org.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: CRASHING_ORG_MODULE }),
  );
}

test.beforeEach(async ({ request }) => {
  await request.delete(`${serverUrl}/__test__/csp-reports`);
  const stored = await request.put(`${serverUrl}/__test__/block-lab`, { data: { blocks: BLOCKS } });
  expect(stored.status()).toBe(204);
});

test.afterEach(async ({ request }) => {
  await request.put(`${serverUrl}/__test__/block-lab`, { data: { blocks: [] } });
  const reports = (await (await request.get(`${serverUrl}/__test__/csp-reports`)).json()) as [];
  expect(reports).toEqual([]);
});

test('the server renders the page around its broken blocks, which customers never see', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(LAB);
  await expect(page.getByRole('heading', { name: 'Lab hero' })).toBeVisible();
  await expect(page.getByText('Neighbour block: it stays whatever the others do.')).toBeVisible();
  await expect(page.getByText('After the broken blocks')).toBeVisible();
  await expect(page.locator('[data-block-id="lab-block-2"]')).toHaveAttribute(
    'data-block-state',
    'invalid',
  );
  await expect(page.locator('[data-block-id="lab-block-2"]')).toBeHidden();
  await expect(page.getByText('A hero without its heading')).toHaveCount(0);
  // Not registered on the server: the organisation's blocks register in the browser.
  for (const id of ['lab-block-3', 'lab-block-4']) {
    await expect(page.locator(`[data-block-id="${id}"]`)).toHaveAttribute(
      'data-block-state',
      'unknown-component',
    );
    await expect(page.locator(`[data-block-id="${id}"]`)).toBeHidden();
  }
  await context.close();
});

test('a block that throws in the browser is isolated: the page stays, hydrated and whole', async ({
  page,
}) => {
  await withCrashingOrgModule(page);
  const warnings: string[] = [];
  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
    if (message.text().includes('[hydration]')) hydrationErrors.push(message.text());
  });
  await page.goto(LAB);
  await expectHydrated(page);
  // The module registers labCrash after hydrating; it mounts, throws and becomes a placeholder.
  await expect(page.locator('[data-block-id="lab-block-4"]')).toHaveAttribute(
    'data-block-state',
    'crashed',
  );
  await expect(page.locator('[data-block-id="lab-block-4"]')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Lab hero' })).toBeVisible();
  await expect(page.getByText('After the broken blocks')).toBeVisible();
  await expect(page.getByText('Neighbour block: it stays whatever the others do.')).toBeVisible();
  expect(hydrationErrors).toEqual([]);
  // One warning per failing block, naming it.
  await expect
    .poll(() => warnings.filter((w) => w.includes('lab-block-4')).length)
    .toBeGreaterThan(0);
  expect(warnings.filter((w) => w.includes('lab-block-2'))).toHaveLength(1);
  // Still a working page: its links navigate on the client.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveTitle('About Cellaris Biosciences');
});

test('in dev mode each broken block says why it is not shown', async ({ page }) => {
  await withCrashingOrgModule(page);
  await page.goto(`${LAB}?isDev=true`);
  const invalid = page.locator('[data-block-id="lab-block-2"]');
  await expect(invalid).toBeVisible();
  await expect(invalid).toContainText(
    'Block heroBanner (lab-block-2) is not shown: its configuration does not match its schema.',
  );
  await expect(invalid).toContainText('/configuration/heading');
  await expect(page.locator('[data-block-id="lab-block-3"]')).toContainText(
    'no block is registered under this componentName',
  );
  await expect(page.locator('[data-block-id="lab-block-4"]')).toContainText(
    'it failed while loading or rendering',
  );
  await expect(page.getByRole('heading', { name: 'Lab hero' })).toBeVisible();
});
