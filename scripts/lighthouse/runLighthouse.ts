import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Page } from 'puppeteer-core';

/** What a Lighthouse run of one page tells: category scores (0-100) and the lab metrics. */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /**
   * SEO without the "is-crawlable" audit: the cart, checkout and account pages are `noindex` by
   * design (docs/decisions.md), which that audit counts as a failure; both figures are reported.
   */
  seoIgnoringNoindex: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * LIGHTHOUSE_CPU_PROFILE=1 also records the V8 CPU profiler's samples in the saved trace, so a
 * long task can be attributed to the functions it ran. Off by default: the sampling itself costs
 * the page some main-thread time.
 */
const PROFILE_CPU = process.env.LIGHTHOUSE_CPU_PROFILE === '1';
const CPU_PROFILE_CONFIG = {
  extends: 'lighthouse:default',
  settings: { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' },
} as const;

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * Lighthouse's own advice for a trace it failed to record (NO_NAVSTART, NO_FCP... on a busy
 * machine) is to run again: up to three attempts, then the error.
 */
async function lighthouseResult(
  chrome: chromeLauncher.LaunchedChrome,
  url: string,
  page: (() => Promise<Page>) | undefined,
): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const tab = page ? await page() : undefined;
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      PROFILE_CPU ? CPU_PROFILE_CONFIG : undefined,
      tab,
    ).finally(() => tab?.close());
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) {
      if (process.env.LIGHTHOUSE_SAVE)
        saveTrace(result.artifacts, lhr, process.env.LIGHTHOUSE_SAVE);
      return lhr;
    }
    if (attempt === 3) throw new Error(`Lighthouse: ${lhr.runtimeError.message} (${url})`);
  }
}

/** The audits that cost points, per category (LIGHTHOUSE_VERBOSE=1). */
function printFailedAudits(lhr: Result): void {
  for (const category of Object.values(lhr.categories)) {
    const failed = category.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`);
    if (failed.length) console.log(`    ${category.id}: ${failed.join(', ')}`);
  }
}

/**
 * Keeps the whole report (LIGHTHOUSE_SAVE=dir): the network requests, the critical request chain
 * and the simulation's inputs a score can be explained from, one JSON file per run.
 */
function saveReport(lhr: Result, dir: string): void {
  mkdirSync(dir, { recursive: true });
  const url = new URL(lhr.finalDisplayedUrl);
  const name = `${url.hostname}${url.pathname}`.replace(/[^a-z0-9]+/gi, '_');
  writeFileSync(path.join(dir, `${name}-${Date.parse(lhr.fetchTime)}.json`), JSON.stringify(lhr));
}

/**
 * Keeps the trace Lighthouse recorded next to its report (LIGHTHOUSE_SAVE=dir): its simulation
 * multiplies the observed main-thread tasks, which scripts/bench/lighthouseTasks.ts lists.
 */
function saveTrace(artifacts: unknown, lhr: Result, dir: string): void {
  const trace = (artifacts as { Trace?: unknown }).Trace;
  if (!trace) return;
  mkdirSync(dir, { recursive: true });
  const url = new URL(lhr.finalDisplayedUrl);
  const name = `${url.hostname}${url.pathname}`.replace(/[^a-z0-9]+/gi, '_');
  writeFileSync(
    path.join(dir, `${name}-${Date.parse(lhr.fetchTime)}.trace.json`),
    JSON.stringify(trace),
  );
}

/** The elements whose moves make up the CLS, with their share (LIGHTHOUSE_VERBOSE=1). */
function printLayoutShifts(lhr: Result): void {
  const details = lhr.audits['layout-shifts']?.details;
  if (details?.type !== 'table') return;
  for (const item of details.items) {
    const node = item.node as { selector?: string; nodeLabel?: string } | undefined;
    const score = typeof item.score === 'number' ? item.score.toFixed(3) : String(item.score);
    console.log(
      `    layout shift ${score}: ${node?.selector ?? '(its element is gone from the page)'} ${node?.nodeLabel ?? ''}`,
    );
  }
}

/**
 * Debian's Chromium, headless, started by chrome-launcher for Lighthouse (the same flags as the
 * browser tests: nothing reaches the network beyond loopback, nothing is downloaded).
 */
export async function launchLighthouseChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-quic',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

/** A category's score (0-100) with some of its audits left out, weighted as Lighthouse does. */
function scoreWithout(lhr: Result, categoryId: string, leftOut: readonly string[]): number {
  const refs = (lhr.categories[categoryId]?.auditRefs ?? []).filter(
    (ref) =>
      ref.weight > 0 && !leftOut.includes(ref.id) && typeof lhr.audits[ref.id]?.score === 'number',
  );
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const total = refs.reduce((sum, ref) => sum + ref.weight * lhr.audits[ref.id]!.score!, 0);
  return weight ? Math.round((total / weight) * 100) : 0;
}

/**
 * One Lighthouse 12 run with its default settings: a mobile device (Moto G Power class screen,
 * 4x CPU slowdown) and simulated slow 4G throttling, each run in a fresh tab with an empty cache
 * (Lighthouse clears the cache, not the origin's local storage or cookies, so a session signed
 * in beforehand in the same Chrome stays signed in). `page`, when given, opens the tab Lighthouse
 * runs in (e.g. with a script that runs before the page's own, scripts/bench/lighthouse.ts).
 */
export async function runLighthouse(
  chrome: chromeLauncher.LaunchedChrome,
  url: string,
  page?: () => Promise<Page>,
): Promise<LighthouseRun> {
  const lhr = await lighthouseResult(chrome, url, page);
  const finalUrl = lhr.finalDisplayedUrl;
  if (new URL(finalUrl).pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse measured ${finalUrl}, not ${url} (a redirect)`);
  }
  if (process.env.LIGHTHOUSE_SAVE) saveReport(lhr, process.env.LIGHTHOUSE_SAVE);
  if (process.env.LIGHTHOUSE_VERBOSE) {
    printFailedAudits(lhr);
    printLayoutShifts(lhr);
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    seoIgnoringNoindex: scoreWithout(lhr, 'seo', ['is-crawlable']),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}
