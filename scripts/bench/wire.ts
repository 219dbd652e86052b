/**
 * `npm run bench`, bytes on the wire (issue 22): each guest page loaded in a fresh Chromium
 * context (empty cache), with what crossed the network per kind (HTML, JS, CSS, JSON of the
 * gateway, images, other) compressed as sent and decoded, and the JavaScript transferred before
 * the page was interactive (the client's hydration committed, or the route's first render when
 * the client renders alone). Bytes do not depend on the machine's load; the median of
 * BENCH_RUNS (3) runs is taken anyway, since lazy images load by timing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { readConfig } from '../../server/app/config';
import { startServer } from '../../server/app/startServer';
import { DEMO_STOREFRONTS } from '../../server/shared/demo';
import { FIRST_PAGE_ATTRIBUTE } from '../../schemas/firstPage';
import { launchChromium } from './launchChromium';
import { median } from './median';
import { guestPages } from '../lighthouse/guestPages';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Target of issue 22: JavaScript transferred before a guest home is interactive. */
const TARGET_INTERACTIVE_JS_BYTES = 120 * 1024;

type Kind = 'html' | 'js' | 'css' | 'json' | 'image' | 'other';

interface Load {
  transferred: Record<Kind, number>;
  decoded: Record<Kind, number>;
  interactiveJs: number;
}

/**
 * Marks the moment the page is interactive: the hydration's commit (the runtime writes its time
 * into data-bf-hydrated on <html>) for a server-rendered page, else the first block the client
 * mounted (a block wrapper that no longer holds its skeleton).
 */
const MARK_INTERACTIVE = `(() => {
  const observer = new MutationObserver(() => {
    if (window.__bfInteractive) return;
    const html = document.documentElement;
    // The root's attribute, parsed before any block (the first page's data element comes after
    // them: a mutation while the blocks were parsed took a server's page for a client render).
    const serverRendered = document.getElementById('root')?.hasAttribute(${JSON.stringify(FIRST_PAGE_ATTRIBUTE)});
    if (html.hasAttribute('data-bf-hydrated')) {
      window.__bfInteractive = Number(html.getAttribute('data-bf-hydrated')) || performance.now();
    } else if (!serverRendered && document.querySelector('.bf-block:not(:has(> .bf-block-skeleton)):not(:empty)')) {
      window.__bfInteractive = performance.now();
    }
    if (window.__bfInteractive) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-bf-hydrated'] });
})();`;

function kindOf(url: string, initiatorType: string): Kind {
  const pathname = new URL(url).pathname;
  if (pathname === '/graphql') return 'json';
  if (/\.m?js$/.test(pathname)) return 'js';
  if (/\.css$/.test(pathname)) return 'css';
  if (/\.(svg|png|jpe?g|webp|avif|gif)$/.test(pathname) || initiatorType === 'img') return 'image';
  if (initiatorType === 'navigation') return 'html';
  return 'other';
}

const zero = (): Record<Kind, number> => ({ html: 0, js: 0, css: 0, json: 0, image: 0, other: 0 });

async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(MARK_INTERACTIVE);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => '__bfInteractive' in window, undefined, { timeout: 30_000 });
  // Requests the first screen makes after load (the gateway's reads, lazy chunks) settle.
  await page.waitForLoadState('networkidle');
  const entries = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      interactiveMs: (window as unknown as { __bfInteractive: number }).__bfInteractive,
      entries: [...navigation, ...resources].map((entry) => ({
        url: entry.name,
        initiatorType: entry.initiatorType,
        startTime: entry.startTime,
        // Body bytes as sent (compressed) and as used; headers are left out on both sides.
        encoded: entry.encodedBodySize,
        decoded: entry.decodedBodySize,
      })),
    };
  });
  await context.close();
  const result: Load = { transferred: zero(), decoded: zero(), interactiveJs: 0 };
  for (const entry of entries.entries) {
    const kind = kindOf(entry.url, entry.initiatorType);
    result.transferred[kind] += entry.encoded;
    result.decoded[kind] += entry.decoded;
    if (kind === 'js' && entry.startTime <= entries.interactiveMs) {
      result.interactiveJs += entry.encoded;
      // BENCH_WIRE_LIST=1 names each script on the path, to find what grew.
      if (process.env.BENCH_WIRE_LIST)
        console.log(`    ${kb(entry.encoded).padStart(9)}  ${new URL(entry.url).pathname}`);
    }
  }
  return result;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blockfront-bench-wire-'));
  const browser = await launchChromium();
  try {
    const server = await startServer({ ...readConfig({ ...process.env, PORT: '0' }), dataDir });
    const origin = `http://${DEMO_STOREFRONTS.guest.domain}:${server.port}`;
    const pages = await guestPages(origin);
    console.log(`Bytes on the wire, guest storefront, empty cache (median of ${RUNS} loads):`);
    console.log(
      `  ${'page'.padEnd(14)} ${'HTML'.padStart(9)} ${'JS'.padStart(9)} ${'CSS'.padStart(9)} ${'JSON'.padStart(9)} ${'images'.padStart(9)} ${'all sent'.padStart(10)} ${'decoded'.padStart(10)} ${'JS to interactive'.padStart(18)}`,
    );
    for (const [name, url] of pages) {
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run += 1) loads.push(await load(browser, url));
      const m = (pick: (l: Load) => number) => median(loads.map(pick));
      const sum = (record: Record<Kind, number>) =>
        Object.values(record).reduce((a, b) => a + b, 0);
      console.log(
        `  ${name.padEnd(14)} ${kb(m((l) => l.transferred.html)).padStart(9)} ${kb(m((l) => l.transferred.js)).padStart(9)} ${kb(m((l) => l.transferred.css)).padStart(9)} ${kb(m((l) => l.transferred.json)).padStart(9)} ${kb(m((l) => l.transferred.image)).padStart(9)} ${kb(m((l) => sum(l.transferred))).padStart(10)} ${kb(m((l) => sum(l.decoded))).padStart(10)} ${kb(m((l) => l.interactiveJs)).padStart(18)}`,
      );
      if (name === 'guest home') {
        const js = m((l) => l.interactiveJs);
        console.log(
          `    JS transferred before the guest home is interactive: ${kb(js)} (target ${kb(TARGET_INTERACTIVE_JS_BYTES)}: ${js <= TARGET_INTERACTIVE_JS_BYTES ? 'met' : 'NOT met'})`,
        );
      }
    }
    await server.close();
  } finally {
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
