/**
 * How long one instance reuses the revisions that key its caches (the content revision of guest
 * pages, the catalogue revision of catalogue answers) before it asks the database again. Read on
 * every request, the one-row query was the largest cost of a cached guest page: on the embedded
 * database over a third of the server's busy time at 100 clients (`npm run bench:load`,
 * docs/benchmarks.md, session 9). A change made through any instance, or straight in the
 * database, is served by every instance within this window; a CDN already keeps a guest page for
 * a minute (pageCaching.ts), so a quarter of a second adds nothing a guest could notice.
 */
export const REVISION_REUSE_MS = 250;

/** A reused read; `forget()` makes the next call ask again (after this instance changed it). */
export type RecentRead<T> = (() => Promise<T>) & { forget(): void };

/**
 * `read`, with its answer reused for `windowMs` after it was asked: callers within the window
 * share one query (also while it is in flight), a failed read is never reused. A window of 0 or
 * less reads every time.
 */
export function reuseRecentRead<T>(
  windowMs: number,
  read: () => Promise<T>,
  now: () => number = Date.now,
): RecentRead<T> {
  let recent: { askedAt: number; answer: Promise<T> } | null = null;
  const reused = () => {
    const time = now();
    if (windowMs > 0 && recent && time - recent.askedAt < windowMs) return recent.answer;
    const answer = read();
    const asked = { askedAt: time, answer };
    recent = asked;
    answer.catch(() => {
      if (recent === asked) recent = null;
    });
    return answer;
  };
  return Object.assign(reused, {
    forget: () => {
      recent = null;
    },
  });
}
