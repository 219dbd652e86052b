/**
 * `npm run bench`, Lighthouse 12 (issue 22): the guest storefront's pages under Lighthouse's
 * default mobile settings (simulated slow 4G, 4x CPU slowdown) in Debian's headless Chromium,
 * median of BENCH_LIGHTHOUSE_RUNS (5) runs per page (BENCH_LIGHTHOUSE_PAGES picks pages by
 * name). Targets: performance >= 95 with TBT <= 100 ms and CLS <= 0.05; accessibility, best
 * practices and SEO >= 95.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../../server/app/config';
import { startServer } from '../../server/app/startServer';
import { DEMO_STOREFRONTS } from '../../server/shared/demo';
import {
  launchLighthouseChrome,
  runLighthouse,
  type LighthouseRun,
} from '../lighthouse/runLighthouse';
import { guestPages } from '../lighthouse/guestPages';
import { median } from './median';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/** Only these pages, by name (`BENCH_LIGHTHOUSE_PAGES="product page,cart"`); all by default. */
const ONLY = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);

const meets = (m: LighthouseRun) =>
  m.performance >= 95 &&
  m.tbtMs <= 100 &&
  m.cls <= 0.05 &&
  m.accessibility >= 95 &&
  m.bestPractices >= 95 &&
  m.seo >= 95;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blockfront-bench-lighthouse-'));
  const server = await startServer({ ...readConfig({ ...process.env, PORT: '0' }), dataDir });
  const chrome = await launchLighthouseChrome();
  try {
    const origin = `http://${DEMO_STOREFRONTS.guest.domain}:${server.port}`;
    console.log(
      `Lighthouse 12, mobile (simulated throttling), guest storefront, median of ${RUNS} runs:`,
    );
    console.log(
      `  ${'page'.padEnd(14)} ${'perf'.padStart(5)} ${'FCP'.padStart(7)} ${'LCP'.padStart(7)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)} ${'a11y'.padStart(5)} ${'BP'.padStart(5)} ${'SEO'.padStart(5)}  target`,
    );
    const pages = (await guestPages(origin)).filter(
      ([name]) => ONLY.length === 0 || ONLY.includes(name),
    );
    if (pages.length === 0)
      throw new Error(`BENCH_LIGHTHOUSE_PAGES names no page: ${ONLY.join(', ')}`);
    for (const [name, url] of pages) {
      const runs: LighthouseRun[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await runLighthouse(chrome, url));
      const m = Object.fromEntries(
        Object.keys(runs[0]!).map((key) => [
          key,
          median(runs.map((r) => r[key as keyof LighthouseRun])),
        ]),
      ) as unknown as LighthouseRun;
      console.log(
        `  ${name.padEnd(14)} ${String(m.performance).padStart(5)} ${(m.fcpMs / 1000).toFixed(1).padStart(6)}s ${(m.lcpMs / 1000).toFixed(1).padStart(6)}s ${m.tbtMs.toFixed(0).padStart(5)}ms ${m.cls.toFixed(3).padStart(6)} ${String(m.accessibility).padStart(5)} ${String(m.bestPractices).padStart(5)} ${String(m.seo).padStart(5)}  ${meets(m) ? 'met' : 'NOT met'}`,
      );
    }
  } finally {
    chrome.kill();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
