/**
 * Violation reports the browser posts to `report-uri`. Kept in memory (bounded) and logged, so
 * browser tests can assert that no page violates the policy.
 */
export class CspReportLog {
  private readonly reports: unknown[] = [];

  constructor(private readonly limit = 200) {}

  add(body: string): void {
    let report: unknown = body;
    try {
      report = JSON.parse(body);
    } catch {
      // Browsers send JSON; anything else is kept verbatim for the log.
    }
    if (this.reports.length >= this.limit) this.reports.shift();
    this.reports.push(report);
    console.warn('[csp] violation', JSON.stringify(report).slice(0, 500));
  }

  list(): unknown[] {
    return [...this.reports];
  }

  clear(): void {
    this.reports.length = 0;
  }
}
