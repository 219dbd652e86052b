import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The script a short-lived process runs to create, migrate and seed a new embedded database. */
const PREPARE_MAIN = fileURLToPath(new URL('./prepareEmbeddedDatabaseMain.ts', import.meta.url));

/** Whether `dataDir` already holds a PostgreSQL cluster (PGlite writes PG_VERSION at initdb). */
export function holdsEmbeddedDatabase(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * Creates, migrates and seeds a new embedded database in a process of its own, which exits when
 * done. Why: creating the cluster and seeding the demo world grow PGlite's WebAssembly memory
 * (which never shrinks) and leave a large heap behind; in the serving process they pushed the
 * resident memory to about 1 GB right after start, over issue 22's bound, while the same
 * database opened afresh takes about 350 MB (docs/benchmarks.md, session 10). A directory that
 * already holds a database is left to the caller (its new migrations are small).
 */
export async function prepareEmbeddedDatabase(dataDir: string): Promise<void> {
  if (holdsEmbeddedDatabase(dataDir)) return;
  const child = spawn(process.execPath, ['--import', 'tsx', PREPARE_MAIN, dataDir], {
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr += chunk;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) {
    throw new Error(
      `Preparing the embedded database in ${dataDir} failed (exit ${code}):\n${stderr.trim()}`,
    );
  }
}
