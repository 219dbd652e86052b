import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  holdsEmbeddedDatabase,
  prepareEmbeddedDatabase,
} from '../../../server/db/prepareEmbeddedDatabase';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratchDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bf-prepare-'));
  made.push(dir);
  return dir;
}

describe('prepareEmbeddedDatabase', () => {
  it('leaves a directory that already holds a database to the caller', async () => {
    const dir = scratchDir();
    writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
    expect(holdsEmbeddedDatabase(dir)).toBe(true);
    // Resolves at once: nothing is spawned for an existing cluster.
    await expect(prepareEmbeddedDatabase(dir)).resolves.toBeUndefined();
  });

  it('says which directory failed, with the process error, when the database cannot be made', async () => {
    const dir = scratchDir();
    const blocker = path.join(dir, 'not-a-directory');
    writeFileSync(blocker, 'a file where the data directory should be');
    const target = path.join(blocker, 'db');
    expect(holdsEmbeddedDatabase(target)).toBe(false);
    await expect(prepareEmbeddedDatabase(target)).rejects.toThrow(
      new RegExp(`Preparing the embedded database in ${target} failed \\(exit \\d+\\)`),
    );
  }, 60_000);
});
