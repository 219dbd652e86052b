/**
 * Where the hydration of a big page spends its main-thread time (issue 22): the 250-block page of
 * renderer.ts (BENCH_PAGE_SIZE to change it) loaded under Chromium's tracing, after one untraced
 * warm-up load, then every main-thread task of 20 ms or more from the runtime's
 * `bf-hydration-start` mark until every block is hydrated, with what ran inside it (scripts by
 * URL and function, parsing, style, layout, paint). `npx vite build && npx tsx
 * scripts/bench/hydrationTrace.ts`. Times are wall clock on a shared machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { readConfig } from '../../server/app/config';
import { startServer } from '../../server/app/startServer';
import { openDatabase } from '../../server/db/open';
import { DEMO_STOREFRONTS } from '../../server/shared/demo';
import { makeBigPage } from './bigPage';
import { readBigPageSource } from './bigPageSource';
import { launchChromium } from './launchChromium';
import {
  eventsInside,
  mainThreadEvents,
  taskBreakdown,
  WRAPPER_EVENTS,
  type TraceEvent,
} from './traceEvent';
import { sourceName, type CpuProfile } from './cpuProfileSource';

const SIZE = Number(process.env.BENCH_PAGE_SIZE ?? 250);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'toplevel',
];

/** The scheduler's own events around the work: looked through, not counted. */

/** Marks `bf-all-hydrated` once every block's wrapper and first element carry React's fiber. */
function markAllHydrated(): void {
  // No named inner functions: tsx's name-keeping helper (__name) does not exist in the page.
  new MutationObserver((_records, observer) => {
    if (!document.documentElement.hasAttribute('data-bf-hydrated')) return;
    observer.disconnect();
    const blocks = [...document.getElementsByClassName('bf-block')];
    const hydrated = blocks.filter((block) =>
      Object.keys(block).some((key) => key.startsWith('__reactFiber$')),
    ).length;
    performance.mark(`bf-commit-hydrated ${hydrated} of ${blocks.length}`);
  }).observe(document, { subtree: true, attributeFilter: ['data-bf-hydrated'] });
  const poll = setInterval(() => {
    const blocks = document.getElementsByClassName('bf-block');
    if (!performance.getEntriesByName('bf-hydration-start').length || !blocks.length) return;
    for (let i = 0; i < blocks.length; i += 1) {
      for (const node of [blocks[i]!, blocks[i]!.firstElementChild]) {
        if (node && !Object.keys(node).some((key) => key.startsWith('__reactFiber$'))) return;
      }
    }
    clearInterval(poll);
    performance.mark('bf-all-hydrated');
  }, 10);
}

/** A V8 CPU profile (CDP Profiler.stop), sampled every 100 microseconds. */

interface Loaded {
  events: TraceEvent[];
  profile: CpuProfile | null;
}

async function load(browser: Browser, url: string, traced: boolean): Promise<Loaded> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') console.log(`console error: ${message.text()}`);
    });
    await page.addInitScript(markAllHydrated);
    const cdp = traced ? await context.newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      await browser.startTracing(page, { categories: CATEGORIES });
    }
    await page.goto(url);
    await page.waitForFunction(
      () => performance.getEntriesByName('bf-all-hydrated').length > 0,
      undefined,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(200);
    if (!cdp) return { events: [], profile: null };
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as
      { traceEvents: TraceEvent[] } | TraceEvent[];
    return { events: Array.isArray(trace) ? trace : trace.traceEvents, profile };
  } finally {
    await context.close();
  }
}

/** Self time by source function of the samples in [from, to] (trace microseconds). */
function profileOf(profile: CpuProfile, from: number, to: number): string {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    at += profile.timeDeltas[i]!;
    if (at < from || at > to) continue;
    const frame = nodes.get(profile.samples[i]!)!.callFrame;
    const name = frame.url ? sourceName(frame) : frame.functionName || '(program)';
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i + 1] ?? 100));
  }
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([name, us]) => `      ${(us / 1000).toFixed(1).padStart(6)} ms  ${name}`)
    .join('\n');
}

function report({ events, profile }: Loaded): void {
  const mark = (name: string) => events.find((event) => event.name === name);
  const start = mark('bf-hydration-start');
  const end = mark('bf-all-hydrated');
  if (!start || !end) throw new Error('no hydration marks in the trace');
  const onMain = mainThreadEvents(events, start.pid);
  const tasks = onMain.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ts + event.dur! > start.ts &&
      event.ts < end.ts &&
      event.dur! >= 20_000,
  );
  const ms = (us: number) => `${(us / 1000).toFixed(1)} ms`;
  const atCommit = events.find((event) => event.name.startsWith('bf-commit-hydrated'));
  if (atCommit)
    console.log(
      `At the first commit (+${ms(atCommit.ts - start.ts)}), block wrappers hydrated: ${atCommit.name.slice('bf-commit-hydrated '.length)}`,
    );
  console.log(
    `${SIZE}-block page: hydration from its start mark to every block hydrated ${ms(end.ts - start.ts)}; main-thread tasks of 20 ms or more in it: ${tasks.length}`,
  );
  for (const task of tasks) {
    const byKind = taskBreakdown(task, onMain);
    const parts = [...byKind.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([label, dur]) => `${label} ${ms(dur)}`)
      .join('; ');
    console.log(`  at +${ms(task.ts - start.ts)}: ${ms(task.dur!)}: ${parts}`);
    // The browser's own work the scripts caused (style, layout, GC, parsing), at any depth.
    const blink = new Map<string, number>();
    for (const event of eventsInside(task, onMain)) {
      if (
        WRAPPER_EVENTS.has(event.name) ||
        /^(FunctionCall|EvaluateScript|v8\.|V8\.)/.test(event.name)
      )
        continue;
      blink.set(event.name, (blink.get(event.name) ?? 0) + event.dur!);
    }
    const browserWork = [...blink.entries()]
      .filter(([, dur]) => dur >= 500)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([label, dur]) => `${label} ${ms(dur)}`)
      .join('; ');
    if (browserWork) console.log(`    browser work inside (nested, may overlap): ${browserWork}`);
    if (profile) console.log(profileOf(profile, task.ts, task.ts + task.dur!));
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blockfront-bench-hydration-'));
  const browser = await launchChromium();
  try {
    let server = await startServer({ ...readConfig({ ...process.env, PORT: '0' }), dataDir });
    await server.close();
    const db = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    const { template, pool } = await readBigPageSource(db);
    await makeBigPage(db, template, pool, SIZE);
    await db.close();
    server = await startServer({ ...readConfig({ ...process.env, PORT: '0' }), dataDir });
    const url = `http://${DEMO_STOREFRONTS.guest.domain}:${server.port}/`;
    await load(browser, url, false);
    report(await load(browser, url, true));
    await server.close();
  } finally {
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
