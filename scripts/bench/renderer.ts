/**
 * `npm run bench`, renderer figures (issue 3), after the local stack figures (run.ts):
 * - critical-path JavaScript of the guest home page (server-rendered, then hydrated): the JS
 *   chunks that had arrived before the first block was in the page, and every chunk requested
 *   before the client's hydration committed, with gzip sizes, against the 110 KB target;
 * - validation cost per block, by componentName, against the 5 microsecond target;
 * - a 50- and a 250-block page from the local gateway: navigation to all blocks in the page (parsed
 *   from the server's HTML), to the first frame rendered with all of them (all painted), to
 *   hydrated (interactive), and the longest main-thread task until then, median of BENCH_RUNS (5)
 *   runs in headless Chromium; side by side (runs interleaved, same browser) the same blocks drawn
 *   by Puck's <Render> with our own block components from a bench-only page (scripts/bench/puck,
 *   built by puckPage.ts), each of ours against Puck's (target at most 0.5).
 * Results are recorded in docs/benchmarks.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../../server/app/config';
import { startServer, type RunningServer } from '../../server/app/startServer';
import { openDatabase } from '../../server/db/open';
import type { StoredBlockData } from '../../runtime/render/blockData';
import { DEMO_STOREFRONTS } from '../../server/shared/demo';
import { contentPool, framingBlocks, makeBigPage } from './bigPage';
import { readBigPageSource } from './bigPageSource';
import { measureCriticalPath, type Chunk } from './criticalPath';
import { launchChromium } from './launchChromium';
import type { Browser } from 'playwright-core';
import { median } from './median';
import { measurePageRender, type PageRender } from './pageRender';
import { puckData, startPuckPage } from './puckPage';
import { measureValidationCost } from './validationCost';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_GZIP_BYTES = 110 * 1000;
/** BENCH_PAGE_SIZES=250 measures one size only, e.g. while trying a change. */
const PAGE_SIZES = (process.env.BENCH_PAGE_SIZES ?? '50,250').split(',').map(Number);
/** BENCH_PAGES_ONLY=1 skips the critical path and the validation cost. */
const PAGES_ONLY = process.env.BENCH_PAGES_ONLY === '1';
/**
 * BENCH_UNCACHED=1: each of our loads asks for a URL the server has not rendered yet (a query
 * string of its own), so every load waits for a server render, as a page's first visitor after a
 * publish and every signed-in visitor do; by default the loads after the first get the render
 * cache's copy.
 */
const UNCACHED = process.env.BENCH_UNCACHED === '1';
/** Content blocks copied into the big pages: leaf blocks with no data requests of their own. */

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

