import path from 'node:path';

/** One event of a Chromium trace (Trace Event Format), as the trace benches read them. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; requestId?: string } };
}

/** The complete ('X') events of the renderer's main thread in process `pid`. */
export function mainThreadEvents(events: readonly TraceEvent[], pid: number): TraceEvent[] {
  const main = events.find(
    (event) =>
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      event.args?.name === 'CrRendererMain' &&
      event.pid === pid,
  );
  return events.filter((event) => event.pid === pid && event.tid === main?.tid && event.ph === 'X');
}

/** Scheduler frames around the real work of a task: never counted as its children. */
export const WRAPPER_EVENTS: ReadonlySet<string> = new Set([
  'ThreadControllerImpl::RunTask',
  'BlinkScheduler_PerformMicrotaskCheckpoint',
  'RunMicrotasks',
  'SimpleWatcher::OnHandleReady',
]);

/** The events of `onMain` within `task`'s time, at any depth, the task itself left out. */
export function eventsInside(task: TraceEvent, onMain: readonly TraceEvent[]): TraceEvent[] {
  return onMain.filter(
    (event) =>
      event !== task && event.ts >= task.ts && event.ts + event.dur! <= task.ts + task.dur!,
  );
}

/**
 * What `task` spent its time on: its direct children among `onMain` (nested events of the same
 * kind would count twice), scheduler wrappers left out, each labelled by its kind (a script's
 * calls and evaluations by file and function), in microseconds.
 */
export function taskBreakdown(
  task: TraceEvent,
  onMain: readonly TraceEvent[],
): Map<string, number> {
  const inside = eventsInside(task, onMain);
  const byKind = new Map<string, number>();
  let covered = -Infinity;
  for (const event of inside.sort((a, b) => a.ts - b.ts)) {
    if (event.ts < covered || WRAPPER_EVENTS.has(event.name) || event.name.includes('::')) continue;
    covered = event.ts + event.dur!;
    const data = event.args?.data;
    const label =
      event.name === 'FunctionCall' || event.name === 'EvaluateScript'
        ? `${event.name} ${path.basename(data?.url ?? '')} ${data?.functionName ?? ''}`.trim()
        : event.name;
    byKind.set(label, (byKind.get(label) ?? 0) + event.dur!);
  }
  return byKind;
}
