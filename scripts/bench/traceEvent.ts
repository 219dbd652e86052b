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
