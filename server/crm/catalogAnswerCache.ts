import type { ActionResult, Db, MakeCallRequest } from '../shared/contracts';
import { readCatalogRevision } from '../db/repositories/catalogRevision';
import { reuseRecentRead } from '../db/recentRead';
import { noteSharedGuestAnswer } from '../shared/sharedAnswerNote';
import { rememberJson } from '../shared/knownJson';
import type { Caller } from './caller';

/**
 * Which callers may share a catalogue read's answer (issue 22, "caching of the guest account's
 * catalogue"): `everyone` for answers that depend only on the storefront and the call (facet
 * counts, catalogue details), `guests` for answers that also depend on the account's prices and
 * currency (a guest's are the storefront's guest account's; signed-in callers are never shared).
 */
export type CatalogAnswerSharing = 'everyone' | 'guests';

/** Bounds of one instance's cache of catalogue answers. */
export const CATALOG_ANSWER_CACHE_LIMITS = {
  /** Distinct calls kept (the oldest used goes first). */
  maxEntries: 1_000,
  /** Their answers' JSON size together. */
  maxBytes: 24 * 1024 * 1024,
  /** One answer larger than this is never kept (a 2,000-item page). */
  maxEntryBytes: 1024 * 1024,
} as const;

interface Entry {
  revision: string;
  result: ActionResult;
  bytes: number;
}

export interface CatalogAnswerCache {
  answer(
    db: Db,
    request: MakeCallRequest,
    caller: Caller,
    sharing: CatalogAnswerSharing,
    compute: () => Promise<ActionResult>,
  ): Promise<ActionResult>;
}

/**
 * One instance's cache of catalogue answers, keyed by the call and by the catalogue's revision in
 * the database (one row, reused for `revisionReuseMs`), so a change made through any instance, or
 * straight in the database, is answered by all within that window. Only successful answers are kept. Answers are
 * shared objects: the gateway only serializes them.
 */
export function createCatalogAnswerCache(
  limits: {
    maxEntries: number;
    maxBytes: number;
    maxEntryBytes: number;
  } = CATALOG_ANSWER_CACHE_LIMITS,
  /** How long the catalogue revision is reused (recentRead.ts); 0 asks on every call. */
  revisionReuseMs = 0,
): CatalogAnswerCache {
  // One reader per database (the CRM runs on one; tests may give several).
  const revisionReaders = new WeakMap<Db, () => Promise<string>>();
  const catalogRevision = (db: Db): Promise<string> => {
    let read = revisionReaders.get(db);
    if (!read) {
      read = reuseRecentRead(revisionReuseMs, () => readCatalogRevision(db));
      revisionReaders.set(db, read);
    }
    return read();
  };
  // A Map iterates in insertion order: re-inserting on a hit keeps the least recently used first.
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };

  return {
    async answer(db, request, caller, sharing, compute) {
      if (sharing === 'guests' && caller.kind !== 'guest') return compute();
      const key = JSON.stringify([
        request.domain,
        request.callType,
        request.endpoint,
        request.payload,
        sharing === 'guests' ? caller.accountId : null,
      ]);
      const revision = await catalogRevision(db);
      // A guest's shared answer: the gateway may keep its bytes for the next identical request.
      const noteShared = () => {
        if (caller.kind === 'guest')
          noteSharedGuestAnswer({
            revision,
            storefrontId: caller.storefrontId,
            guestAccountId: caller.accountId,
          });
      };
      const cached = entries.get(key);
      if (cached?.revision === revision) {
        entries.delete(key);
        entries.set(key, cached);
        noteShared();
        return cached.result;
      }
      drop(key);
      const result = await compute();
      if (result.statusCode !== 200) return result;
      // The answer's text, made once: it measures the entry and, kept, is what every request sends
      // (kept answers are shared and never changed, knownJson.ts).
      const text = JSON.stringify(result);
      const size = text.length;
      if (size > limits.maxEntryBytes) return result;
      rememberJson(result, text);
      entries.set(key, { revision, result, bytes: size });
      bytes += size;
      noteShared();
      for (const oldest of entries.keys()) {
        if (entries.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
        drop(oldest);
      }
      return result;
    },
  };
}
