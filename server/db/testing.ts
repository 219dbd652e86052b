/**
 * Fresh seeded databases for tests, fast. A fresh PGlite plus migrations and seed costs seconds,
 * so the seeded data directory is built once, dumped as a tarball under
 * `.data/test-template-<hash>.tar` (the hash covers the migrations, the seed sources and the
 * PGlite version, so any change rebuilds it), and every caller gets its own in-memory PGlite
 * loaded from that tarball. Writes in one copy are never seen by another.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Db } from '../shared/contracts';
import { migrate } from './migrate';
import { openPglite } from './pgliteDb';
import { seed } from './seed/index';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const REPO_ROOT = path.resolve(HERE, '../..');
const TEMPLATE_DIR = path.join(REPO_ROOT, '.data');

/** Everything whose change alters the seeded database. */
const HASHED_SOURCES = [
  path.join(HERE, 'migrations'),
  path.join(HERE, 'seed'),
  path.join(HERE, 'repositories', 'quoteTotals.ts'),
  path.join(REPO_ROOT, 'server', 'shared', 'demo.ts'),
  path.join(REPO_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json'),
];

async function listFiles(target: string): Promise<string[]> {
  const info = await stat(target).catch(() => null);
  if (!info) return [];
  if (!info.isDirectory()) return [target];
  const entries = (await readdir(target)).sort();
  return (await Promise.all(entries.map((entry) => listFiles(path.join(target, entry))))).flat();
}

async function sourcesHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const source of HASHED_SOURCES) {
    for (const file of await listFiles(source)) {
      hash.update(path.relative(REPO_ROOT, file));
      hash.update(await readFile(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** Builds the seeded template tarball unless a current one exists; returns its path. */
export async function buildTestTemplate(): Promise<string> {
  const file = path.join(TEMPLATE_DIR, `test-template-${await sourcesHash()}.tar`);
  if (await stat(file).catch(() => null)) return file;
  await mkdir(TEMPLATE_DIR, { recursive: true });
  const { db, pglite } = await openPglite();
  try {
    await migrate(db);
    await seed(db);
    const dump = await pglite.dumpDataDir('none');
    // Write then rename, so a parallel worker never loads half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await db.close();
  }
  // Older templates are dead weight (~40 MB each).
  for (const entry of await readdir(TEMPLATE_DIR)) {
    if (
      entry.startsWith('test-template-') &&
      path.join(TEMPLATE_DIR, entry) !== file &&
      !entry.endsWith('.partial')
    ) {
      await rm(path.join(TEMPLATE_DIR, entry), { force: true });
    }
  }
  return file;
}

let template: Promise<Blob> | null = null;

function loadTemplate(): Promise<Blob> {
  template ??= buildTestTemplate().then(async (file) => new Blob([await readFile(file)]));
  return template;
}

/** A fresh, migrated and seeded in-memory database of its own. Close it when done. */
export async function openTestDatabase(): Promise<Db> {
  const { db } = await openPglite({ loadDataDir: await loadTemplate() });
  return db;
}
