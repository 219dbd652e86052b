import type { Browser } from 'playwright-core';

export interface PageRender {
  /**
   * ms from navigation start until every expected block's own component is in the page: parsed
   * from the server's HTML, or mounted by the client.
   */
  allMountedMs: number;
  /**
   * ms until the first frame with every block in it was rendered: the next animation frame after
   * all mounted, timed when that frame's work is done (a task queued from its callback).
   */
  allPaintedMs: number;
  /**
   * ms until the page is interactive: the client's hydration committed (the runtime marks <html>
   * with data-bf-hydrated), or, for a page the client renders alone, all blocks mounted.
   */
  interactiveMs: number;
  /** ms until the HTML document had arrived (its response end): the server's part. */
  documentMs: number;
  /** The longest main-thread task (PerformanceObserver 'longtask', >= 50 ms) until interactive; 0 if none. */
  longestTaskMs: number;
  /**
   * ms until every block's elements were hydrated (React's fiber attached to the block's wrapper
   * and its first element), for a page that hydrates: blocks whose hydration React or the runtime
   * deferred (Suspense boundaries, below the fold) count when done. Else all mounted.
   */
  allHydratedMs: number;
  /**
   * The longest main-thread task overlapping the hydration: from the runtime's
   * `bf-hydration-start` mark (just before hydrateRoot) to all hydrated; 0 if none (every task
   * under 50 ms) or for a page that does not hydrate; NaN when the page set no mark.
   */
  longestHydrationTaskMs: number;
}

/** The runtime's mark just before hydrateRoot (runtime/start.tsx). */
const HYDRATION_START_MARK = 'bf-hydration-start';

/**
 * In the page before the app runs (CDP, outside the page CSP): counts mounted blocks (wrappers
 * whose content is no longer the loading skeleton) and records long tasks.
 */
function watchBlocks(expected: number): void {
  const state = {
    allMounted: 0,
    allPainted: 0,
    hydrated: 0,
    allHydrated: 0,
    longest: 0,
    tasks: [] as { start: number; end: number }[],
  };
  (window as unknown as { __bfRender: typeof state }).__bfRender = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // Until the measurement ends: all mounted, and hydrated where the page hydrates.
      if (!state.hydrated || !state.allPainted)
        state.longest = Math.max(state.longest, entry.duration);
      state.tasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  const blocks = document.getElementsByClassName('bf-block');
  const wrappers = document.getElementsByClassName('bf-block');
  const observer = new MutationObserver(() => {
    if (!state.hydrated && document.documentElement.hasAttribute('data-bf-hydrated')) {
      // The runtime writes the commit's time into the attribute: exact, not when we noticed.
      state.hydrated =
        Number(document.documentElement.getAttribute('data-bf-hydrated')) || performance.now();
      // Polled from then until every block's wrapper and first element carry the own
      // `__reactFiber$<random>` key React gives a node it hydrated. No named inner functions:
      // the bench runs under tsx, whose name-keeping helper (__name) does not exist in the page.
      const poll = setInterval(() => {
        for (let i = 0; i < blocks.length; i += 1) {
          for (const node of [blocks[i]!, blocks[i]!.firstElementChild]) {
            if (node && !Object.keys(node).some((key) => key.startsWith('__reactFiber$'))) return;
          }
        }
        clearInterval(poll);
        state.allHydrated = performance.now();
      }, 10);
    }
    // The parser delivers a server-rendered page in many small batches: a cheap count of the
    // wrappers first, so the watcher's own cost does not grow with the number of batches.
    if (state.allMounted || wrappers.length < expected) return;
    const mounted = document.querySelectorAll(
      '.bf-block:not(:has(> .bf-block-skeleton)):not(:empty)',
    ).length;
    if (mounted < expected) return;
    state.allMounted = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        state.allPainted = performance.now();
      };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, {
    childList: true,
    subtree: true,
    attributeFilter: ['data-bf-hydrated'],
  });
}

/**
 * Loads `url` with an empty cache and times it until `expectedBlocks` blocks are mounted, and,
 * with `hydrates`, until the client has hydrated the server's page.
 */
export async function measurePageRender(
  browser: Browser,
  url: string,
  expectedBlocks: number,
  hydrates = false,
): Promise<PageRender> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(watchBlocks, expectedBlocks);
  await page.goto(url);
  await page.waitForFunction(
    (hydrates) => {
      const state = (
        window as unknown as { __bfRender: { allPainted: number; allHydrated: number } }
      ).__bfRender;
      return state.allPainted > 0 && (!hydrates || state.allHydrated > 0);
    },
    hydrates,
    { timeout: 60_000 },
  );
  // Long tasks are reported after they end: give the observer a frame to deliver the last one.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const state = await page.evaluate(
    () =>
      (
        window as unknown as {
          __bfRender: {
            allMounted: number;
            allPainted: number;
            hydrated: number;
            allHydrated: number;
            longest: number;
            tasks: { start: number; end: number }[];
          };
        }
      ).__bfRender,
  );
  const hydrationStart = await page.evaluate(
    (name) => performance.getEntriesByName(name, 'mark')[0]?.startTime ?? null,
    HYDRATION_START_MARK,
  );
  const documentMs = await page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
        ?.responseEnd ?? 0,
  );
  await context.close();
  return {
    documentMs,
    allMountedMs: state.allMounted,
    allPaintedMs: state.allPainted,
    interactiveMs: hydrates ? state.hydrated : state.allMounted,
    longestTaskMs: state.longest,
    allHydratedMs: hydrates ? state.allHydrated : state.allMounted,
    longestHydrationTaskMs:
      hydrates && hydrationStart === null
        ? Number.NaN
        : hydrates && hydrationStart !== null
          ? Math.max(
              0,
              ...state.tasks
                .filter((task) => task.end > hydrationStart && task.start < state.allHydrated)
                .map((task) => task.end - task.start),
            )
          : 0,
  };
}
