import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Asks V8 for one full garbage collection. A fresh embedded data directory is created by
 * PGlite's initdb, a second WebAssembly instance whose memory (about 430 MB) is garbage once the
 * database is open, but V8 collected it only at some later full collection: one instance on a
 * fresh directory sat at about 1,040 MB before any load, and stayed near 970 MB after it
 * (`npm run bench:load`, docs/benchmarks.md, session 10). Called once, after the first seeding;
 * a restart on an existing directory runs no initdb. `--expose-gc` is set for a fresh context only
 * long enough to take its `gc` function (the documented way without a command-line flag).
 */
export function releaseStartupMemory(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (() => void) | undefined;
  gc?.();
}
