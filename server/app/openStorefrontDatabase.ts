import path from 'node:path';
import type { Db } from '../shared/contracts';
import type { AppConfig } from './config';
import { openDatabase } from '../db/open';
import { migrate } from '../db/migrate';
import { seedIfEmpty } from '../db/lifecycle';
import { releaseStartupMemory } from './releaseStartupMemory';

/** The embedded database under the data dir (or DATABASE_URL), migrated and seeded on first start. */
export async function openStorefrontDatabase(config: AppConfig): Promise<Db> {
  const db = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'db') },
  );
  await migrate(db);
  const seeded = await seedIfEmpty(db);
  // A fresh embedded directory: PGlite's initdb instance is garbage now (releaseStartupMemory.ts).
  if (seeded && !config.databaseUrl) releaseStartupMemory();
  return db;
}
