import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface BuildManifest {
  buildId: string;
  builtAt: string;
}

const DEV_BUILD: BuildManifest = { buildId: 'dev', builtAt: new Date(0).toISOString() };

/** The last manifest read per file, with the file's change time and size when it was read. */
const readManifests = new Map<string, { stamp: string; manifest: BuildManifest }>();

/**
 * The build the server is serving, identified by the hash of Vite's asset manifest so any change
 * to any chunk yields a new id; the runtime polls it hourly (spec 000 section 9) to offer a reload.
 * Every guest page's cache key names the build, so this runs on each request: the file (about
 * 60 KB) is read and hashed again only when its change time or size moved (one stat otherwise),
 * and a build written in place is still seen at once.
 */
export function readBuildManifest(clientDir: string): BuildManifest {
  const manifestPath = path.join(clientDir, '.vite/manifest.json');
  const stats = statSync(manifestPath, { throwIfNoEntry: false });
  if (!stats) return DEV_BUILD;
  const stamp = `${stats.mtimeMs}:${stats.ctimeMs}:${stats.size}`;
  const known = readManifests.get(manifestPath);
  if (known?.stamp === stamp) return known.manifest;
  const manifest = {
    buildId: createHash('sha256').update(readFileSync(manifestPath)).digest('hex').slice(0, 16),
    builtAt: stats.mtime.toISOString(),
  };
  readManifests.set(manifestPath, { stamp, manifest });
  return manifest;
}
