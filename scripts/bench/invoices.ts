/**
 * `npm run bench`, invoice list figures (issue 18), in headless Chromium at 4x CPU slowdown, with
 * 5,000 invoices: the seeded account's invoices, repeated with new ids and numbers in the gateway's
 * answer to getInvoices (Playwright's route; the server's own answer is fetched and rewritten).
 * - first render: from getInvoices' answer reaching the page to the next frame after the rows are
 *   in the document (network and server time left out);
 * - a filter change: from ticking the Overdue status to the next frame after the list shows the
 *   new count (the list is paged: 25 rows of the filtered and sorted 5,000).
 * Target (issue 18): a filter change under 100 ms. Median of BENCH_RUNS (5) runs.
 * BENCH_PROFILE=<file.cpuprofile> writes a CPU profile of the filter change, BENCH_TRACE=<file.json>
 * a Chromium trace of it (open either in DevTools' Performance panel).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { readConfig } from '../../server/app/config';
import { startServer } from '../../server/app/startServer';
import { DEMO_STOREFRONTS } from '../../server/shared/demo';
import { signInForBench } from './signInForBench';
import { launchChromium } from './launchChromium';
import { median } from './median';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const INVOICES = 5000;
/** BENCH_PROFILE=<file>: writes a CPU profile (Chrome DevTools' format) of the last filter change. */
const PROFILE = process.env.BENCH_PROFILE;
/** BENCH_TRACE=<file>: writes a Chromium trace (style, layout, paint, scripts) of the last filter change. */
const TRACE = process.env.BENCH_TRACE;
const TRACE_CATEGORIES = ['devtools.timeline', 'blink.user_timing', 'v8.execute'];

type Invoice = Record<string, unknown> & { id: string; invoiceNumber: string };

/** The account's invoices repeated to `count`, each copy with its own id and number. */
function inflate(invoices: Invoice[], count: number): Invoice[] {
  const out: Invoice[] = [];
  for (let copy = 0; out.length < count; copy += 1) {
    for (const invoice of invoices) {
      if (out.length >= count) break;
      out.push({
        ...invoice,
        id: `${invoice.id}-${copy}`,
        invoiceNumber: copy === 0 ? invoice.invoiceNumber : `${invoice.invoiceNumber}-${copy}`,
      });
    }
  }
  return out;
}

/** Rewrites getInvoices' answers (a field of a GraphQL answer, nested JSON strings) to 5,000 rows. */
async function serveManyInvoices(page: Page): Promise<void> {
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes('getInvoices')) return route.continue();
    // Node does not resolve *.localhost everywhere: ask 127.0.0.1 with the storefront's host.
    const url = new URL(route.request().url());
    const host = url.host;
    url.hostname = '127.0.0.1';
    const response = await route.fetch({
      url: url.toString(),
      headers: { ...route.request().headers(), host },
    });
    const json = (await response.json()) as { data?: Record<string, string> };
    for (const [alias, value] of Object.entries(json.data ?? {})) {
      const outer = JSON.parse(value) as { salesforceActions?: string };
      if (!outer.salesforceActions) continue;
      const inner = JSON.parse(outer.salesforceActions) as { content?: unknown };
      if (!Array.isArray(inner.content) || !inner.content[0]?.invoiceNumber) continue;
      inner.content = inflate(inner.content as Invoice[], INVOICES);
      outer.salesforceActions = JSON.stringify(inner);
      json.data![alias] = JSON.stringify(outer);
    }
    await route.fulfill({ response, json });
  });
}

/** Runs in the page before the app: notes when getInvoices' answer arrives and rows appear. */
function instrument(): void {
  const marks = { answer: 0, rows: 0 };
  (window as unknown as { __invoiceBench: typeof marks }).__invoiceBench = marks;
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await original(input, init);
    if (typeof init?.body === 'string' && init.body.includes('getInvoices')) {
      void response
        .clone()
        .text()
        .then(() => {
          if (!marks.answer) marks.answer = performance.now();
        });
    }
    return response;
  };
  new MutationObserver(() => {
    if (!marks.rows && marks.answer && document.querySelector('.bf-invoices-body tbody tr th')) {
      requestAnimationFrame(() => {
        if (!marks.rows) marks.rows = performance.now();
      });
    }
  }).observe(document, { childList: true, subtree: true });
}

interface Run {
  invoices: number;
  firstRenderMs: number;
  filterMs: number;
}

async function measure(browser: Browser, origin: string): Promise<Run> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInForBench(page, origin);

  await serveManyInvoices(page);
  await page.addInitScript(instrument);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(`${origin}/billing/enhancedList`);
  await page.waitForFunction(
    () => (window as unknown as { __invoiceBench: { rows: number } }).__invoiceBench.rows > 0,
    undefined,
    { timeout: 120_000 },
  );
  const marks = await page.evaluate(
    () =>
      (window as unknown as { __invoiceBench: { answer: number; rows: number } }).__invoiceBench,
  );
  const count = (await page.locator('.bf-invoices-count').textContent()) ?? '';
  await page.waitForTimeout(500);
  if (TRACE) await browser.startTracing(page, { path: TRACE, categories: TRACE_CATEGORIES });
  if (PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  // From the click on a status to the next frame after the list shows its new count.
  // A string, not a function: tsx would wrap the page's inner functions in a helper (__name)
  // the page does not have.
  const filterMs = await page.evaluate<number>(`new Promise((resolve) => {
    const counter = document.querySelector('.bf-invoices-count');
    const before = counter.textContent;
    const box = [...document.querySelectorAll('.bf-invoices-statuses input')].find(
      (input) => input.parentElement.textContent.trim() === 'Overdue');
    const start = performance.now();
    new MutationObserver((records, observer) => {
      if (counter.textContent === before) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
    }).observe(counter, { childList: true, characterData: true, subtree: true });
    box.click();
  })`);
  if (TRACE) {
    await browser.stopTracing();
    console.log(`  trace of the filter change: ${TRACE}`);
  }
  if (PROFILE) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(PROFILE, JSON.stringify(profile));
    console.log(`  CPU profile of the filter change: ${PROFILE}`);
  }
  await context.close();
  return {
    invoices: Number(/(\d+) invoices/.exec(count)?.[1] ?? 0),
    firstRenderMs: marks.rows - marks.answer,
    filterMs,
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blockfront-bench-invoices-'));
  const browser = await launchChromium();
  try {
    const config = readConfig({ ...process.env, PORT: '0' });
    // BENCH_DIST=<dir>: another build's dist (client and ssr), to compare two builds on one machine.
    const dist = process.env.BENCH_DIST;
    const server = await startServer({
      ...config,
      dataDir,
      ...(dist
        ? {
            clientDir: path.resolve(dist, 'client'),
            serverRenderEntry: config.serverRenderEntry && path.resolve(dist, 'ssr/serverEntry.js'),
          }
        : {}),
    });
    const origin = `http://${DEMO_STOREFRONTS.portal.domain}:${server.port}`;
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(browser, origin));
    await server.close();
    const ms = (values: number[]) => `${median(values).toFixed(0)} ms`;
    console.log(
      `Invoice list (${origin}/billing/enhancedList, ${runs[0]?.invoices} invoices, ${CPU_SLOWDOWN}x CPU slowdown, median of ${RUNS}):`,
    );
    console.log(
      `  first render, answer to next frame:     ${ms(runs.map((r) => r.firstRenderMs))}`,
    );
    console.log(
      `  filter change (status) to next frame:   ${ms(runs.map((r) => r.filterMs))} (target 100 ms)`,
    );
  } finally {
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
