/**
 * `npm run bench`, checkout figures (issue 16), in headless Chromium against the production server
 * in this process (a fresh data directory), signed in as the seeded manager:
 * - cart "Proceed to checkout" click -> checkout interactive: from the click to the moment the
 *   checkout's five steps and the summary are drawn with the quote's fields and Place order is
 *   there (the billing contact combobox enabled, the saved address chosen);
 * - Place order click -> confirmation: from the click (every reason gone) to the confirmation's
 *   "Your order ... has been placed." on screen.
 * Wall-clock from Node around Playwright's actions (a few ms of protocol time included). Each run
 * places an order on account terms with a PO number; median of BENCH_RUNS (5) runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { readConfig } from '../../server/app/config';
import { startServer } from '../../server/app/startServer';
import { DEMO_STOREFRONTS } from '../../server/shared/demo';
import { signInForBench } from './signInForBench';
import { launchChromium } from './launchChromium';
import { median } from './median';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PRODUCT = '/product/tpl-product/a1Cellaris0000002';
const STOREFRONT_IDS = ['sf-cellaris-shop', 'sf-cellaris-portal'];

interface Run {
  toCheckoutMs: number;
  placeOrderMs: number;
}

async function measure(browser: Browser, origin: string, run: number): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  // Guidance comes before the cart; the bench measures the cart -> checkout hand-over.
  await context.addInitScript((ids: string[]) => {
    for (const id of ids) sessionStorage.setItem(`bf-guidance-completed-${id}`, '1');
  }, STOREFRONT_IDS);
  const page = await context.newPage();
  await signInForBench(page, origin);
  await page.goto(`${origin}${PRODUCT}`);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /Added 1 to cart/ })
    .waitFor();
  await page.goto(`${origin}/cart`);
  const toCheckout = page.getByRole('link', { name: 'Proceed to checkout' });
  await toCheckout.waitFor();

  const clicked = performance.now();
  await toCheckout.click();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await summary.getByRole('button', { name: 'Place order' }).waitFor({ timeout: 30_000 });
  await page
    .getByRole('combobox', { name: 'Billing contact' })
    .and(page.locator(':enabled'))
    .waitFor();
  await page
    .getByRole('group', { name: 'Ship to' })
    .getByRole('radio', { checked: true })
    .waitFor();
  const toCheckoutMs = performance.now() - clicked;

  const contact = page.getByRole('combobox', { name: 'Billing contact' });
  await contact.fill('Grace');
  await page.getByRole('option', { name: /Grace Oduya/ }).click();
  await page.getByRole('radio', { name: /UPS Ground/ }).check();
  const details = page.getByRole('region', { name: '4. Order details' });
  await details.getByLabel(/^PO number/).fill(`PO-BENCH-${run}`);
  await details.getByRole('checkbox', { name: /cold-chain/ }).check();
  await page.getByRole('radio', { name: /Invoice \(Net 30\)/ }).check();
  await page
    .getByRole('region', { name: '5. Terms & payment' })
    .getByLabel(/^PO number/)
    .fill(`PO-BENCH-${run}`);
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  const place = summary.getByRole('button', { name: 'Place order' });
  await place
    .and(page.locator('[aria-disabled="false"]'))
    .waitFor({ timeout: 30_000 })
    .catch(async (error: unknown) => {
      throw new Error(`Place order stayed disabled: ${await summary.innerText()}`, {
        cause: error,
      });
    });
  const placed = performance.now();
  await place.click();
  await page.getByText(/Your order SO-\d+ has been placed\./).waitFor({ timeout: 30_000 });
  const placeOrderMs = performance.now() - placed;
  await context.close();
  return { toCheckoutMs, placeOrderMs };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blockfront-bench-checkout-'));
  const browser = await launchChromium();
  try {
    const server = await startServer({ ...readConfig({ ...process.env, PORT: '0' }), dataDir });
    const origin = `http://${DEMO_STOREFRONTS.portal.domain}:${server.port}`;
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(browser, origin, run));
    await server.close();
    const ms = (values: number[]) => `${median(values).toFixed(0)} ms`;
    console.log(`Checkout (${origin}, signed-in manager, median of ${RUNS}):`);
    console.log(
      `  cart Checkout click -> checkout interactive: ${ms(runs.map((r) => r.toCheckoutMs))}`,
    );
    console.log(
      `  Place order -> confirmation:                 ${ms(runs.map((r) => r.placeOrderMs))}`,
    );
  } finally {
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
