/**
 * Where one page's load spends its main thread (issue 22): the page at BENCH_TRACE_PATH ("/checkout"
 * by default) on the portal as maria.manager (BENCH_TRACE_VISITOR=guest: on the guest storefront),
 * with her seeded cart active and the cart guidance seen, loaded under Chromium's tracing and a
 * CPU profile with Lighthouse's 4x CPU slowdown (BENCH_TRACE_CPU to change it), after one untraced
 * warm-up load; then every main-thread task of 50 ms or more until the page is hydrated and quiet,
 * with what ran inside it by source function. `npx vite build && npx tsx scripts/bench/pageTrace.ts`.
 * Times are wall clock (slowed down) on a shared machine: read them as shares, not as figures.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { readConfig } from '../../server/app/config';
import { startServer } from '../../server/app/startServer';
import { DEMO_STOREFRONTS } from '../../server/shared/demo';
import { GUIDANCE_COMPLETED_PREFIX } from '../../runtime/storefront/guidanceState';
import { launchChromium } from './launchChromium';
import { signInForBench } from './signInForBench';
import { mainThreadEvents, taskBreakdown, type TraceEvent } from './traceEvent';
import { sourceName, type CpuProfile } from './cpuProfileSource';

const PAGE_PATH = process.env.BENCH_TRACE_PATH ?? '/checkout';
const GUEST = process.env.BENCH_TRACE_VISITOR === 'guest';
const CPU_SLOWDOWN = Number(process.env.BENCH_TRACE_CPU ?? 1);
/**
 * BENCH_TRACE_TIMELINE=1: also the load's order of events (HTML parsed, stylesheets and scripts
 * arriving, scripts evaluated, paints and LCP candidates): Lighthouse's simulated LCP counts every
 * script that arrived and ran before the observed largest paint.
 */
const TIMELINE = process.env.BENCH_TRACE_TIMELINE === '1';
/**
 * BENCH_TRACE_LIST=<ms>: instead of the long tasks by wall time, one line for every task after
 * the first paint whose thread time, slowed down as Lighthouse slows it, is at least <ms>: what
 * to compare between two builds on a shared machine, where wall times follow the other load.
 */
const LIST_MS = process.env.BENCH_TRACE_LIST ? Number(process.env.BENCH_TRACE_LIST) : null;
/**
 * BENCH_TRACE_COLD=1: the traced load starts with the browser's cache cleared, as Lighthouse's
 * does, so scripts are fetched and compiled again (no V8 code cache): the tasks Lighthouse sees.
 */
const COLD = process.env.BENCH_TRACE_COLD === '1';
/** Lighthouse's mobile CPU slowdown: its simulation multiplies each observed task by it. */
const LIGHTHOUSE_SLOWDOWN = 4;
/** Tasks reported: of 50 ms or more once slowed down as Lighthouse slows them. */
const LONG_TASK_US = 50_000 / (CPU_SLOWDOWN === 1 ? LIGHTHOUSE_SLOWDOWN : 1);
/** server/db/seed/crmRecords.ts, DEMO_QUOTES.mariaCart: the manager's seeded cart with lines. */
const MANAGER_CART = '0Q0Dn00000Cart0001';
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'toplevel',
  'loading',
  'devtools.timeline.frame',
];

/**
 * Self time by source function in [from, to], and total (inclusive) time of the project's own
 * functions (outside node_modules): which block or hook the time is spent under.
 */
function profileOf(profile: CpuProfile, from: number, to: number): string {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    at += profile.timeDeltas[i]!;
    if (at < from || at > to) continue;
    const dt = profile.timeDeltas[i + 1] ?? 100;
    const leaf = nodes.get(profile.samples[i]!)!;
    const frame = leaf.callFrame;
    const name = frame.url ? sourceName(frame) : frame.functionName || '(program)';
    self.set(name, (self.get(name) ?? 0) + dt);
    const seen = new Set<string>();
    for (let id: number | undefined = leaf.id; id !== undefined; id = parents.get(id)) {
      const f = nodes.get(id)!.callFrame;
      if (!f.url) continue;
      const own = sourceName(f);
      if (
        own.includes('node_modules') ||
        /(react-dom|scheduler|react)\//.test(own) ||
        seen.has(own)
      )
        continue;
      seen.add(own);
      inclusive.set(own, (inclusive.get(own) ?? 0) + dt);
    }
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([fn, us]) => `      ${(us / 1000).toFixed(1).padStart(6)} ms  ${fn}`)
      .join('\n');
  return `    self:\n${top(self, 12)}\n    under (project code, inclusive):\n${top(inclusive, 12)}`;
}

