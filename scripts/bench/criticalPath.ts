import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface Chunk {
  /** Path of the chunk, e.g. /assets/index-abc.js. */
  path: string;
  bytes: number;
  gzipBytes: number;
}

export interface ChunkList {
  chunks: Chunk[];
  gzipBytes: number;
}

export interface CriticalPath {
  /** JS chunks whose download had finished when the first block was in the page. */
  beforeFirstBlock: ChunkList;
  /** JS chunks requested before the client's hydration committed (the page is interactive). */
  beforeHydrated: ChunkList;
  /** ms from navigation start to the first block's own component in the page. */
  firstBlockMs: number;
  /** ms from navigation start to the hydration's commit (data-bf-hydrated on <html>). */
  hydratedMs: number;
}

/**
 * Marks, in the page, when the first block's component is in the page (a block wrapper whose
 * content is no longer the loading skeleton: parsed from the server's HTML, or mounted by the
 * client) and when the client's hydration committed. Runs before the page's own scripts (CDP, so
 * the page CSP does not apply to it).
 */
const MARK_FIRST_BLOCK = `(() => {
  const mounted = () => document.querySelector('.bf-block:not(:has(> .bf-block-skeleton)):not(:empty)');
  const observer = new MutationObserver(() => {
    if (!window.__bfFirstBlock && mounted()) window.__bfFirstBlock = performance.now();
    if (!window.__bfHydrated && document.documentElement.hasAttribute('data-bf-hydrated')) {
      // The runtime writes the commit's time into the attribute: exact, not when we noticed.
      window.__bfHydrated = Number(document.documentElement.getAttribute('data-bf-hydrated')) || performance.now();
    }
    if (window.__bfFirstBlock && window.__bfHydrated) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributeFilter: ['data-bf-hydrated'] });
})();`;

/**
 * Loads `url` in a fresh browser context (empty cache) and lists the JavaScript chunks that had
 * arrived before the first block was in the page, and every chunk requested before the client's
 * hydration committed, with sizes as served and gzipped (zlib, level 9, the served bytes).
 */
export async function measureCriticalPath(browser: Browser, url: string): Promise<CriticalPath> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(MARK_FIRST_BLOCK);
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    // A chunk still arriving when the context closes is not on either list; never a crash.
    if (path.endsWith('.js'))
      bodies.set(
        path,
        response.body().catch(() => null),
      );
  });
  await page.goto(url);
  await page.waitForFunction(
    () => '__bfFirstBlock' in window && '__bfHydrated' in window,
    undefined,
    {
      timeout: 30_000,
    },
  );
  const timing = await page.evaluate(() => {
    const marks = window as unknown as { __bfFirstBlock: number; __bfHydrated: number };
    const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        startTime: entry.startTime,
        responseEnd: entry.responseEnd,
      }));
    return { firstBlockMs: marks.__bfFirstBlock, hydratedMs: marks.__bfHydrated, entries };
  });
  const list = async (paths: string[]): Promise<ChunkList> => {
    const chunks: Chunk[] = [];
    for (const path of paths) {
      const body = await bodies.get(path);
      if (!body) throw new Error(`no response body recorded for ${path}`);
      chunks.push({ path, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
    }
    chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { chunks, gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) };
  };
  const result: CriticalPath = {
    beforeFirstBlock: await list(
      timing.entries.filter((e) => e.responseEnd <= timing.firstBlockMs).map((e) => e.path),
    ),
    beforeHydrated: await list(
      timing.entries.filter((e) => e.startTime <= timing.hydratedMs).map((e) => e.path),
    ),
    firstBlockMs: timing.firstBlockMs,
    hydratedMs: timing.hydratedMs,
  };
  await context.close();
  return result;
}
