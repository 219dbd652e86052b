import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import type { Db } from '../shared/contracts';
import { encodeParams, textParsers } from './valueCodec';

type Queryable = Pick<Transaction, 'query' | 'exec'>;

/** PGlite parsers receive (text, typeId); ours only need the text. */
const pgliteParsers = Object.fromEntries(
  Object.entries(textParsers).map(([oid, parse]) => [oid, (text: string) => parse(text)]),
);

function wrap(target: Queryable, owner: PGlite | null): Db {
  const db: Db = {
    async query<Row extends Record<string, unknown>>(sql: string, params?: readonly unknown[]) {
      const result = await target.query<Row>(sql, encodeParams(params));
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
    async transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      // PGlite has one connection: a nested transaction simply joins the outer one.
      if (!owner) return work(db);
      return owner.transaction((tx) => work(wrap(tx, null)));
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
