import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { acceptedEncoding, type ContentEncoding } from './acceptedEncoding';
import { CompressedBodyCache } from './compressedBodyCache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the server makes per request: pages, the gateway's JSON, theme CSS, SVG documents. */
const COMPRESSIBLE_TYPE =
  /^(text\/|application\/(json|javascript|xml|graphql-response\+json)|image\/svg\+xml)/i;
/** Below this, headers outweigh the saving. */
const MIN_BYTES = 512;
/**
 * Brotli quality 5 and gzip level 6: about 90 % of the best ratio at a tenth of quality 11's
 * time, which matters for bodies made per request (assets are compressed at build, at 11).
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;
/** Compressed bodies kept for reuse (see CompressedBodyCache). */
const CACHE_BYTES = 32 * 1024 * 1024;

async function compress(body: Uint8Array, encoding: ContentEncoding): Promise<Uint8Array> {
  // zlib's async forms run in libuv's thread pool, so compression uses the other core too.
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipAsync(body, { level: GZIP_LEVEL });
}

function isCompressible(response: Response): boolean {
  if (!response.body || response.headers.has('Content-Encoding')) return false;
  if (response.status < 200 || response.status === 204 || response.status === 304) return false;
  // Cache-Control: no-transform forbids changing the representation (RFC 9111 section 5.2.2.6).
  if (/\bno-transform\b/i.test(response.headers.get('Cache-Control') ?? '')) return false;
  return COMPRESSIBLE_TYPE.test(response.headers.get('Content-Type') ?? '');
}

/**
 * Compresses what the server makes on the fly (HTML, the gateway's JSON, theme CSS) with the
 * best encoding the browser accepts; built assets are already compressed on disk and pass
 * through untouched. Responses are buffered bodies here (no route streams yet); a streamed page
 * would pipe through zlib's stream instead.
 */
export function compressResponses(): MiddlewareHandler {
  const cache = new CompressedBodyCache(CACHE_BYTES);
  /**
   * Hono's `c.res = …` copies the old response's headers over the new one's; the old one is
   * dropped first so the headers changed here (ETag, Content-Length) are the ones sent.
   */
  const replaceResponse = (c: Context, body: BodyInit | null, status: number, headers: Headers) => {
    c.res = undefined;
    c.res = new Response(body, { status, headers });
  };
  return async (c, next) => {
    await next();
    const response = c.res;
    if (!isCompressible(response)) return;
    // Whatever is sent, its bytes depend on Accept-Encoding: caches must key on it.
    const vary = response.headers.get('Vary');
    const headers = new Headers(response.headers);
    if (!vary || !/\baccept-encoding\b|^\*$/i.test(vary)) {
      headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    const encoding = acceptedEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) {
      replaceResponse(c, response.body, response.status, headers);
      return;
    }
    // A strong ETag names these very bytes (RFC 9110 section 8.8.1; a page's is the hash of its
    // HTML, pageCaching.ts), so it keys the cache without reading or hashing the body again: for
    // a cached guest page, encoding and hashing its 60 KB were the next largest cost once the
    // revision was reused (docs/benchmarks.md, session 9).
    const identityEtag = response.headers.get('ETag');
    const etagKey = identityEtag?.startsWith('"') ? `etag ${identityEtag}` : null;
    let compressed = etagKey ? cache.get(etagKey, encoding) : undefined;
    if (compressed) {
      await response.body?.cancel();
    } else {
      const body = new Uint8Array(await response.arrayBuffer());
      if (body.byteLength < MIN_BYTES) {
        replaceResponse(c, body, response.status, headers);
        return;
      }
      const key = etagKey ?? createHash('sha1').update(body).digest('base64url');
      compressed = cache.get(key, encoding);
      if (!compressed) {
        compressed = await compress(body, encoding);
        cache.set(key, encoding, compressed);
      }
    }
    headers.set('Content-Encoding', encoding);
    headers.delete('Content-Length');
    // A strong validator names one representation: the compressed one gets its own (RFC 9110
    // section 8.8.3), the way nginx and Apache mark theirs.
    const etag = headers.get('ETag');
    if (etag && etag.startsWith('"')) headers.set('ETag', `${etag.slice(0, -1)}-${encoding}"`);
    replaceResponse(c, compressed as Uint8Array<ArrayBuffer>, response.status, headers);
  };
}
