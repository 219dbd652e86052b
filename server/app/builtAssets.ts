import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { acceptedEncoding, type ContentEncoding } from './compression/acceptedEncoding';

/** A built file as it is served: its bytes as built and their precompressed copies. */
interface BuiltFile {
  contentType: string;
  lastModified: string;
  identity: Uint8Array;
  encoded: Partial<Record<ContentEncoding, Uint8Array>>;
}

/** Names Vite gives built files: no folders, no dot files, never a source map (kept private). */
const BUILT_NAME = /^[\w-][\w.-]*$/;
const SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };
/** Built files carry a content hash in their names: a name never changes what it answers. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The build's hashed files (`/assets/<name>`) from memory: each read from disk once, with its
 * `.br` and `.gz` copies (scripts/build/precompressAssets.ts), on its first request. A name's
 * content never changes (its hash is in the name), so nothing is ever re-read, and the whole
 * build is a few megabytes. A page's first load asks for dozens of them at once, while the
 * browser hydrates on the same machine's cores; served from disk each cost about a millisecond
 * of the server's CPU (two `stat`s, a file stream), from memory a small fraction of that.
 * What is not a built file, a range request, or a source map goes on to the next handler.
 */
export function builtAssets(clientDir: string): MiddlewareHandler {
  const root = path.resolve(clientDir, 'assets');
  const files = new Map<string, Promise<BuiltFile | null>>();
  const load = async (name: string): Promise<BuiltFile | null> => {
    const file = path.join(root, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const contentType = getMimeType(name) ?? 'application/octet-stream';
    const encoded: BuiltFile['encoded'] = {};
    for (const encoding of Object.keys(SUFFIX) as ContentEncoding[]) {
      const copy = await readFile(file + SUFFIX[encoding]).catch(() => null);
      if (copy) encoded[encoding] = copy;
    }
    return {
      contentType,
      lastModified: info.mtime.toUTCString(),
      identity: await readFile(file),
      encoded,
    };
  };
  return async (c, next) => {
    const name = c.req.path.slice('/assets/'.length);
    if (!BUILT_NAME.test(name) || name.endsWith('.map') || c.req.header('range')) return next();
    let found = files.get(name);
    if (!found) {
      found = load(name);
      files.set(name, found);
    }
    const file = await found;
    if (!file) {
      // A name the build does not have (yet): asked again next time, never kept as missing.
      files.delete(name);
      return next();
    }
    const encoding = acceptedEncoding(c.req.header('accept-encoding'));
    const body = (encoding && file.encoded[encoding]) || file.identity;
    const headers: Record<string, string> = {
      'Content-Type': file.contentType,
      'Content-Length': String(body.byteLength),
      'Cache-Control': IMMUTABLE,
      'Last-Modified': file.lastModified,
      Vary: 'Accept-Encoding',
    };
    if (body !== file.identity && encoding) headers['Content-Encoding'] = encoding;
    // Hono answers a HEAD request with a GET handler's headers and no body.
    return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
  };
}
