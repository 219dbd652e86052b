import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { localApp } from './support/localApp';
import { safeFirstPageRenderer } from '../../../server/app/firstPageRenderer';
import { openTestDatabase } from '../../../server/db/testing';
import type { Db } from '../../../server/shared/contracts';
import {
  FIRST_PAGE_ELEMENT_ID,
  type FirstPagePayload,
  type RenderFirstPage,
} from '../../../schemas/firstPage';
// The SSR bundle's source, through the same Vite plugins (serverRender.test.ts does the same).
import { renderFirstPage } from '../../../blocks/serverEntry';

/**
 * The data blocks' first answers in a guest's server-rendered page (FirstPageReads): the
 * catalogue's cards and the product's name and picture are in the HTML and in the cache the
 * client hydrates from; a read that is slow or fails leaves its block's loading state (for the
 * client to read), never an error, a failed page or a wait past the page's budget.
 */

const GUEST = 'guest.localhost';
const CATALOGUE = '/flow_consumables';
const FIRST_PRODUCT = 'CD4 Monoclonal Antibody (RPA-T4), FITC';
const PRODUCT_PAGE =
  '/product_detail/antibodies/cd4-monoclonal-antibody-rpa-t4-fitc/a1Cellaris0000001';
const TEMPLATE =
  '<!doctype html><html><head><title>x</title><!--blockfront-head--></head><body><div id="root"></div><script type="module" src="/assets/a.js"></script></body></html>';

let db: Db;

beforeAll(async () => {
  db = await openTestDatabase();
  // Block modules load through Vitest's transform on the first render: once, with time to spare.
  await get(appWith(safeFirstPageRenderer(renderFirstPage, () => undefined, 60_000)), CATALOGUE);
}, 90_000);

afterAll(() => db.close());

function appWith(renderer: ReturnType<typeof safeFirstPageRenderer>): Hono {
  return localApp(db, TEMPLATE, {
    buildManifest: () => ({ buildId: 'block-data', builtAt: '2026-01-01T00:00:00.000Z' }),
    renderFirstPage: renderer,
  });
}

/**
 * The render with the gateway's requests passed through `around` (a slow or failing CRM). The
 * gateway client may batch several calls in one request: `calls` names every CRM call in it (makeCall
 * names them in the endpoints it sends: `...?type=retrieveCatalogNG&...`).
 */
function rendererWith(
  around: (
    calls: string[],
    send: () => Promise<Response>,
    signal?: AbortSignal,
  ) => Promise<Response>,
  timeoutMs = 2_500,
) {
  const lines: string[] = [];
  const render: RenderFirstPage = (request) =>
    renderFirstPage({
      ...request,
      fetch: async (input, init) => {
        const body = typeof init?.body === 'string' ? init.body : '';
        const calls = [...body.matchAll(/[?&]type=(\w+)/g)].map((match) => match[1]!);
        return around(calls, () => request.fetch(input, init), init?.signal ?? undefined);
      },
    });
  return { lines, renderer: safeFirstPageRenderer(render, (line) => lines.push(line), timeoutMs) };
}

const get = (app: Hono, path: string) =>
  app.fetch(new Request(`http://${GUEST}:5173${path}`, { headers: { host: `${GUEST}:5173` } }));

function payloadOf(html: string): FirstPagePayload {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_PAGE_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  if (!match) throw new Error('the page was not rendered on the server');
  return JSON.parse(match[1]!) as FirstPagePayload;
}

function markupOf(html: string): string {
  const start = html.indexOf('<div id="root"');
  return html.slice(start, html.indexOf(`id="${FIRST_PAGE_ELEMENT_ID}"`, start));
}

/** The CRM call types of the queries the page hands the client. */
function dehydratedCalls(html: string): string[] {
  const { queries } = payloadOf(html).queries as {
    queries: { queryKey: [string, { payload?: { jsonData?: string }; type?: string }?] }[];
  };
  return queries.map(({ queryKey: [kind, request] }) =>
    kind === 'makeCall' ? request!.type! : kind,
  );
}

