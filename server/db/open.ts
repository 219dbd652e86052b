import type { Db } from '../shared/contracts';
import { openPglite } from './pgliteDb';
import { openPostgres } from './postgresDb';

export interface OpenDatabaseOptions {
  /** PGlite data directory; undefined for an in-memory database. Ignored when `url` is set. */
  dataDir?: string;
  /** DATABASE_URL of a real PostgreSQL server (15 or later), reached through a pg Pool. */
  url?: string;
}

/** Opens the database: PGlite by default, PostgreSQL when a URL is given. Same SQL for both. */
export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Db> {
  if (opts.url) {
    const db = openPostgres(opts.url);
    await db.query('SELECT 1'); // fail early on a wrong URL rather than on the first request
    return db;
  }
  const { db } = await openPglite(opts.dataDir === undefined ? {} : { dataDir: opts.dataDir });
  return db;
}
