import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { localApp } from './support/localApp';
import { readConfig } from '../../../server/app/config';
import { acceptedEncoding } from '../../../server/app/compression/acceptedEncoding';
import { matchesEtag } from '../../../server/app/pageCaching';
import { openTestDatabase } from '../../../server/db/testing';
import type { Db } from '../../../server/shared/contracts';
import { SIGNED_IN_COOKIE } from '../../../schemas/firstPage';

/**
 * What goes over the wire (issue 22): pages and gateway answers compressed on the fly, built
 * assets sent as compressed at build, source maps kept private, and cache headers that let a CDN
 * keep a guest's page but never a signed-in visitor's.
 */

const TEMPLATE = `<!doctype html><html><head><title>x</title><!--blockfront-head--></head><body><div id="root">${'<p>Flow cytometry reagents and genomics kits.</p>'.repeat(40)}</div><script type="module" src="/assets/a.js"></script></body></html>`;
const ASSET = `export const catalogue = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `item-${i}`))};`;

let db: Db;
let app: Hono;
let clientDir: string;

beforeAll(async () => {
  db = await openTestDatabase();
  clientDir = mkdtempSync(path.join(tmpdir(), 'bf-client-'));
  const assets = path.join(clientDir, 'assets');
  writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
  await import('node:fs/promises').then((fs) => fs.mkdir(assets));
  writeFileSync(path.join(assets, 'a.js'), ASSET);
  writeFileSync(path.join(assets, 'a.js.br'), brotliCompressSync(ASSET));
  writeFileSync(path.join(assets, 'a.js.gz'), gzipSync(ASSET));
  writeFileSync(path.join(assets, 'a.js.map'), '{"version":3,"sources":["runtime/secret.ts"]}');
  app = localApp(db, TEMPLATE, {}, { clientDir });
});

