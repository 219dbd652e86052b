import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';

/**
 * `npm start` serves the production build (the browser's bundle and the server render's); it
 * rebuilds only when a source is newer than the build, so a second start is instant.
 */
const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/client/index.html');
// `vite build` writes both; a missing server render bundle (an older build) means build again.
const builtServerRender = path.join(root, 'dist/ssr/serverEntry.js');
const sources = [
  'runtime',
  'blocks',
  'schemas',
  'scripts/build',
  'scripts/validators',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

function newestMtime(entry: string): number {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce(
    (newest, child) => Math.max(newest, newestMtime(path.join(entry, child))),
    stat.mtimeMs,
  );
}

const builtAt =
  existsSync(builtIndex) && existsSync(builtServerRender) ? statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestMtime));
if (changedAt > builtAt) {
  console.log(
    builtAt ? 'Sources changed since the last build: rebuilding.' : 'No build yet: building.',
  );
  execSync('npx vite build', { cwd: root, stdio: 'inherit' });
} else {
  console.log('Build is up to date.');
}
