import pg from 'pg';
import type { Db } from '../shared/contracts';
import { encodeParams, textParsers } from './valueCodec';

type Client = Pick<pg.PoolClient, 'query'>;

/** The same parsers as PGlite, set per pool so the process-wide pg defaults stay untouched. */
const types = {
  getTypeParser(oid: number, format?: string) {
    const parse = textParsers[oid];
    if (parse && format !== 'binary') return parse;
    return pg.types.getTypeParser(oid, format as 'text');
  },
} as pg.CustomTypesConfig;

function wrapClient(client: Client): Db {
  const db: Db = {
    async query<Row extends Record<string, unknown>>(sql: string, params?: readonly unknown[]) {
      const result = await client.query<Row>(sql, encodeParams(params));
      return result.rows;
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which allows several statements.
      await client.query(sql);
    },
    async transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      // Already inside a transaction on this client: join it.
      return work(db);
    },
    async close() {
      // The pool owns the connection; closing a transaction handle does nothing.
    },
  };
  return db;
}

/** A real PostgreSQL server through a pg Pool (`DATABASE_URL`). */
export function openPostgres(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, types, max: 10 });
  return {
    async query<Row extends Record<string, unknown>>(sql: string, params?: readonly unknown[]) {
      const result = await pool.query<Row>(sql, encodeParams(params));
      return result.rows;
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrapClient(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
