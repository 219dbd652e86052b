import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from '../shared/contracts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface Migration {
  /** The leading number of the file name, e.g. '0001'. */
  version: string;
  name: string;
  sql: string;
}

const MIGRATION_FILE = /^(\d{4})_([\w-]+)\.sql$/;

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => MIGRATION_FILE.test(file)).sort();
  // The version is the migration's identity in schema_migrations: a second file with the same
  // number would be skipped as already applied, so two branches that both add one must renumber.
  const seen = new Map<string, string>();
  for (const file of files) {
    const version = file.slice(0, 4);
    const other = seen.get(version);
    if (other) throw new Error(`Migrations ${other} and ${file} share version ${version}`);
    seen.set(version, file);
  }
  return Promise.all(
    files.map(async (file) => {
      const [, version = '', name = ''] = MIGRATION_FILE.exec(file) ?? [];
      return { version, name, sql: await readFile(`${dir}/${file}`, 'utf8') };
    }),
  );
}

/**
 * Applies the migrations not yet recorded in schema_migrations, each in its own transaction, so a
 * second run does nothing. An advisory lock keeps two servers starting on one PostgreSQL apart.
 * Returns the versions it applied.
 */
export async function migrate(db: Db, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    text PRIMARY KEY,
    name       text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  for (const migration of all) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(4242)');
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