afterAll(async () => {
  await db.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const request = (pathname: string, headers: Record<string, string> = {}, init: RequestInit = {}) =>
  app.fetch(
    new Request(`http://guest.localhost:5173${pathname}`, {
      ...init,
      headers: { host: 'guest.localhost:5173', ...headers },
    }),
  );

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('a storefront page', () => {
  it('is sent brotli-compressed to a browser that accepts it, and as it is to one that does not', async () => {
    const plain = await request('/about', { 'accept-encoding': 'identity' });
    const br = await request('/about', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(br.headers.get('content-encoding')).toBe('br');
    const html = await bytesOf(plain);
    const compressed = await bytesOf(br);
    expect(brotliDecompressSync(compressed).equals(html)).toBe(true);
    expect(compressed.length).toBeLessThan(html.length / 4);
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(br.headers.get('vary')).toMatch(/Cookie/);
  });

  it('is gzip for a browser that accepts gzip only, and never an encoding refused with q=0', async () => {
    const gz = await request('/about', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytesOf(gz)).toString()).toContain('Flow cytometry reagents');
    const noBr = await request('/about', { 'accept-encoding': 'br;q=0, gzip;q=0.5' });
    expect(noBr.headers.get('content-encoding')).toBe('gzip');
  });

  it('is cacheable by a CDN for guests, with a strong ETag that answers 304 when it still holds', async () => {
    const first = await request('/about', { 'accept-encoding': 'identity' });
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    const again = await request('/about', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // The brotli representation has its own tag, which names the same page.
    const br = await request('/about', { 'accept-encoding': 'br' });
    expect(br.headers.get('etag')).toBe(`${etag!.slice(0, -1)}-br"`);
    const revalidated = await request('/about', {
      'accept-encoding': 'br',
      'if-none-match': br.headers.get('etag')!,
    });
    expect(revalidated.status).toBe(304);
    // Another storefront's page differs (its boot data), so the tag does not hold there.
    const otherStorefront = await app.fetch(
      new Request('http://portal.localhost:5173/about', {
        headers: { host: 'portal.localhost:5173', 'if-none-match': etag! },
      }),
    );
    expect(otherStorefront.status).toBe(200);
  });

  it('is private for a browser that holds a session', async () => {
    const response = await request('/about', { cookie: `${SIGNED_IN_COOKIE}=1` });
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });
});

describe('the gateway', () => {
  it('compresses its JSON answers', async () => {
    const body = JSON.stringify({
      query: 'query { getTemplateBlock(id: "none") { items { id } } }',
    });
    const response = await request(
      '/graphql',
      {
        'accept-encoding': 'br',
        'content-type': 'application/json',
        'x-api-key': readConfig({}).gatewayApiKey,
      },
      { method: 'POST', body },
    );
    // Small answers are not worth compressing; what matters is that the header is honest.
    const bytes = await bytesOf(response);
    const text =
      response.headers.get('content-encoding') === 'br'
        ? brotliDecompressSync(bytes).toString()
        : bytes.toString();
    expect(() => JSON.parse(text)).not.toThrow();
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
  });
});

describe('built assets', () => {
  it('are sent as compressed at build, immutable', async () => {
    const response = await request('/assets/a.js', { 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytesOf(response)).toString()).toBe(ASSET);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('follow what the browser accepts: gzip, or the file as built, with its type and length', async () => {
    const gzipped = await request('/assets/a.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytesOf(gzipped)).toString()).toBe(ASSET);
    const plain = await request('/assets/a.js', { 'accept-encoding': 'br;q=0' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(ASSET)));
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await plain.text()).toBe(ASSET);
  });

  it('answer 404 for a name the build does not have, or one that leaves the folder', async () => {
    for (const name of ['b.js', '..%2Findex.html', '.hidden']) {
      expect((await request(`/assets/${name}`)).status, name).toBe(404);
    }
  });

  it('keep their source maps private', async () => {
    const response = await request('/assets/a.js.map');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('runtime/secret.ts');
  });
});

describe('Accept-Encoding and If-None-Match rules', () => {
  it.each([
    [null, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['GZIP;Q=1', 'gzip'],
  ])('%j accepts %j', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });

  it.each([
    ['"abc"', '"abc"', true],
    ['"abc-br"', '"abc"', true],
    ['"abc-gzip"', '"abc"', true],
    ['W/"abc"', '"abc"', true],
    ['"x", "abc"', '"abc"', true],
    ['*', '"abc"', true],
    ['"abd"', '"abc"', false],
    ['"abc-zz"', '"abc"', false],
    [null, '"abc"', false],
  ])('If-None-Match %j matches %j: %j', (header, etag, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected);
  });
});

describe('robots.txt', () => {
  it("opens a guest storefront's pages and closes the per-visitor paths", async () => {
    const response = await request('/robots.txt');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(text).toContain('Disallow: /cart\n');
    expect(text).toContain('Disallow: /checkout\n');
    expect(text).toContain('Disallow: /billing/\n');
    expect(text).toContain('Sitemap: http://guest.localhost:5173/sitemap.xml\n');
  });

  it('closes a storefront that requires sign-in', async () => {
    const response = await app.fetch(
      new Request('http://portal.localhost:5173/robots.txt', {
        headers: { host: 'portal.localhost:5173' },
      }),
    );
    expect(await response.text()).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('sitemap.xml', () => {
  it("lists a guest storefront's home, public pages and products, and nothing per visitor", async () => {
    const response = await request('/sitemap.xml', { 'accept-encoding': 'identity' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs[0]).toBe('http://guest.localhost:5173/');
    expect(locs).toContain('http://guest.localhost:5173/about');
    // One page per catalogue group the storefront sells; the bare category template lists the
    // whole shop again and is left out.
    expect(locs.filter((loc) => new URL(loc).pathname.startsWith('/category'))).toEqual([
      'http://guest.localhost:5173/category/cg-cytometry',
      'http://guest.localhost:5173/category/cg-genomics',
    ]);
    const products = locs.filter((loc) => loc.includes('/product_detail/'));
    expect(products.length).toBeGreaterThan(100);
    for (const loc of locs) {
      const path = new URL(loc).pathname;
      expect(path).not.toMatch(/^\/(cart|checkout|login|billing\/|orders|guidance)/);
    }
    expect(new Set(locs).size).toBe(locs.length);
    // Every product URL is one the CRM resolves to its item (getMergedMetaInfo's first segment).
    const [one] = products;
    const page = await request(new URL(one!).pathname, { 'accept-encoding': 'identity' });
    expect(page.status).toBe(200);
    const category = await request('/category/cg-genomics', { 'accept-encoding': 'identity' });
    expect(category.status).toBe(200);
  });

  it('is not served by a storefront that requires sign-in', async () => {
    const response = await app.fetch(
      new Request('http://portal.localhost:5173/sitemap.xml', {
        headers: { host: 'portal.localhost:5173' },
      }),
    );
    expect(response.status).toBe(404);
  });
});
