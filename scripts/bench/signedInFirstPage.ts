/**
 * The signed-in portal home, before and after its server render (issue 22): time to first byte
 * and to the first content block visible, median of BENCH_RUNS (5) cold loads each, on one build
 * and one server. "Before" is the browser as it was before the session cookie existed: the same
 * signed-in local storage and the `bf-signed-in` hint, no `bf-session` cookie, so the server
 * sends the client-rendered page. "After" carries the session cookie, so the server renders the
 * page as the signed-in user. Run: `npx vite build && npx tsx scripts/bench/signedInFirstPage.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { readConfig } from '../../server/app/config';
import { startServer } from '../../server/app/startServer';
import { DEMO_STOREFRONTS } from '../../server/shared/demo';
import { launchChromium } from './launchChromium';
import { median } from './median';
import { signInForBench } from './signInForBench';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SESSION_COOKIE = 'bf-session';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface Sample {
  ttfbMs: number;
  firstBlockMs: number;
  serverRendered: boolean;
}

/** In the page before any of its scripts: the time the first content block is in the page. */
function watchFirstBlock(): void {
  const state = { firstBlock: 0 };
  (window as unknown as { __bfFirst: typeof state }).__bfFirst = state;
  const observer = new MutationObserver(() => {
    if (state.firstBlock) return;
    const block = document.querySelector(
      'main .bf-block:not(:has(> .bf-block-skeleton)):not(:empty)',
    );
    if (!block) return;
    state.firstBlock = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function measure(browser: Browser, url: string, storageState: StorageState): Promise<Sample> {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  await page.addInitScript(watchFirstBlock);
  const response = await page.goto(url);
  const serverRendered = ((await response?.text()) ?? '').includes('data-first-page');
  await page.waitForFunction(
    () => (window as unknown as { __bfFirst: { firstBlock: number } }).__bfFirst.firstBlock > 0,
    undefined,
    { timeout: 60_000 },
  );
  const sample = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      ttfbMs: navigation.responseStart,
      firstBlockMs: (window as unknown as { __bfFirst: { firstBlock: number } }).__bfFirst
        .firstBlock,
    };
  });
  await context.close();
  return { ...sample, serverRendered };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blockfront-bench-signed-in-'));
  const browser = await launchChromium();
  try {
    const config = readConfig({ ...process.env, PORT: '0' });
    const server = await startServer({ ...config, dataDir });
    const origin = `http://${DEMO_STOREFRONTS.portal.domain}:${server.port}`;
    const signInContext = await browser.newContext();
    const page = await signInContext.newPage();
    await signInForBench(page, origin);
    for (let i = 0; i < 100; i += 1) {
      if ((await signInContext.cookies(origin)).some((c) => c.name === SESSION_COOKIE)) break;
      await page.waitForTimeout(100);
    }
    const after = await signInContext.storageState();
    if (!after.cookies.some((c) => c.name === SESSION_COOKIE))
      throw new Error('the client never handed its session to the server');
    const before: StorageState = {
      ...after,
      cookies: after.cookies.filter((c) => c.name !== SESSION_COOKIE),
    };
    await signInContext.close();
    const url = `${origin}/`;
    // One warm-up load each: the server's first render loads jsdom, the first client render its chunks.
    await measure(browser, url, before);
    await measure(browser, url, after);
    const samples = { before: [] as Sample[], after: [] as Sample[] };
    for (let run = 0; run < RUNS; run += 1) {
      samples.before.push(await measure(browser, url, before));
      samples.after.push(await measure(browser, url, after));
    }
    await server.close();
    const ms = (values: number[]) => `${median(values).toFixed(0)} ms`;
    console.log(`Signed-in portal home (${url}, maria.manager, median of ${RUNS} cold loads):`);
    for (const [name, runs] of Object.entries(samples)) {
      const rendered = runs.every((r) => r.serverRendered)
        ? 'server-rendered'
        : runs.some((r) => r.serverRendered)
          ? 'mixed'
          : 'client-rendered';
      console.log(
        `  ${name.padEnd(6)} (${rendered}): first byte ${ms(runs.map((r) => r.ttfbMs))}, first block visible ${ms(runs.map((r) => r.firstBlockMs))}`,
      );
    }
  } finally {
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
