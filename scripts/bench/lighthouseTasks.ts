/**
 * The main-thread tasks Lighthouse's simulation blocks on (issue 22): for each trace a run saved
 * (`LIGHTHOUSE_SAVE=dir npx tsx scripts/bench/lighthouse.ts`, then
 * `npx tsx scripts/bench/lighthouseTasks.ts dir`), every task of the page's renderer after its
 * first contentful paint that lasted 12.5 ms or more as observed: Lighthouse's mobile preset
 * multiplies each by 4, so these are its tasks of 50 ms or more, the ones TBT counts. Wall and
 * thread times are both shown: on a shared machine the wall time follows the other load.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mainThreadEvents, taskBreakdown, type TraceEvent } from './traceEvent';

const SLOWDOWN = 4;
const LONG_US = 50_000 / SLOWDOWN;

function report(file: string): void {
  const trace = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
  const events = trace.traceEvents;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return console.log(`${path.basename(file)}: no first contentful paint`);
  const onMain = mainThreadEvents(events, fcp.pid);
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === fcp.pid)?.ts ?? 0;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= fcp.ts && e.dur! >= LONG_US);
  const blocking = (us: number) => Math.max(0, us * SLOWDOWN - 50_000);
  const total = tasks.reduce((sum, t) => sum + blocking(t.dur!), 0);
  const byThread = tasks.reduce((sum, t) => sum + blocking(t.tdur ?? 0), 0);
  console.log(
    `${path.basename(file)}: FCP at ${((fcp.ts - nav) / 1000).toFixed(0)} ms; ${tasks.length} tasks >= 12.5 ms after it, x4 blocking ${(total / 1000).toFixed(0)} ms by wall time, ${(byThread / 1000).toFixed(0)} ms by thread time`,
  );
  for (const task of tasks) {
    const parts = [...taskBreakdown(task, onMain).entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([label, dur]) => `${label} ${(dur / 1000).toFixed(1)}`)
      .join('; ');
    console.log(
      `  +${((task.ts - nav) / 1000).toFixed(0).padStart(5)} ms  wall ${(task.dur! / 1000).toFixed(1).padStart(5)}  thread ${((task.tdur ?? 0) / 1000).toFixed(1).padStart(5)}  ${parts}`,
    );
  }
}

for (const dir of process.argv.slice(2))
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.trace.json'))
    .sort())
    report(path.join(dir, name));
