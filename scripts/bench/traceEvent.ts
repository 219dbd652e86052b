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
