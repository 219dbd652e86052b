import { reuseRecentRead, type RecentRead } from '../../db/recentRead';
import { findStorefrontByDomain, type StorefrontRecord } from '../../db/repositories/storefronts';
import type { Db } from '../../shared/contracts';

/** Domains whose storefront one instance remembers at once (the oldest asked goes first). */
export const RECENT_STOREFRONT_DOMAINS = 1_000;

/**
 * The active storefront serving a domain, reused for `windowMs` per domain (recentRead.ts): a
 * guest's gateway call named its storefront with one query per request, the only database read
 * left on a cached catalogue answer (docs/benchmarks.md, session 10). A storefront switched off
 * or given another guest account is seen by every instance within the window, as the content
 * and catalogue revisions are. A window of 0 asks every time.
 */
export function recentStorefrontsByDomain(
  db: Db,
  windowMs: number,
  maxDomains = RECENT_STOREFRONT_DOMAINS,
): (domain: string) => Promise<StorefrontRecord | null> {
  if (windowMs <= 0) return (domain) => findStorefrontByDomain(db, domain);
  const reads = new Map<string, RecentRead<StorefrontRecord | null>>();
  return (domain) => {
    const key = domain.toLowerCase();
    let read = reads.get(key);
    if (read) {
      reads.delete(key);
    } else {
      read = reuseRecentRead(windowMs, () => findStorefrontByDomain(db, key));
      if (reads.size >= maxDomains) {
        const oldest = reads.keys().next().value;
        if (oldest !== undefined) reads.delete(oldest);
      }
    }
    reads.set(key, read);
    return read();
  };
}
