/**
 * `npm run db:reset`: restores the demo seed of the local database and the local user pool.
 * Stop the server first: the user pool keeps its state in memory and would write it back.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { readConfig } from '../server/app/config';
import { databaseLocation } from '../server/db/reset';
import { openDatabase } from '../server/db/open';
import { resetDatabase } from '../server/db/lifecycle';
import { resetIdentity } from '../server/identity/resetIdentity';

const config = readConfig();
const started = performance.now();
const location = config.databaseUrl
  ? { url: config.databaseUrl }
  : databaseLocation({ BLOCKFRONT_DATA_DIR: config.dataDir });
if (location.dataDir) await mkdir(location.dataDir, { recursive: true });
const db = await openDatabase(location);
try {
  await resetDatabase(db);
} finally {
  await db.close();
}
if (config.localIdentity) await resetIdentity(path.join(config.dataDir, 'identity'));
console.log(
  `Demo data restored in ${Math.round(performance.now() - started)} ms: database (${location.url ? 'DATABASE_URL' : location.dataDir})` +
    (config.localIdentity ? ` and user pool (${path.join(config.dataDir, 'identity')}).` : '.'),
);