function start(dataDir: string): Promise<RunningServer> {
  return startServer({ ...readConfig({ ...process.env, PORT: '0' }), dataDir });
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blockfront-bench-renderer-'));
  const browser = await launchChromium();
  try {
    let server = await start(dataDir);
    const home = `http://${DEMO_STOREFRONTS.guest.domain}:${server.port}/`;

    // (a) critical path of the guest home.
    if (!PAGES_ONLY) await reportCriticalPath(browser, home);
    await server.close();

    // (b) validation cost per block, on every seeded block.
    let db = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    const { stored, template, pool } = await readBigPageSource(db);
    await db.close();
    if (!PAGES_ONLY) await reportValidationCost(stored.map((s) => s.block));

    // (c) big pages: the guest home template's content replaced by N valid leaf blocks.
    const puckPages = new Map(
      PAGE_SIZES.map((size) => [
        size,
        puckData(framingBlocks(template.blocks), contentPool(pool), size),
      ]),
    );
    const puck = await startPuckPage(path.join(dataDir, 'puck-dist'), puckPages);
    const ratios: string[] = [];
    for (const size of PAGE_SIZES) {
      db = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      const expected = await makeBigPage(db, template, pool, size);
      await db.close();
      server = await start(dataDir);
      const url = `http://${DEMO_STOREFRONTS.guest.domain}:${server.port}/`;
      const runs: PageRender[] = [];
      const puckRuns: PageRender[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const ourUrl = UNCACHED ? `${url}?bench-run=${run}` : url;
        runs.push(await measurePageRender(browser, ourUrl, expected, true));
        puckRuns.push(await measurePageRender(browser, puck.url(size), expected));
      }
      const ours = summarize(runs);
      const theirs = summarize(puckRuns);
      console.log(
        `${size}-block page (${expected} blocks with header and footer${UNCACHED ? ', each load rendered anew by the server' : ''}), median of ${RUNS}: HTML arrived ${ours.document.toFixed(0)} ms, all in the page ${ours.mounted.toFixed(0)} ms, all painted ${ours.painted.toFixed(0)} ms, hydrated ${ours.interactive.toFixed(0)} ms, all blocks hydrated ${ours.allHydrated.toFixed(0)} ms, longest task ${ours.longest.toFixed(0)} ms, longest task during hydration ${Number.isNaN(ours.hydrationTask) ? 'n/a (no mark)' : `${ours.hydrationTask.toFixed(0)} ms (target under 50 ms: ${ours.hydrationTask < 50 ? 'met' : 'NOT met'})`}`,
      );
      console.log(
        `  per run: HTML complete ${runs.map((r) => r.documentMs.toFixed(0)).join(', ')} ms; all in the page ${runs.map((r) => r.allMountedMs.toFixed(0)).join(', ')} ms; longest task during hydration ${runs.map((r) => r.longestHydrationTaskMs.toFixed(0)).join(', ')} ms; all painted ${runs.map((r) => r.allPaintedMs.toFixed(0)).join(', ')} ms (Puck ${puckRuns.map((r) => r.allPaintedMs.toFixed(0)).join(', ')} ms)`,
      );
      console.log(
        `  Puck <Render>, same blocks, median of ${RUNS}: all mounted ${theirs.mounted.toFixed(0)} ms, all painted ${theirs.painted.toFixed(0)} ms, longest task ${theirs.longest.toFixed(0)} ms`,
      );
      const verdict = (ratio: number) =>
        `${ratio.toFixed(2)} (target at most 0.50: ${ratio <= 0.5 ? 'met' : 'NOT met'})`;
      ratios.push(
        `  ${size} blocks: all in the page / Puck all mounted ${verdict(ours.mounted / theirs.mounted)}; all painted / Puck all painted ${verdict(ours.painted / theirs.painted)}; hydrated / Puck all mounted ${verdict(ours.interactive / theirs.mounted)}; all blocks hydrated / Puck all mounted ${(ours.allHydrated / theirs.mounted).toFixed(2)}; longest task ${theirs.longest > 0 ? (ours.longest / theirs.longest).toFixed(2) : 'n/a (Puck had none)'}`,
      );
      await server.close();
    }
    await puck.close();
    console.log("Ours against Puck's <Render> (same run, same browser):");
    for (const line of ratios) console.log(line);
  } finally {
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Critical-path JavaScript of the guest home: the median run (by the JS loaded before hydration),
 * cold cache each run, with every chunk listed.
 */
async function reportCriticalPath(browser: Browser, home: string): Promise<void> {
  const paths = [];
  for (let run = 0; run < RUNS; run += 1) {
    paths.push(await measureCriticalPath(browser, home));
  }
  paths.sort((a, b) => a.beforeHydrated.gzipBytes - b.beforeHydrated.gzipBytes);
  const critical = paths[Math.floor(paths.length / 2)]!;
  const printChunks = (chunks: readonly Chunk[]) => {
    for (const chunk of chunks) {
      console.log(
        `  ${chunk.path.padEnd(44)} ${kb(chunk.bytes).padStart(10)} ${kb(chunk.gzipBytes).padStart(10)} gzip`,
      );
    }
  };
  const firstBlock = median(paths.map((p) => p.firstBlockMs));
  const hydrated = median(paths.map((p) => p.hydratedMs));
  console.log(`Guest home page (${home}), median of ${RUNS}:`);
  console.log(
    `JavaScript arrived before the first block was in the page (${firstBlock.toFixed(0)} ms): ${critical.beforeFirstBlock.chunks.length} chunks, ${kb(critical.beforeFirstBlock.gzipBytes)} gzip`,
  );
  printChunks(critical.beforeFirstBlock.chunks);
  console.log(
    `JavaScript requested before hydration committed (${hydrated.toFixed(0)} ms), the critical path of an interactive page:`,
  );
  printChunks(critical.beforeHydrated.chunks);
  console.log(
    `  total ${critical.beforeHydrated.chunks.length} chunks: ${kb(critical.beforeHydrated.gzipBytes)} gzip (target ${kb(TARGET_GZIP_BYTES)}: ${critical.beforeHydrated.gzipBytes <= TARGET_GZIP_BYTES ? 'met' : 'NOT met'})`,
  );
}

/** Validation cost per block, by componentName, on every seeded block. */
async function reportValidationCost(blocks: StoredBlockData[]): Promise<void> {
  console.log(
    'Validation cost per block (median, microseconds; block schema + layout settings | whole pipeline before mount):',
  );
  for (const cost of await measureValidationCost(blocks)) {
    console.log(
      `  ${cost.componentName.padEnd(16)} ${String(cost.measured).padStart(2)} of ${String(cost.blocks).padStart(3)} blocks  ${cost.validateMicros.toFixed(2).padStart(7)} us  | ${cost.prepareMicros.toFixed(2).padStart(7)} us`,
    );
  }
}

function summarize(runs: readonly PageRender[]): {
  mounted: number;
  painted: number;
  interactive: number;
  document: number;
  longest: number;
  allHydrated: number;
  hydrationTask: number;
} {
  return {
    document: median(runs.map((r) => r.documentMs)),
    mounted: median(runs.map((r) => r.allMountedMs)),
    painted: median(runs.map((r) => r.allPaintedMs)),
    interactive: median(runs.map((r) => r.interactiveMs)),
    longest: median(runs.map((r) => r.longestTaskMs)),
    allHydrated: median(runs.map((r) => r.allHydratedMs)),
    hydrationTask: median(runs.map((r) => r.longestHydrationTaskMs)),
  };
}

await main();
