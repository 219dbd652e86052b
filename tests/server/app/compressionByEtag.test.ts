import { Hono } from 'hono';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressResponses } from '../../../server/app/compression/compressResponses';

const PAGE = `<!doctype html><p>${'Flow cytometry reagents and genomics kits. '.repeat(60)}</p>`;

/** An app whose page counts how often its body is read, with or without a strong ETag. */
function pageApp(etag: string | null) {
  let reads = 0;
  const app = new Hono();
  app.use('*', compressResponses());
  app.get('/', () => {
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          reads += 1;
          controller.enqueue(new TextEncoder().encode(PAGE));
          controller.close();
        },
        // Nothing is pulled before a reader asks.
      },
      { highWaterMark: 0 },
    );
    const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8' };
    if (etag) headers.ETag = etag;
    return new Response(body, { headers });
  });
  const get = async () => {
    const response = await app.request('/', { headers: { 'Accept-Encoding': 'br' } });
    return { response, text: brotliDecompressSync(Buffer.from(await response.arrayBuffer())) };
  };
  return { get, reads: () => reads };
}

describe('compression of a page with a strong ETag (a cached guest page)', () => {
  it('reuses the compressed bytes the ETag names without reading the body again', async () => {
    const app = pageApp('"page-hash-1"');
    const first = await app.get();
    const second = await app.get();
    expect(first.text.toString()).toBe(PAGE);
    expect(second.text.toString()).toBe(PAGE);
    expect(second.response.headers.get('ETag')).toBe('"page-hash-1-br"');
    expect(app.reads()).toBe(1);
  });

  it('reads and hashes the body of a page without one, every time', async () => {
    const app = pageApp(null);
    await app.get();
    await app.get();
    expect(app.reads()).toBe(2);
  });

  it('never keys on a weak ETag, which does not name exact bytes', async () => {
    const app = pageApp('W/"page"');
    await app.get();
    await app.get();
    expect(app.reads()).toBe(2);
  });
});
