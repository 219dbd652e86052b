import os from 'node:os';
import type { LighthouseRun } from './runLighthouse';

/** One run's scores and lab metrics on one line, as the smoke check and the bench print them. */
export function formatRun(run: LighthouseRun): string {
  return [
    `perf ${run.performance}`,
    `FCP ${(run.fcpMs / 1000).toFixed(1)} s`,
    `LCP ${(run.lcpMs / 1000).toFixed(1)} s`,
    `TBT ${run.tbtMs.toFixed(0)} ms`,
    `CLS ${run.cls.toFixed(3)}`,
    `a11y ${run.accessibility}`,
    `BP ${run.bestPractices}`,
    `SEO ${run.seo}`,
  ].join(', ');
}

/**
 * The machine's one-minute load average: Lighthouse multiplies the CPU time it observes, so every
 * figure is printed with how busy the machine was.
 */
export function loadAverage(): string {
  return os.loadavg()[0]!.toFixed(1);
}
