/**
 * The V8 heap one server instance may grow to (`--max-old-space-size`), given where the
 * production server starts: `npm start` (package.json, which the Dockerfile runs) and the
 * instances the load bench and the two-instance journey start (scripts/support/serverProcess.ts).
 *
 * Why a limit at all: with V8's default (about 2 GB here) the old space grew with the request
 * rate, not with what the server keeps. Under `npm run bench:load` one instance's heap reached
 * 600 MB total while the live objects after a collection stayed near 100-220 MB, and RSS passed
 * 1 GB (docs/benchmarks.md, session 11). With this limit V8 collects sooner and the heap stays
 * near 150 MB. What the server keeps is bounded on its own (the render, page and catalogue
 * caches have byte limits), so the limit leaves more than twice the live set as room.
 * PGlite's database is WebAssembly memory, outside this heap.
 */
export const SERVER_HEAP_LIMIT_MB = 384;

/** The Node flag that sets it, for commands that start a server instance. */
export const SERVER_HEAP_FLAG = `--max-old-space-size=${SERVER_HEAP_LIMIT_MB}`;
