import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readBuildManifest } from '../../../server/app/buildManifest';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function clientDir(manifest?: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bf-manifest-'));
  folders.push(dir);
  if (manifest !== undefined) {
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite/manifest.json'), manifest);
  }
  return dir;
}

describe('readBuildManifest (read on every guest page request)', () => {
  it('names the build by its manifest and gives the same id while the file is unchanged', () => {
    const dir = clientDir('{"a.js":{"file":"assets/a-1.js"}}');
    const first = readBuildManifest(dir);
    expect(first.buildId).toMatch(/^[0-9a-f]{16}$/);
    expect(readBuildManifest(dir)).toBe(first);
  });

  it('sees a build written in place at once', () => {
    const dir = clientDir('{"a.js":{"file":"assets/a-1.js"}}');
    const before = readBuildManifest(dir).buildId;
    const file = path.join(dir, '.vite/manifest.json');
    writeFileSync(file, '{"a.js":{"file":"assets/a-2.js"}}');
    // Same size, and a change time the test sets: the id still follows the content.
    utimesSync(file, new Date(2030, 0, 1), new Date(2030, 0, 1));
    expect(readBuildManifest(dir).buildId).not.toBe(before);
  });

  it('says dev when there is no build', () => {
    expect(readBuildManifest(clientDir()).buildId).toBe('dev');
  });
});
