import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import type { Db } from '../shared/contracts';
import { encodeParams, textParsers } from './valueCodec';

type Queryable = Pick<Transaction, 'query' | 'exec'>;

/** PGlite parsers receive (text, typeId); ours only need the text. */
const pgliteParsers = Object.fromEntries(
  Object.entries(textParsers).map(([oid, parse]) => [oid, (text: string) => parse(text)]),
);

/** How long database work may run back to back before the event loop gets a turn. */
export const DATABASE_SLICE_MS = 10;

/**
 * Runs the database's work one piece at a time, giving the event loop a turn whenever pieces have
 * run back to back for `DATABASE_SLICE_MS`. PGlite has one connection: it runs a statement
 * synchronously and hands the connection to the next waiter in a microtask, so under load its
 * queue of callers ran back to back without the loop polling the network: the server accepted
 * about four connections a second, and at 100 clients a cart update's connections waited in the
 * kernel's accept queue (66 of them) for up to 10 s (docs/benchmarks.md, session 10). A turn
 * after every piece cost the read-heavy guest home its p99 (one statement per loop iteration), so
 * the turn is taken per slice of time instead.
 */
function turnTakingQueue(): <T>(work: () => Promise<T>) => Promise<T> {
  let previous: Promise<unknown> = Promise.resolve();
  let sliceStart = performance.now();
  const nextTurn = () =>
    new Promise<void>((resolve) =>
      setImmediate(() => {
        sliceStart = performance.now();
        resolve();
      }),
    );
  const turnIfDue = () =>
    performance.now() - sliceStart >= DATABASE_SLICE_MS ? nextTurn() : undefined;
  return (work) => {
    const run = previous.then(turnIfDue).then(work);
    previous = run.catch(() => undefined);
    return run;
  };
}

function wrap(target: Queryable, owner: PGlite | null): Db {
  // Inside a transaction the connection is already this caller's: no queue.
  const inTurn = owner ? turnTakingQueue() : <T>(work: () => Promise<T>) => work();
  const db: Db = {
    async query<Row extends Record<string, unknown>>(sql: string, params?: readonly unknown[]) {
      const result = await inTurn(() => target.query<Row>(sql, encodeParams(params)));
      return result.rows;
    },
    async exec(sql: string) {
      await inTurn(() => target.exec(sql));
    },
    async transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      // PGlite has one connection: a nested transaction simply joins the outer one.
      if (!owner) return work(db);
      return inTurn(() => owner.transaction((tx) => work(wrap(tx, null))));
    },
    async close() {
      if (owner && !owner.closed) await owner.close();
    },
  };
  return db;
}

/** Opens a PGlite instance (a directory, or in memory when `dataDir` is undefined). */
export async function openPglite(
  options: Pick<PGliteOptions, 'dataDir' | 'loadDataDir'> = {},
): Promise<{
  db: Db;
  pglite: PGlite;
}> {
  const pglite = new PGlite({ ...options, parsers: pgliteParsers });
  await pglite.waitReady;
  return { db: wrap(pglite, pglite), pglite };
}
