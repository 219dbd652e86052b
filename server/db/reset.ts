/**
 * `npm run db:reset`: drops and recreates the local database, then seeds the demo.
 * Uses DATABASE_URL when set, otherwise the PGlite directory `<BLOCKFRONT_DATA_DIR or .data>/db`.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { resetDatabase } from './lifecycle';
import { openDatabase } from './open';

export function databaseLocation(env: NodeJS.ProcessEnv = process.env): {
  url?: string;
  dataDir?: string;
} {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL };
  return { dataDir: path.resolve(env.BLOCKFRONT_DATA_DIR ?? '.data', 'db') };
}

async function main(): Promise<void> {
  const location = databaseLocation();
  if (location.dataDir) await mkdir(location.dataDir, { recursive: true });
  const started = performance.now();
  const db = await openDatabase(location);
  try {
    await resetDatabase(db);
  } finally {
    await db.close();
  }
  const where = location.url ? 'DATABASE_URL' : location.dataDir;
  console.log(
    `Database reset and seeded (${where}) in ${Math.round(performance.now() - started)} ms.`,
  );
}

// Run only as a script, so tests and the server can import databaseLocation.
if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
