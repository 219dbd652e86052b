import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { localApp } from './support/localApp';
import type { FirstPageRenderer } from '../../../server/app/firstPageRenderer';
import { GuestPageCache, guestPageKey } from '../../../server/app/guestPageCache';
import { readContentRevision } from '../../../server/db/repositories/contentRevision';
import { openTestDatabase } from '../../../server/db/testing';
import type { Db } from '../../../server/shared/contracts';
import { SIGNED_IN_COOKIE } from '../../../schemas/firstPage';

/**
 * The server's cache of guest pages (issue 22): a guest's page is made once and answered from the
 * cache until the content's revision (templates, blocks, meta items, storefronts), the build or a
 * few seconds say otherwise; signed-in visitors and other storefronts never get it.
 */

const TEMPLATE =
  '<!doctype html><html><head><title>x</title><!--blockfront-head--></head><body><div id="root"></div></body></html>';

let db: Db;
let app: Hono;
const rendered: string[] = [];
/** How the next renders go: how long each takes, and whether the next one fails. */
const renders = { delayMs: 0, failNext: false };

/** Stands in for the SSR bundle (built by vite) and counts the renders; the rest is the real server. */
const countingRenderer: FirstPageRenderer = async (request) => {
  rendered.push(request.url);
  if (renders.delayMs) await new Promise((resolve) => setTimeout(resolve, renders.delayMs));
  if (renders.failNext) {
    renders.failNext = false;
    return { kind: 'failed' };
  }
  const templates = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM template_blocks');
  return {
    kind: 'rendered',
    html: `<main>render ${rendered.length} of ${templates[0]!.n} blocks</main>`,
    resourceHints: '',
    payload: {
      router: { loaderData: {}, actionData: null, errors: null },
      queries: { mutations: [], queries: [] },
    },
    blockNames: [],
    customCss: [],
    head: { title: 'About', metaTags: [] },
  };
};

beforeAll(async () => {
  db = await openTestDatabase();
  app = localApp(db, TEMPLATE, { renderFirstPage: countingRenderer });
});

afterAll(async () => {
  await db.close();
});

const page = (url: string, headers: Record<string, string> = {}) => {
  const { host } = new URL(url);
  return app.fetch(
    new Request(url, { headers: { host, 'accept-encoding': 'identity', ...headers } }),
  );
};

describe('a guest page', () => {
  it('is made once for guests who ask for it while it is being made', async () => {
    rendered.length = 0;
    renders.delayMs = 50;
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => page('http://guest.localhost:5173/about?burst=1')),
      );
      expect(rendered).toEqual(['http://guest.localhost:5173/about?burst=1']);
      const bodies = await Promise.all(answers.map((answer) => answer.text()));
      expect(new Set(bodies).size).toBe(1);
      expect(bodies[0]).toContain('<main>render');
      for (const answer of answers) expect(answer.status).toBe(200);
    } finally {
      renders.delayMs = 0;
    }
  });

  it('is not kept when the server could not render it, and a CDN revalidates that answer', async () => {
    rendered.length = 0;
    renders.failNext = true;
    const failed = await page('http://guest.localhost:5173/about?failed=1');
    expect(failed.status).toBe(200);
    expect(await failed.text()).not.toContain('<main>render');
    expect(failed.headers.get('cache-control')).toBe('public, no-cache');
    const next = await page('http://guest.localhost:5173/about?failed=1');
    expect(await next.text()).toContain('<main>render');
    expect(next.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(rendered).toHaveLength(2);
  });

  it('is made once and then answered from the cache, byte for byte with the same headers', async () => {
    rendered.length = 0;
    const first = await page('http://guest.localhost:5173/about');
    const second = await page('http://guest.localhost:5173/about');
    expect(rendered).toEqual(['http://guest.localhost:5173/about']);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('content-security-policy')).toBe(
      first.headers.get('content-security-policy'),
    );
    const revalidated = await page('http://guest.localhost:5173/about', {
      'if-none-match': first.headers.get('etag')!,
    });
    expect(revalidated.status).toBe(304);
    expect(rendered).toHaveLength(1);
  });

  it('is made again after a change to the templates (any instance sees the revision)', async () => {
    rendered.length = 0;
    const before = await (await page('http://guest.localhost:5173/contact')).text();
    const revision = await readContentRevision(db);
    await db.query(
      'UPDATE template_blocks SET sort_order = sort_order WHERE block_id = (SELECT min(block_id) FROM template_blocks)',
    );
    expect(await readContentRevision(db)).not.toBe(revision);
    const after = await (await page('http://guest.localhost:5173/contact')).text();
    expect(rendered).toHaveLength(2);
    expect(after).not.toBe(before);
  });

  it('is kept per URL and per storefront, and never for a signed-in visitor', async () => {
    rendered.length = 0;
    await page('http://guest.localhost:5173/faq?utm_source=mail');
    await page('http://guest.localhost:5173/faq');
    await page('http://sso.localhost:5173/faq');
    expect(rendered).toHaveLength(3);
    const signedIn = await page('http://guest.localhost:5173/faq', {
      cookie: `${SIGNED_IN_COOKIE}=1`,
    });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
    expect(await signedIn.text()).not.toContain('render');
  });
});

describe('GuestPageCache', () => {
  const page = (html: string) => ({ status: 200, html, headers: {} });
  const key = (pathAndQuery: string, revision = '1') =>
    guestPageKey({ origin: 'http://guest.localhost', pathAndQuery, buildId: 'b', revision });

  it('forgets a page after its time to live', () => {
    let now = 0;
    const cache = new GuestPageCache(() => now, {
      ttlMs: 5_000,
      capacity: 10,
      maxBytes: 1_000_000,
    });
    cache.set(key('/'), page('<p>home</p>'));
    now = 5_000;
    expect(cache.get(key('/'))?.html).toBe('<p>home</p>');
    now = 5_001;
    expect(cache.get(key('/'))).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps the most recently used pages within its count and its bytes', () => {
    const cache = new GuestPageCache(() => 0, { ttlMs: 5_000, capacity: 2, maxBytes: 100 });
    cache.set(key('/a'), page('a'));
    cache.set(key('/b'), page('b'));
    cache.get(key('/a'));
    cache.set(key('/c'), page('c'));
    expect(cache.get(key('/b'))).toBeUndefined();
    expect(cache.get(key('/a'))?.html).toBe('a');
    cache.set(key('/big'), page('x'.repeat(50)));
    expect(cache.size).toBe(1);
    cache.set(key('/huge'), page('x'.repeat(51)));
    expect(cache.get(key('/huge'))).toBeUndefined();
  });

  it('keys a page by its revision: a new revision is a new page', () => {
    expect(key('/', '1')).not.toBe(key('/', '2'));
  });
});
