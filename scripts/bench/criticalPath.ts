import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface Chunk {
  /** Path of the chunk, e.g. /assets/index-abc.js. */
  path: string;
  bytes: number;
  gzipBytes: number;
}

export interface CriticalPath {
  chunks: Chunk[];
  gzipBytes: number;
  /** ms from navigation start to the first block's own component in the page. */
  firstBlockMs: number;
}

/**
 * Marks, in the page, when the first block's component is mounted: a block wrapper whose content
 * is no longer the loading skeleton. Runs before the app's scripts (CDP, so the page CSP does not
 * apply to it).
 */
const MARK_FIRST_BLOCK = `(() => {
  const mounted = () => document.querySelector('.bf-block:not(:has(> .bf-block-skeleton)):not(:empty)');
  const observer = new MutationObserver(() => {
    if (mounted()) {
      window.__bfFirstBlock = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

/**
 * Loads `url` in a fresh browser context (empty cache) and lists every JavaScript chunk requested
 * before the first block was mounted, with its size as served and gzipped (zlib, level 9, the
 * served bytes as they are).
 */
export async function measureCriticalPath(browser: Browser, url: string): Promise<CriticalPath> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(MARK_FIRST_BLOCK);
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js')) bodies.set(path, response.body());
  });
  await page.goto(url);
  await page.waitForFunction(() => '__bfFirstBlock' in window, undefined, { timeout: 30_000 });
  const { firstBlockMs, requested } = await page.evaluate(() => {
    const first = (window as unknown as { __bfFirstBlock: number }).__bfFirstBlock;
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      firstBlockMs: first,
      requested: entries
        .filter((entry) => entry.startTime <= first && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname),
    };
  });
  const chunks: Chunk[] = [];
  for (const path of requested) {
    const body = await bodies.get(path);
    if (!body) throw new Error(`no response body recorded for ${path}`);
    chunks.push({ path, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
  }
  await context.close();
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    chunks,
    gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    firstBlockMs,
  };
}
