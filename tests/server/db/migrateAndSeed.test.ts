import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/shared/contracts';
import { loadMigrations, migrate } from '../../../server/db/migrate';
import { openDatabase } from '../../../server/db/open';
import { seed } from '../../../server/db/seed/index';
import { openTestDatabase } from '../../../server/db/testing';
import { generateCatalogue } from '../../../server/db/seed/catalogue';
import { templateSeed } from '../../../server/db/seed/templates';

/** A digest of every seeded table's rows, to compare two databases. */
async function contentDigest(db: Db): Promise<Record<string, string>> {
  const tables = await db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'schema_migrations' ORDER BY table_name",
  );
  const digest: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    // The catalogue revision's epoch is unique to each database build on purpose (a rebuilt
    // database must never match an older cache entry): its revision is compared, not its epoch.
    const rows =
      table === 'catalog_revision' ? '(SELECT id, revision FROM catalog_revision)' : table;
    const [row] = await db.query<{ digest: string | null }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${rows} t`,
    );
    digest[table] = row?.digest ?? 'empty';
  }
  return digest;
}

describe('migrations and seed', () => {
  let fresh: Db;
  let template: Db;
  let firstRun: string[];

  beforeAll(async () => {
    fresh = await openDatabase({});
    firstRun = await migrate(fresh);
    await seed(fresh);
    template = await openTestDatabase();
  });
  afterAll(async () => {
    await fresh.close();
    await template.close();
  });

  it('applies every migration once and records it', async () => {
    const migrations = await loadMigrations();
    expect(firstRun).toEqual(migrations.map((m) => m.version));
    expect(await migrate(fresh)).toEqual([]);
    expect(await migrate(template)).toEqual([]);
    const recorded = await fresh.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(recorded.map((r) => r.version)).toEqual(firstRun);
  });

  it('refuses two migration files with one version (the second would never run)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bf-migrations-'));
    try {
      await writeFile(path.join(dir, '0017_invoices.sql'), 'SELECT 1;');
      await writeFile(path.join(dir, '0017_requests.sql'), 'SELECT 1;');
      await expect(loadMigrations(dir)).rejects.toThrow(
        'Migrations 0017_invoices.sql and 0017_requests.sql share version 0017',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is deterministic: a second seed equals the test template row for row', async () => {
    expect(await contentDigest(fresh)).toEqual(await contentDigest(template));
    expect(generateCatalogue()).toEqual(generateCatalogue());
    expect(templateSeed()).toEqual(templateSeed());
  });
});
