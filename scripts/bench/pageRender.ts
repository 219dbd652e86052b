import type { Browser } from 'playwright-core';

export interface PageRender {
  /** ms from navigation start until every expected block's own component is in the page. */
  allMountedMs: number;
  /** The longest main-thread task (PerformanceObserver 'longtask', >= 50 ms) until then; 0 if none. */
  longestTaskMs: number;
}

/**
 * In the page before the app runs (CDP, outside the page CSP): counts mounted blocks (wrappers
 * whose content is no longer the loading skeleton) and records long tasks.
 */
function watchBlocks(expected: number): void {
  const state = { allMounted: 0, longest: 0 };
  (window as unknown as { __bfRender: typeof state }).__bfRender = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!state.allMounted) state.longest = Math.max(state.longest, entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    const mounted = document.querySelectorAll(
      '.bf-block:not(:has(> .bf-block-skeleton)):not(:empty)',
    ).length;
    if (mounted >= expected) {
      state.allMounted = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Loads `url` with an empty cache and times it until `expectedBlocks` blocks are mounted. */
export async function measurePageRender(
  browser: Browser,
  url: string,
  expectedBlocks: number,
): Promise<PageRender> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(watchBlocks, expectedBlocks);
  await page.goto(url);
  await page.waitForFunction(
    () => (window as unknown as { __bfRender: { allMounted: number } }).__bfRender.allMounted > 0,
    undefined,
    { timeout: 60_000 },
  );
  // Long tasks are reported after they end: give the observer a frame to deliver the last one.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const state = await page.evaluate(
    () => (window as unknown as { __bfRender: { allMounted: number; longest: number } }).__bfRender,
  );
  await context.close();
  return { allMountedMs: state.allMounted, longestTaskMs: state.longest };
}
