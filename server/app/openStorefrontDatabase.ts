import path from 'node:path';
import type { Db } from '../shared/contracts';
import type { AppConfig } from './config';
import { openDatabase } from '../db/open';
import { seedIfEmpty } from '../db/lifecycle';
import { prepareEmbeddedDatabase } from '../db/prepareEmbeddedDatabase';

/**
 * The embedded database under the data dir (or DATABASE_URL), migrated and seeded on first start.
 * A new embedded database is created and seeded by a process of its own, so the serving process
 * never carries that work's memory (prepareEmbeddedDatabase.ts).
 */
export async function openStorefrontDatabase(config: AppConfig): Promise<Db> {
  let db: Db;
  if (config.databaseUrl) {
    db = await openDatabase({ url: config.databaseUrl });
  } else {
    const dataDir = path.join(config.dataDir, 'db');
    await prepareEmbeddedDatabase(dataDir);
    db = await openDatabase({ dataDir });
  }
  await seedIfEmpty(db); // migrates first: a database from an older build gets its new migrations
  return db;
}
