import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface BuildManifest {
  buildId: string;
  builtAt: string;
}

/**
 * The build the server is serving, identified by the hash of Vite's asset manifest so any change
 * to any chunk yields a new id; the runtime polls it hourly (spec 000 section 9) to offer a reload.
 */
export function readBuildManifest(clientDir: string): BuildManifest {
  const manifestPath = path.join(clientDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return { buildId: 'dev', builtAt: new Date(0).toISOString() };
  const content = readFileSync(manifestPath);
  return {
    buildId: createHash('sha256').update(content).digest('hex').slice(0, 16),
    builtAt: statSync(manifestPath).mtime.toISOString(),
  };
}
