/**
 * Where the sandbox benchmark's time goes (issue 6): one page load of the /sandbox-lab page
 * (scripts/bench/sandboxLab.ts; `SANDBOX_SCRIPT=dom` for the DOM workload) under Chromium's
 * tracing, after one untraced warm-up load, printed as milestones relative to the first
 * custom-code block mounting, the sandbox workers' CPU time, and the CPU time of every process
 * between the first mount and the last sandbox render. `npx vite build && npx tsx
 * scripts/bench/sandboxTrace.ts`; the figures in docs/benchmarks.md come from it. Times are wall
 * clock; CPU times are the threads' own (a loaded machine stretches the first, not the second).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { readConfig } from '../../server/app/config';
import { startServer } from '../../server/app/startServer';
import { DEMO_STOREFRONTS } from '../../server/shared/demo';
import { launchChromium } from './launchChromium';
import type { TraceEvent } from './traceEvent';
import { median } from './median';
import { BLOCKS, DOM_JS, putLab, RENDER_JS } from './sandboxLab';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink',
  'blink.user_timing',
  'loading',
  'toplevel',
];

/** Marks the first custom-code block mounting and the last sandbox rendering, as the bench does. */
function markSandboxes(expected: number): void {
  if (window.top !== window) return;
  let first = false;
  const observer = new MutationObserver(() => {
    if (!first && document.querySelector('[data-block-id^="lab-slot-"]')) {
      first = true;
      performance.mark('bf-first-slot');
    }
    const rendered = document.querySelectorAll('.bf-sandbox[data-sandbox-state="rendered"]');
    if (rendered.length > 0 && !performance.getEntriesByName('bf-first-rendered').length)
      performance.mark('bf-first-rendered');
    if (rendered.length >= expected) {
      performance.mark('bf-all-rendered');
      observer.disconnect();
    }
  });
  observer.observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-sandbox-state'],
  });
}

async function load(browser: Browser, url: string, traced: boolean): Promise<TraceEvent[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(markSandboxes, BLOCKS);
    if (traced) await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url);
    await page.waitForFunction(
      () => performance.getEntriesByName('bf-all-rendered').length > 0,
      undefined,
      { timeout: 30_000 },
    );
    await page.waitForTimeout(200);
    if (!traced) return [];
    const buffer = await browser.stopTracing();
    const trace = JSON.parse(buffer.toString('utf8')) as
      { traceEvents: TraceEvent[] } | TraceEvent[];
    return Array.isArray(trace) ? trace : trace.traceEvents;
  } finally {
    await context.close();
  }
}

