/** At most this many reports are kept (the oldest go first); each body is at most 16 KB (bodyLimits.ts). */
export const CSP_REPORTS_KEPT = 200;
/** The log line quotes at most this much of a report. */
const LOGGED_CHARS = 500;
/** At most this many reports are logged a minute; the rest are counted in the next line. */
const LOGGED_PER_MINUTE = 30;

/**
 * Violation reports the browser posts to `report-uri`. Kept in memory (bounded in count, each
 * body bounded in size before it arrives here) and logged at a bounded rate, so browser tests can
 * assert that no page violates the policy and a flood of reports costs neither memory nor log.
 */
export class CspReportLog {
  private readonly reports: unknown[] = [];
  private windowStart = 0;
  private loggedInWindow = 0;
  private unlogged = 0;

  constructor(
    private readonly limit = CSP_REPORTS_KEPT,
    private readonly now: () => number = Date.now,
  ) {}

  add(body: string): void {
    let report: unknown = body;
    try {
      report = JSON.parse(body);
    } catch {
      // Browsers send JSON; anything else is kept verbatim for the log.
    }
    if (this.reports.length >= this.limit) this.reports.shift();
    this.reports.push(report);
    if (this.now() - this.windowStart >= 60_000) {
      this.windowStart = this.now();
      this.loggedInWindow = 0;
    }
    if (this.loggedInWindow >= LOGGED_PER_MINUTE) {
      this.unlogged += 1;
      return;
    }
    this.loggedInWindow += 1;
    const skipped = this.unlogged ? ` (${this.unlogged} more not logged)` : '';
    this.unlogged = 0;
    console.warn(`[csp] violation${skipped}`, JSON.stringify(report).slice(0, LOGGED_CHARS));
  }

  list(): unknown[] {
    return [...this.reports];
  }

  clear(): void {
    this.reports.length = 0;
  }
}