describe("a guest's first page with data blocks", () => {
  it("holds the catalogue's cards, and hands their answers to the client", async () => {
    const { lines, renderer } = rendererWith((_calls, send) => send());
    const html = await (await get(appWith(renderer), CATALOGUE)).text();
    expect(lines).toEqual([]);
    const markup = markupOf(html);
    expect(markup).toContain(`>${FIRST_PRODUCT}</a>`);
    expect(markup).toContain(`href="${PRODUCT_PAGE}"`);
    expect((markup.match(/class="bf-card-title"/g) ?? []).length).toBeGreaterThan(5);
    expect(markup).not.toContain('Loading products…');
    expect(dehydratedCalls(html)).toEqual(
      expect.arrayContaining(['getTemplateBlock', 'retrieveCatalogNG', 'getEcatalogDetails']),
    );
  });

  it("holds the product's name and picture (its largest paint) and preloads the picture", async () => {
    const { lines, renderer } = rendererWith((_calls, send) => send());
    const html = await (await get(appWith(renderer), PRODUCT_PAGE)).text();
    expect(lines).toEqual([]);
    const markup = markupOf(html);
    expect(markup).toContain(`<h1>${FIRST_PRODUCT}</h1>`);
    expect(markup).toMatch(
      new RegExp(
        `<img class="bf-product-image-main" src="[^"]+\\.svg" alt="${FIRST_PRODUCT.replace(/[()]/g, '\\$&')}"`,
      ),
    );
    expect(markup).not.toContain('Loading product…');
    // React's image hint, moved into the head: the picture loads beside the page's scripts.
    const head = html.slice(0, html.indexOf('<body'));
    expect(head).toMatch(/<link rel="preload" as="image" href="[^"]+antibody\.svg"\/>/);
    expect(dehydratedCalls(html)).toEqual(
      expect.arrayContaining(['getFormattedObjectDetails', 'getRecord']),
    );
  });

  it('a read slower than the budget leaves its block loading, for the client, and the page on time', async () => {
    // The catalogue's cards answer after 4 s: the page must not wait for them, and their late
    // answer must not reach the page's cache.
    const { lines, renderer } = rendererWith((calls, send) =>
      calls.includes('retrieveCatalogNG')
        ? new Promise<Response>((resolve) => setTimeout(() => resolve(send()), 4_000))
        : send(),
    );
    const started = performance.now();
    const html = await (await get(appWith(renderer), `${CATALOGUE}?slow=1`)).text();
    const elapsed = performance.now() - started;
    expect(lines).toEqual([]);
    const markup = markupOf(html);
    // The cards' read gave up: their loading state, not an error, and no boundary left open.
    expect(markup).toContain('aria-label="Loading products…"');
    expect(markup).not.toContain(FIRST_PRODUCT);
    expect(markup).not.toContain('bf-data-error');
    expect(markup).not.toMatch(/<!--\$[?~!]-->/);
    expect(dehydratedCalls(html)).toContain('getTemplateBlock');
    expect(dehydratedCalls(html)).not.toContain('retrieveCatalogNG');
    // The budget is 1 s of the 2.5 s limit; the page is well inside the limit.
    expect(elapsed).toBeLessThan(2_500);
  });

  it('a failed read leaves its block loading (the client reads it and shows its states)', async () => {
    const { lines, renderer } = rendererWith((calls, send) =>
      calls.includes('getFormattedObjectDetails')
        ? Promise.resolve(new Response('CRM down', { status: 503 }))
        : send(),
    );
    const html = await (await get(appWith(renderer), `${PRODUCT_PAGE}?failed=1`)).text();
    expect(lines).toEqual([]);
    const markup = markupOf(html);
    expect(markup).toContain('aria-label="Loading product…"');
    expect(markup).not.toContain('bf-data-error');
    expect(markup).not.toContain('could not be loaded');
    expect(dehydratedCalls(html)).not.toContain('getFormattedObjectDetails');
  });
});