/** Events that run directly on their thread's loop (not nested in another event). */
function topLevel(events: TraceEvent[]): TraceEvent[] {
  const sorted = events
    .filter((event) => event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const result: TraceEvent[] = [];
  let end = -Infinity;
  for (const event of sorted) {
    if (event.ts < end) continue;
    result.push(event);
    end = event.ts + event.dur!;
  }
  return result;
}

function report(events: TraceEvent[]): void {
  const mark = (name: string) => events.find((event) => event.name === name)?.ts;
  const origin = mark('bf-first-slot');
  const allRendered = mark('bf-all-rendered');
  if (origin === undefined || allRendered === undefined) throw new Error('no marks in the trace');
  const at = (ts: number | undefined) =>
    ts === undefined ? '       -' : `${((ts - origin) / 1000).toFixed(0).padStart(5)} ms`;
  const line = (label: string, ts: number | undefined) => console.log(`  ${at(ts)}  ${label}`);

  const threadNames = new Map<string, string>();
  const processNames = new Map<number, string>();
  for (const event of events) {
    if (event.ph !== 'M') continue;
    if (event.name === 'thread_name')
      threadNames.set(`${event.pid}:${event.tid}`, event.args?.name ?? '');
    if (event.name === 'process_name') processNames.set(event.pid, event.args?.name ?? '');
  }
  const calls = (functionName: string) =>
    events.filter(
      (event) =>
        event.name === 'FunctionCall' &&
        event.args?.data?.url?.includes('/__sandbox/frame') &&
        event.args.data.functionName === functionName,
    );
  const frameInit = calls('')[0];
  const spawns = calls('control.onmessage');
  const forwarded = calls('worker.onmessage');
  const framePid = frameInit?.pid;

  console.log('Milestones (0 = the first custom-code block mounts):');
  const requests = new Map<string, { url: string; sent?: number; done?: number }>();
  for (const event of events) {
    const data = event.args?.data;
    if (!data?.requestId) continue;
    const entry = requests.get(data.requestId) ?? { url: '' };
    if (data.url) entry.url = data.url;
    if (event.name === 'ResourceSendRequest') entry.sent = event.ts;
    if (event.name === 'ResourceFinish') entry.done = event.ts;
    requests.set(data.requestId, entry);
  }
  for (const { url, sent, done } of requests.values()) {
    const name =
      /(BlockSandbox|frameConnection|workerRuntime|renderRuntime)[^/]*\.js$|__sandbox\/frame$/.exec(
        url,
      )?.[0];
    if (name) line(`${name} requested, loaded at ${at(done).trim()}`, sent);
  }
  line('frame bootstrap receives the runtimes (init)', frameInit?.ts);
  const spawnCpu = spawns.reduce((total, event) => total + (event.tdur ?? 0), 0) / 1000;
  line(
    `first spawn command in the frame (${spawns.length} in all, ${spawnCpu.toFixed(1)} ms of CPU)`,
    spawns[0]?.ts,
  );
  const workers = [...threadNames]
    .filter(([key, name]) => name === 'DedicatedWorker thread' && key.startsWith(`${framePid}:`))
    .map(([key]) => key);
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.ph === 'M' || !workers.includes(key)) continue;
    const list = byThread.get(key) ?? [];
    list.push(event);
    byThread.set(key, list);
  }
  const starts = [...byThread.values()]
    .map((list) => Math.min(...list.map((event) => event.ts)))
    .sort((a, b) => a - b);
  line(`first block worker starts (${starts.length} workers)`, starts[0]);
  line('last block worker starts', starts.at(-1));
  line('first message of a worker forwarded by the frame', forwarded[0]?.ts);
  line('first sandbox rendered on the page', mark('bf-first-rendered'));
  line('all sandboxes rendered on the page', allRendered);

  const cpu = (list: TraceEvent[], name?: string) =>
    list
      .filter((event) => name === undefined || event.name === name)
      .reduce((total, event) => total + (event.tdur ?? 0), 0) / 1000;
  const perWorker = [...byThread.values()];
  const stat = (label: string, values: number[]) =>
    console.log(
      `  ${label.padEnd(42)} median ${median(values).toFixed(2).padStart(6)} ms, all ${values
        .reduce((a, b) => a + b, 0)
        .toFixed(1)
        .padStart(6)} ms`,
    );
  console.log('Block workers, CPU time per worker:');
  stat(
    'whole thread',
    perWorker.map((list) => cpu(topLevel(list))),
  );
  stat(
    'isolate set-up (V8PerIsolateData::Initialize)',
    perWorker.map((list) => cpu(list, 'V8PerIsolateData::Initialize')),
  );
  stat(
    'compiling runtime + script (v8.compile)',
    perWorker.map((list) => cpu(list, 'v8.compile')),
  );
  stat(
    'running the runtime (v8.run)',
    perWorker.map((list) => cpu(list, 'v8.run')),
  );
  stat(
    'init message: script and first render',
    perWorker.map((list) => cpu(list, 'HandlePostMessage')),
  );

  console.log('CPU time from the first mount to the last render, by thread:');
  const totals = new Map<string, number>();
  const inWindow = events.filter((event) => event.ts >= origin && event.ts <= allRendered);
  const grouped = new Map<string, TraceEvent[]>();
  for (const event of inWindow) {
    const key = `${event.pid}:${event.tid}`;
    const list = grouped.get(key) ?? [];
    list.push(event);
    grouped.set(key, list);
  }
  for (const [key, list] of grouped) {
    const pid = Number(key.split(':')[0]);
    let thread = threadNames.get(key) ?? '?';
    if (thread === 'DedicatedWorker thread')
      thread = pid === framePid ? 'block workers' : 'page workers (css sanitizer)';
    const owner = pid === framePid ? 'sandbox frame' : (processNames.get(pid) ?? '?');
    const label = `${owner} / ${thread}`;
    totals.set(label, (totals.get(label) ?? 0) + cpu(topLevel(list)));
  }
  const sorted = [...totals].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms >= 1);
  for (const [label, ms] of sorted) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${label}`);
  console.log(
    `  ${[...totals.values()]
      .reduce((a, b) => a + b, 0)
      .toFixed(1)
      .padStart(7)} ms  in all, over ${((allRendered - origin) / 1000).toFixed(0)} ms of wall time`,
  );
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blockfront-bench-sandbox-trace-'));
  const server = await startServer({
    ...readConfig({ ...process.env, PORT: '0', BLOCKFRONT_TEST_MODE: '1' }),
    dataDir,
  });
  const browser = await launchChromium();
  try {
    await putLab(server.port, process.env.SANDBOX_SCRIPT === 'dom' ? DOM_JS : RENDER_JS);
    const url = `http://${DEMO_STOREFRONTS.guest.domain}:${server.port}/sandbox-lab`;
    await load(browser, url, false);
    report(await load(browser, url, true));
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
