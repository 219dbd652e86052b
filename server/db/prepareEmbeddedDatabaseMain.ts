/**
 * `node --import tsx server/db/prepareEmbeddedDatabaseMain.ts <dataDir>`: creates the embedded
 * database in `dataDir`, migrates and seeds it, closes it and exits (prepareEmbeddedDatabase.ts).
 */
import { seedIfEmpty } from './lifecycle';
import { openPglite } from './pgliteDb';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: prepareEmbeddedDatabaseMain.ts <dataDir>');
  process.exit(2);
}
const { db } = await openPglite({ dataDir });
try {
  await seedIfEmpty(db);
} finally {
  await db.close();
}
