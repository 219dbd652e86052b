import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import type { Db } from '../shared/contracts';
import { encodeParams, textParsers } from './valueCodec';

type Queryable = Pick<Transaction, 'query' | 'exec'>;

/**
 * Runs the database's work one piece at a time, each on a new turn of the event loop. PGlite has
 * one connection: it runs a statement synchronously and hands the connection to the next waiter in
 * a microtask, so under load its queue of callers ran back to back without the loop ever polling
 * the network. The server then accepted about four connections a second: a cart update at 100
 * clients left 66 connections in the accept queue for up to 10 s (docs/benchmarks.md, session
 * 10). Here each statement or transaction outside a transaction waits for the previous one and
 * then for the next turn, so requests are read and connections accepted between them.
 */
function turnTakingQueue(): <T>(work: () => Promise<T>) => Promise<T> {
  let previous: Promise<unknown> = Promise.resolve();
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  return (work) => {
    const run = previous.then(nextTurn).then(work);
    previous = run.catch(() => undefined);
    return run;
  };
}

/** PGlite parsers receive (text, typeId); ours only need the text. */
const pgliteParsers = Object.fromEntries(
  Object.entries(textParsers).map(([oid, parse]) => [oid, (text: string) => parse(text)]),
);

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
