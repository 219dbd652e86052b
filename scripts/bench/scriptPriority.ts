/**
 * What loading a server-rendered page's scripts once it has painted (server/app/hydrationScripts.ts)
 * does in a real browser (issue 22, session 13): the guest catalogue (BENCH_PRIORITY_PATH) loaded
 * in Chromium under DevTools' slow-4G emulation (150 ms, 1.6 Mbps down), alternately as served and
 * with its scripts written into the head as session 12 served them (the entry's module script,
 * Vite's modulepreloads and the blocks' chunk preloads, all `fetchpriority="low"`, fetched while
 * the HTML arrives), after two warm-up loads; medians of BENCH_PRIORITY_PAIRS (20) pairs of the
 * first contentful paint and of the hydration's commit (`data-bf-hydrated`, ms since navigation
 * start).
 * `npx vite build && npx tsx scripts/bench/scriptPriority.ts`. Wall clock on a shared machine:
 * compare the two columns of one run, not runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { readConfig } from '../../server/app/config';
import { startServer } from '../../server/app/startServer';
import { DEMO_STOREFRONTS } from '../../server/shared/demo';
import { launchChromium } from './launchChromium';
import { median } from './median';

const PAIRS = Number(process.env.BENCH_PRIORITY_PAIRS ?? 20);
const PAGE_PATH = process.env.BENCH_PRIORITY_PATH ?? '/flow_consumables';
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** The page's scripts in its head, as session 12 served them, instead of the loader. */
function scriptsInHead(html: string): string {
  const names =
    /<script type="application\/json" id="bf-hydration-scripts">([^<]*)<\/script>\s*<script>[\s\S]*?<\/script>/.exec(
      html,
    );
  if (!names) throw new Error('no bf-hydration-scripts element: not a server-rendered page');
  const scripts = JSON.parse(names[1]!) as {
    modules: string[];
    modulePreloads: string[];
    preloads: string[];
  };
  const tags = [
    ...scripts.modules.map(
      (src) => `<script type="module" fetchpriority="low" crossorigin src="${src}"></script>`,
    ),
    ...scripts.modulePreloads.map(
      (href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`,
    ),
    ...scripts.preloads.map(
      (href) => `<link rel="preload" as="script" crossorigin fetchpriority="low" href="${href}" />`,
    ),
  ].join('\n');
  return html.replace(names[0], '').replace('</head>', `${tags}\n</head>`);
}

interface Load {
  fcpMs: number;
  hydratedMs: number;
}

async function load(browser: Browser, url: string, inHead: boolean): Promise<Load> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // Both variants take the document through the same interception, so its cost is in both.
    await page.route(url, async (route) => {
      // Fetched by Node, which does not resolve `*.localhost`: to loopback, with the page's host.
      const target = new URL(url);
      const response = await route.fetch({
        url: `http://127.0.0.1:${target.port}${target.pathname}`,
        headers: { ...route.request().headers(), host: target.host },
      });
      const html = await response.text();
      await route.fulfill({
        response,
        body: inHead ? scriptsInHead(html) : html,
      });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.goto(url);
    await page.waitForSelector('html[data-bf-hydrated]', { timeout: 60_000 });
    return await page.evaluate(() => ({
      fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      hydratedMs: Number(document.documentElement.getAttribute('data-bf-hydrated')),
    }));
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blockfront-bench-priority-'));
  const server = await startServer({ ...readConfig({ ...process.env, PORT: '0' }), dataDir });
  const browser = await launchChromium();
  try {
    const url = `http://${DEMO_STOREFRONTS.guest.domain}:${server.port}${PAGE_PATH}`;
    await load(browser, url, false);
    await load(browser, url, true);
    const afterPaint: Load[] = [];
    const inHead: Load[] = [];
    for (let pair = 0; pair < PAIRS; pair += 1) {
      // Alternating which goes first, so a drift in the machine's load favours neither.
      const order = pair % 2 ? [false, true] : [true, false];
      for (const head of order) (head ? inHead : afterPaint).push(await load(browser, url, head));
    }
    const ms = (values: number[]) => `${median(values).toFixed(0)} ms`;
    console.log(`${PAGE_PATH} under slow-4G emulation, medians of ${PAIRS} pairs:`);
    console.log(
      `  scripts added once painted (as served): FCP ${ms(afterPaint.map((l) => l.fcpMs))}, hydrated ${ms(afterPaint.map((l) => l.hydratedMs))}`,
    );
    console.log(
      `  scripts in the head (session 12):       FCP ${ms(inHead.map((l) => l.fcpMs))}, hydrated ${ms(inHead.map((l) => l.hydratedMs))}`,
    );
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
