/**
 * What a guest page's rendering costs the main thread, in thread (CPU) time, which a busy machine
 * disturbs far less than wall time (issue 22: the guest catalogue's blocking time after its
 * first paint is mostly style, layout and paint, not script). Loads BENCH_RENDER_PATH
 * ("/flow_consumables" by default) on the guest storefront at Lighthouse's mobile viewport
 * (412 x 823), BENCH_RUNS (5) times after one untraced warm-up load, each load traced until the
 * page is hydrated and quiet, and prints the median thread time of style, layout, paint and
 * HTML parsing. `npx vite build && npx tsx scripts/bench/renderCost.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HYDRATED_ATTRIBUTE } from '../../schemas/firstPage';
import { readConfig } from '../../server/app/config';
import { startServer } from '../../server/app/startServer';
import { DEMO_STOREFRONTS } from '../../server/shared/demo';
import { launchChromium } from './launchChromium';
import { median } from './median';
import { mainThreadEvents, type TraceEvent } from './traceEvent';

const PAGE_PATH = process.env.BENCH_RENDER_PATH ?? '/flow_consumables';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PARTS: Record<string, readonly string[]> = {
  style: ['UpdateLayoutTree', 'RecalculateStyles'],
  layout: ['Layout'],
  paint: ['Paint', 'PrePaint', 'Layerize', 'Commit'],
  parse: ['ParseHTML'],
  script: [
    'v8.compile',
    'v8.compileModule',
    'EvaluateScript',
    'v8.evaluateModule',
    'FunctionCall',
    'TimerFire',
  ],
};

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blockfront-bench-rendercost-'));
  const server = await startServer({ ...readConfig({ ...process.env, PORT: '0' }), dataDir });
  const origin = `http://${DEMO_STOREFRONTS.guest.domain}:${server.port}`;
  const browser = await launchChromium();
  const totals: Record<string, number[]> = Object.fromEntries(
    Object.keys(PARTS).map((k) => [k, []]),
  );
  try {
    for (let run = 0; run <= RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      if (run > 0)
        await browser.startTracing(page, {
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'v8.execute',
            'loading',
          ],
        });
      await page.goto(`${origin}${PAGE_PATH}`, { waitUntil: 'load' });
      await page.waitForSelector(`html[${HYDRATED_ATTRIBUTE}]`, { timeout: 30_000 });
      await page.waitForTimeout(1500);
      if (run > 0) {
        const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
          traceEvents: TraceEvent[];
        };
        // The page's renderer: the one that parsed the most HTML (a blank tab's has its own).
        const parsed = new Map<number, number>();
        for (const e of trace.traceEvents)
          if (e.name === 'ParseHTML') parsed.set(e.pid, (parsed.get(e.pid) ?? 0) + (e.dur ?? 0));
        const rendererPid = [...parsed].sort((a, b) => b[1] - a[1])[0]![0];
        const events = mainThreadEvents(trace.traceEvents, rendererPid);
        for (const [part, names] of Object.entries(PARTS)) {
          const us = events
            .filter((e) => names.includes(e.name))
            .reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0), 0);
          totals[part]!.push(us / 1000);
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`${PAGE_PATH}, guest, 412 x 823, median of ${RUNS} (thread ms, unthrottled):`);
  console.log(
    Object.entries(totals)
      .map(([part, values]) => `${part} ${median(values).toFixed(1)}`)
      .join(', '),
  );
}

await main();
