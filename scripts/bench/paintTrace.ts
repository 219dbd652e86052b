/**
 * Where a page's main thread goes until its blocks are painted (issue 22, the 250-block page's
 * "all painted"): loads BENCH_URL (e.g. the page `serveBigPage.ts` serves) under Chromium's
 * tracing, once untraced first, and lists every main-thread task of 3 ms or more from the
 * navigation until the bench's "all painted" (the frame after every block wrapper is in the
 * page), each with its parts (HTML parsing, style, layout, paint, scripts).
 * `npx tsx scripts/bench/paintTrace.ts` with BENCH_URL set.
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from './launchChromium';
import { eventsInside, mainThreadEvents, type TraceEvent } from './traceEvent';

const URL_TO_LOAD = process.env.BENCH_URL;
const EXPECTED = Number(process.env.BENCH_BLOCKS ?? 252);
const MIN_TASK_US = Number(process.env.BENCH_MIN_TASK_MS ?? 3) * 1000;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'toplevel',
  'loading',
];

/** Marks `bf-all-mounted` when every wrapper is in the page and `bf-all-painted` a frame later. */
function markPainted(expected: number): void {
  const wrappers = document.getElementsByClassName('bf-block');
  new MutationObserver((_records, observer) => {
    if (wrappers.length < expected) return;
    observer.disconnect();
    performance.mark('bf-all-mounted');
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => performance.mark('bf-all-painted');
      channel.port2.postMessage(null);
    });
  }).observe(document, { childList: true, subtree: true });
}

interface Loaded {
  events: TraceEvent[];
  /** The render-blocking resources, with when they were asked for and arrived (ms). */
  blocking: string[];
}

async function load(browser: Browser, url: string, traced: boolean): Promise<Loaded> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(markPainted, EXPECTED);
    if (traced) await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('bf-all-painted').length > 0);
    await page.waitForTimeout(100);
    const blocking = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            (entry as PerformanceResourceTiming & { renderBlockingStatus?: string })
              .renderBlockingStatus === 'blocking',
        )
        .map(
          (entry) =>
            `${new URL(entry.name).pathname} ${entry.startTime.toFixed(0)}-${(entry as PerformanceResourceTiming).responseEnd.toFixed(0)} ms`,
        ),
    );
    if (!traced) return { events: [], blocking };
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as
      { traceEvents: TraceEvent[] } | TraceEvent[];
    return { events: Array.isArray(trace) ? trace : trace.traceEvents, blocking };
  } finally {
    await context.close();
  }
}

const ms = (us: number) => `${(us / 1000).toFixed(1)} ms`;

function report({ events, blocking }: Loaded): void {
  console.log(`render-blocking resources (asked for - arrived): ${blocking.join('; ')}`);
  const mark = (name: string) => events.find((event) => event.name === name);
  const painted = mark('bf-all-painted');
  const mounted = mark('bf-all-mounted');
  const nav = events.find(
    (event) => event.name === 'navigationStart' && event.pid === painted?.pid,
  );
  if (!painted || !mounted || !nav) throw new Error('no marks in the trace');
  const onMain = mainThreadEvents(events, painted.pid);
  console.log(
    `all mounted +${ms(mounted.ts - nav.ts)}, all painted +${ms(painted.ts - nav.ts)} (from navigationStart)`,
  );
  const tasks = onMain.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ts + event.dur! > nav.ts &&
      event.ts < painted.ts &&
      event.dur! >= MIN_TASK_US,
  );
  const totals = new Map<string, number>();
  for (const task of tasks) {
    const inside = eventsInside(task, onMain);
    const byKind = new Map<string, number>();
    let covered = -Infinity;
    for (const event of inside.sort((a, b) => a.ts - b.ts)) {
      if (
        event.ts < covered ||
        event.name.includes('::') ||
        /^(RunMicrotasks|BlinkScheduler)/.test(event.name)
      )
        continue;
      covered = event.ts + event.dur!;
      const data = event.args?.data;
      const label =
        event.name === 'FunctionCall' ||
        event.name === 'EvaluateScript' ||
        event.name === 'v8.compileModule'
          ? `${event.name} ${path.basename(data?.url ?? '')}`.trim()
          : event.name;
      byKind.set(label, (byKind.get(label) ?? 0) + event.dur!);
      totals.set(event.name, (totals.get(event.name) ?? 0) + event.dur!);
    }
    const parts = [...byKind.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([label, dur]) => `${label} ${ms(dur)}`)
      .join('; ');
    console.log(`  +${ms(task.ts - nav.ts)}: ${ms(task.dur!)}: ${parts}`);
  }
  console.log(
    `totals: ${[...totals.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([label, dur]) => `${label} ${ms(dur)}`)
      .join('; ')}`,
  );
}

if (!URL_TO_LOAD) throw new Error('BENCH_URL is required');
const browser = await launchChromium();
try {
  await load(browser, URL_TO_LOAD, false);
  report(await load(browser, URL_TO_LOAD, true));
} finally {
  await browser.close();
}