async function prepareManager(context: BrowserContext, origin: string): Promise<void> {
  const page = await context.newPage();
  await signInForBench(page, origin);
  await page.goto(`${origin}/cart/${MANAGER_CART}`);
  await page.getByRole('list', { name: 'Cart items' }).waitFor({ timeout: 30_000 });
  const makeActive = page.getByRole('button', { name: 'Make this my active cart' });
  if (await makeActive.count()) {
    await makeActive.click();
    await makeActive.waitFor({ state: 'detached', timeout: 30_000 });
  }
  await page.close();
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blockfront-bench-pagetrace-'));
  const browser = await launchChromium();
  const server = await startServer({ ...readConfig({ ...process.env, PORT: '0' }), dataDir });
  try {
    const storefront = GUEST ? DEMO_STOREFRONTS.guest : DEMO_STOREFRONTS.portal;
    const origin = `http://${storefront.domain}:${server.port}`;
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.addInitScript(
      `try { sessionStorage.setItem(${JSON.stringify(`${GUIDANCE_COMPLETED_PREFIX}${storefront.storefrontId}`)}, '1') } catch {}`,
    );
    if (!GUEST) await prepareManager(context, origin);
    for (const traced of [false, true]) {
      const page = await context.newPage();
      page.on('console', (m) => {
        if (m.type() === 'error') console.log(`console error: ${m.text()}`);
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      if (traced) {
        if (COLD) await cdp.send('Network.clearBrowserCache');
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        await browser.startTracing(page, { categories: CATEGORIES });
      }
      await page.goto(`${origin}${PAGE_PATH}`);
      await page.waitForSelector('html[data-bf-hydrated]', { timeout: 60_000 }).catch(() => {
        console.log('(no hydration mark: the client rendered the page)');
      });
      await page.waitForTimeout(5000);
      if (!traced) {
        await page.close();
        continue;
      }
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as
        { traceEvents: TraceEvent[] } | TraceEvent[];
      const events = Array.isArray(trace) ? trace : trace.traceEvents;
      // BENCH_TRACE_SAVE=file: the trace itself, for Chromium's DevTools (Performance panel).
      if (process.env.BENCH_TRACE_SAVE)
        writeFileSync(process.env.BENCH_TRACE_SAVE, JSON.stringify({ traceEvents: events }));
      report(events, profile);
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(events: TraceEvent[], profile: CpuProfile): void {
  const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationStart');
  const pid = events.find((e) => e.name === 'TracingStartedInBrowser')?.pid;
  const renderers = [...new Set(events.filter((e) => e.name === 'ParseHTML').map((e) => e.pid))];
  const ms = (us: number) => `${(us / 1000).toFixed(0)} ms`;
  for (const rpid of renderers.length ? renderers : [pid!]) {
    const onMain = mainThreadEvents(events, rpid);
    const start = onMain.find((e) => e.name === 'ParseHTML')?.ts ?? nav?.ts ?? 0;
    if (TIMELINE) printTimeline(events, onMain, rpid, nav?.ts ?? start);
    const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur! >= LONG_TASK_US);
    const total = tasks.reduce((sum, t) => sum + t.dur! - LONG_TASK_US, 0);
    // The main thread's own CPU time (thread time, unlike wall time untouched by the other
    // processes on a shared machine), slowed down as Lighthouse does: its blocking time after the
    // first paint is the figure to compare between two builds.
    const paint = onMain.find((e) => e.name === 'Paint' || e.name === 'PrePaint')?.ts ?? start;
    const slowed = onMain
      .filter((e) => e.name === 'RunTask' && e.ts >= paint && e.tdur !== undefined)
      .map((e) => (e.tdur! * LIGHTHOUSE_SLOWDOWN) / Math.max(CPU_SLOWDOWN, 1));
    const blocking = slowed.reduce((sum, d) => sum + Math.max(0, d - 50_000), 0);
    console.log(
      `${PAGE_PATH} (renderer ${rpid}), CPU ${CPU_SLOWDOWN}x: ${tasks.length} long tasks (wall time), blocking time ${ms(total)}; thread time x${LIGHTHOUSE_SLOWDOWN / Math.max(CPU_SLOWDOWN, 1)} after the first paint: ${slowed.filter((d) => d > 50_000).length} tasks over 50 ms, blocking ${ms(blocking)}, total ${ms(slowed.reduce((a, b) => a + b, 0))}`,
    );
    if (LIST_MS !== null) {
      listTasks(onMain, profile, paint, start, LIST_MS);
      continue;
    }
    for (const task of tasks) {
      const byKind = taskBreakdown(task, onMain);
      const parts = [...byKind.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([label, dur]) => `${label} ${ms(dur)}`)
        .join('; ');
      const marks = events
        .filter(
          (e) =>
            e.pid === rpid &&
            e.ts >= task.ts &&
            e.ts <= task.ts + task.dur! &&
            e.name.startsWith('bf-'),
        )
        .map((e) => e.name);
      console.log(
        `  at +${ms(task.ts - start)}: ${ms(task.dur!)} (thread ${ms(task.tdur ?? 0)}): ${parts} ${marks.join(' ')}`,
      );
      console.log(profileOf(profile, task.ts, task.ts + task.dur!));
    }
  }
}

/** The tasks after `paint` of at least `minMs` thread time slowed down: see LIST_MS. */
function listTasks(
  onMain: readonly TraceEvent[],
  profile: CpuProfile,
  paint: number,
  start: number,
  minMs: number,
): void {
  const factor = LIGHTHOUSE_SLOWDOWN / Math.max(CPU_SLOWDOWN, 1);
  for (const task of onMain) {
    if (task.name !== 'RunTask' || task.ts < paint || task.tdur === undefined) continue;
    const slowed = (task.tdur * factor) / 1000;
    if (slowed < minMs) continue;
    const kinds = [...taskBreakdown(task, onMain).entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([label, dur]) => `${label} ${(dur / 1000).toFixed(0)}`)
      .join('; ');
    const lines = profileOf(profile, task.ts, task.ts + task.dur!).split('\n');
    const under = lines.indexOf('    under (project code, inclusive):');
    const self = lines
      .slice(1, Math.min(4, under))
      .map((l) => l.trim())
      .join(' | ');
    const own = lines
      .slice(under + 1, under + 4)
      .map((l) => l.trim())
      .join(' | ');
    console.log(
      `  +${((task.ts - start) / 1000).toFixed(0).padStart(5)} ms  x${factor} thread ${slowed.toFixed(0).padStart(4)} ms (wall ${(task.dur! / 1000).toFixed(0)}): ${kinds}\n      self: ${self}\n      under: ${own}`,
    );
  }
}

/** What happened when, from the navigation's start: see TIMELINE. */
function printTimeline(
  events: readonly TraceEvent[],
  onMain: readonly TraceEvent[],
  rpid: number,
  origin: number,
): void {
  const ms = (us: number) => `${((us - origin) / 1000).toFixed(0).padStart(6)} ms`;
  const short = (url = '') => url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70);
  const urls = new Map<string, string>();
  for (const e of events)
    if (e.name === 'ResourceSendRequest' && e.args?.data?.requestId)
      urls.set(e.args.data.requestId, e.args.data.url ?? '');
  const lines: Array<[number, string]> = [];
  for (const e of events) {
    if (e.pid !== rpid && e.name !== 'ResourceFinish' && e.name !== 'ResourceReceiveResponse')
      continue;
    const data = e.args?.data;
    if (e.name === 'ResourceFinish' && data?.requestId)
      lines.push([e.ts, `arrived   ${short(urls.get(data.requestId))}`]);
    else if (
      /^(firstPaint|firstContentfulPaint|largestContentfulPaint::Candidate|domContentLoadedEventEnd|MarkDOMContent|MarkLoad)$/.test(
        e.name,
      )
    )
      lines.push([e.ts, `${e.name}`]);
    else if (e.name.startsWith('bf-')) lines.push([e.ts, `mark      ${e.name}`]);
  }
  for (const e of onMain) {
    const data = e.args?.data;
    if (
      e.name === 'EvaluateScript' ||
      e.name === 'v8.evaluateModule' ||
      e.name === 'v8.compileModule'
    )
      lines.push([
        e.ts,
        `${e.name.padEnd(9)} ${short(data?.url)} ${(e.dur! / 1000).toFixed(1)} ms`,
      ]);
    else if (e.name === 'ParseHTML' || e.name === 'Paint' || e.name === 'Layout')
      lines.push([e.ts, `${e.name.padEnd(9)} ${(e.dur! / 1000).toFixed(1)} ms`]);
    else if (e.name === 'RunTask' && e.dur! > 5000)
      lines.push([e.ts, `task      ${(e.dur! / 1000).toFixed(1)} ms`]);
  }
  for (const [ts, text] of lines.sort((a, b) => a[0] - b[0])) console.log(`${ms(ts)}  ${text}`);
}

await main();
