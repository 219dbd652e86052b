import path from 'node:path';
import type { Db } from '../shared/contracts';
import type { AppConfig } from './config';
import { openDatabase } from '../db/open';
import { migrate } from '../db/migrate';
import { seedIfEmpty } from '../db/lifecycle';
import { prepareEmbeddedDatabase } from '../db/prepareEmbeddedDatabase';

/**
 * The embedded database under the data dir (or DATABASE_URL), migrated and seeded on first start.
 * A new embedded database is created and seeded by a process of its own, so the serving process
 * never carries that work's memory (prepareEmbeddedDatabase.ts).
 */
export async function openStorefrontDatabase(config: AppConfig): Promise<Db> {
  if (config.databaseUrl) {
    const db = await openDatabase({ url: config.databaseUrl });
    await migrate(db);
    await seedIfEmpty(db);
    return db;
  }
  const dataDir = path.join(config.dataDir, 'db');
  await prepareEmbeddedDatabase(dataDir);
  const db = await openDatabase({ dataDir });
  await migrate(db);
  await seedIfEmpty(db);
  return db;
}
