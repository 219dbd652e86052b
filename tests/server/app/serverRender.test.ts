import { LIBRARY_STYLE_HASHES } from '../../../server/app/libraryStyleElements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createApp } from '../../../server/app/createApp';
import { readConfig } from '../../../server/app/config';
import { dbStorefrontDirectory } from '../../../server/app/dbStorefrontDirectory';
import {
  safeFirstPageRenderer,
  type FirstPageRenderer,
} from '../../../server/app/firstPageRenderer';
import { scriptHash } from '../../../server/app/securityHeaders';
import { EARLY_INPUT_SCRIPT } from '../../../schemas/earlyInputScript';
import {
  HYDRATION_SCRIPTS_ELEMENT_ID,
  HYDRATION_SCRIPTS_LOADER,
  type HydrationScripts,
} from '../../../server/app/hydrationScripts';
import type { BlockPreloads } from '../../../server/app/blockPreloads';
import { createGateway } from '../../../server/gateway/createGateway';
import { createDocumentStore } from '../../../server/crm/documents/documentStore';
import { createCrm } from '../../../server/crm/index';
import { openTestDatabase } from '../../../server/db/testing';
import type { Db } from '../../../server/shared/contracts';
import { DEMO_STOREFRONTS } from '../../../server/shared/demo';
import {
  FIRST_PAGE_ELEMENT_ID,
  SIGNED_IN_COOKIE,
  type FirstPagePayload,
  type RenderFirstPage,
} from '../../../schemas/firstPage';
// What the SSR bundle (dist/ssr) is built from, through the same Vite plugins; the server itself
// loads the built file by path (server/app/firstPageRenderer.ts).
import { renderFirstPage } from '../../../blocks/serverEntry';

/**
 * The guest's first page rendered on the server, through the real gateway and seed: its blocks'
 * content in the HTML, the data the client hydrates from, the CSP, and every fallback to the
 * client's render.
 */

const TEMPLATE =
  '<!doctype html><html><head><title>x</title><!--blockfront-head--></head><body><div id="root"></div><script type="module" src="/assets/a.js"></script></body></html>';
const GUEST = 'guest.localhost';
const HERO_HEADING = 'See every cell. Read every genome.';

let db: Db;

beforeAll(async () => {
  db = await openTestDatabase();
  // The first render loads every block module through Vitest's transform, which on a loaded
  // machine can take longer than the production budget (FIRST_PAGE_TIMEOUT_MS): warm them up once
  // with a generous budget, so each test measures the render, not the module loading.
  await get(appWith(safeFirstPageRenderer(renderFirstPage, () => undefined, 60_000)), '/');
}, 90_000);

afterAll(() => db.close());

function appWith(
  renderer: FirstPageRenderer | null,
  blockPreloads: BlockPreloads | null = null,
): Hono {
  const config = { ...readConfig({}), testMode: true };
  const gateway = createGateway({
    db,
    crm: createCrm(db),
    identity: null,
    apiKey: config.gatewayApiKey,
    testMode: true,
  });
  return createApp({
    config,
    directory: dbStorefrontDirectory(db),
    gateway,
    cognito: null,
    htmlTemplate: async () => TEMPLATE,
    buildManifest: () => ({ buildId: 'test-build', builtAt: '2026-01-01T00:00:00.000Z' }),
    ssoOauthDomain: null,
    documents: createDocumentStore(db),
    renderFirstPage: renderer,
    blockPreloads,
  });
}

function loggingRenderer(render: RenderFirstPage = renderFirstPage) {
  const lines: string[] = [];
  return { lines, renderer: safeFirstPageRenderer(render, (line) => lines.push(line)) };
}

const get = (app: Hono, path: string, headers: Record<string, string> = {}) =>
  app.fetch(
    new Request(`http://${GUEST}:5173${path}`, { headers: { host: `${GUEST}:5173`, ...headers } }),
  );

function payloadOf(html: string): FirstPagePayload | null {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_PAGE_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  return match ? (JSON.parse(match[1]!) as FirstPagePayload) : null;
}

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

interface HomeBlockCopies {
  /** The guest home's first block of this kind is copied. */
  componentName: string;
  /** How many copies, placed after it (ids blk-copy-1, blk-copy-2...). */
  count?: number;
  /** Stored data replacing the copied block's, where given. */
  configuration?: unknown;
  contentJSON?: unknown;
  layoutSettings?: unknown;
}

/** Runs `test` with copies of a guest home block stored in the database, and removes them after. */
async function withHomeBlockCopies(copies: HomeBlockCopies, test: () => Promise<void>) {
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  await db.query(
    `INSERT INTO template_blocks (block_id, storefront_id, template_id, section, sort_order,
       component_name, schema_version, configuration, content_json, custom_js, custom_css,
       layout_settings, fields, actions)
     SELECT 'blk-copy-' || n, storefront_id, template_id, section, sort_order + n, component_name,
            schema_version, COALESCE($3::jsonb, configuration), COALESCE($4::jsonb, content_json),
            NULL, NULL, COALESCE($5::jsonb, layout_settings), fields, actions
       FROM (SELECT * FROM template_blocks
              WHERE storefront_id = $1 AND template_id = 'tpl-home' AND component_name = $2
              ORDER BY sort_order LIMIT 1) AS source,
            generate_series(1, $6::int) AS n`,
    [
      DEMO_STOREFRONTS.guest.storefrontId,
      copies.componentName,
      json(copies.configuration),
      json(copies.contentJSON),
      json(copies.layoutSettings),
      copies.count ?? 1,
    ],
  );
  try {
    await test();
  } finally {
    await db.query(`DELETE FROM template_blocks WHERE block_id LIKE 'blk-copy-%'`);
  }
}

describe('the guest home rendered on the server', () => {
  it("carries the blocks' content, their data for hydration and the page's head", async () => {
    const { lines, renderer } = loggingRenderer();
    const response = await get(appWith(renderer), '/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(lines).toEqual([]);

    const root =
      /<div id="root" data-first-page>([\s\S]*?)<\/div>\s*<script type="application\/json" id="blockfront-first-page">/.exec(
        html,
      );
    expect(root).not.toBeNull();
    const markup = root![1]!;
    // Header, hero banner and footer from the seed, with the guest's header (Sign in, no count).
    expect(markup).toContain(`<h1>${HERO_HEADING}</h1>`);
    expect(markup).toContain('<a href="/about">About</a>');
    expect(markup).toMatch(
      /<a class="bf-header-sign-in" href="\/login">.*?<span>Sign in<\/span><\/a>/,
    );
    expect(markup).toMatch(/data-testid="cart-count">0</);
    expect(markup).toContain('data-component="footer"');
    // The integrator's block is registered only in the browser: its hidden placeholder here.
    expect(markup).toMatch(/data-component="promoRibbon" data-block-state="unknown-component"/);
    // Every block rendered, none left to the client as a skeleton or a failed boundary.
    expect(markup).not.toContain('<!--$!-->');
    expect(markup).not.toContain('bf-block-skeleton');

    expect(html).toContain(
      '<title>Cellaris Biosciences | Flow cytometry and genomics solutions</title>',
    );
    expect(html).toContain(
      '<meta name="description" content="Home – Cellaris Shop" data-bf-meta />',
    );

    const payload = payloadOf(html);
    const loaderData = Object.values(
      (payload!.router as { loaderData: Record<string, unknown> }).loaderData,
    );
    const page = loaderData.find((d) => d && typeof d === 'object' && 'blocks' in d) as {
      blocks: unknown;
    };
    // The blocks are written once, in the query cache; the loader data refers to them.
    expect(page.blocks).toEqual({ $bfQueryData: [0, 'blocks'] });
    const queries = (
      payload!.queries as {
        queries: {
          queryKey: unknown[];
          state: { data: { blocks: { componentName: string }[] } };
        }[];
      }
    ).queries;
    expect(queries.map((q) => q.queryKey[0])).toEqual(['getTemplateBlock']);
    expect(queries[0]!.state.data.blocks.map((b) => b.componentName)).toContain('heroBanner');
    // The server's verdicts: every built-in block's data passed its validators at version 1; the
    // integrator's block, unknown here, is the client's to validate.
    const blocks = queries[0]!.state.data.blocks as unknown as {
      blockId: string;
      componentName: string;
    }[];
    const validated = payload!.validated as Record<string, number>;
    for (const block of blocks) {
      expect(validated[block.blockId]).toBe(block.componentName === 'promoRibbon' ? undefined : 1);
    }
  });

  it("names the page's block chunks for the loader to preload beside the entry", async () => {
    const { renderer } = loggingRenderer();
    const preloads: BlockPreloads = (names, schemaNames) => [
      ...names.map((name) => `/assets/${name}.js`),
      ...(schemaNames ?? names).map((name) => `/assets/${name}.schema.js`),
    ];
    const html = await (await get(appWith(renderer, preloads), '/')).text();
    const scripts = hydrationScriptsOf(html);
    for (const name of ['header', 'heroBanner', 'richText', 'footer', 'promoRibbon']) {
      expect(scripts?.preloads).toContain(`/assets/${name}.js`);
    }
    // Validators only for blocks the server gave no verdict on: the integrator's, unknown here.
    expect(
      scripts?.preloads.flatMap((href) => /^\/assets\/(\w+)\.schema\.js$/.exec(href)?.[1] ?? []),
    ).toEqual(['promoRibbon']);
    // None in the markup: the loader adds them once the page has painted (hydrationScripts.ts).
    expect(html).not.toContain('rel="preload" as="script"');
    // Not for a page the client renders alone: it loads its blocks after its own request.
    const client = await (await get(appWith(renderer, preloads), '/no-such-page')).text();
    expect(hydrationScriptsOf(client)).toBeNull();
    expect(client).not.toContain('rel="preload" as="script"');
  });

  it('passes the strict CSP: two inline scripts allowed by their hashes, only the rendered style attributes and customCSS', async () => {
    const { renderer } = loggingRenderer();
    const response = await get(appWith(renderer), '/');
    const html = await response.text();
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'script-src')).not.toContain('unsafe');
    // The early-input script (schemas/earlyInputScript.ts) and the loader of the page's scripts
    // (server/app/hydrationScripts.ts), by their hashes; no other hash.
    expect(directive(csp, 'script-src').match(/'sha256-[^']+'/g)).toEqual([
      `'${scriptHash(EARLY_INPUT_SCRIPT)}'`,
      `'${scriptHash(HYDRATION_SCRIPTS_LOADER)}'`,
    ]);
    // The blocks' customCSS comes as <style> elements: exactly those are allowed.
    const sheets = [...html.matchAll(/<style data-bf-custom-css="([^"]+)">([^<]*)<\/style>/g)];
    expect(sheets).toHaveLength(1);
    const [, blockId, css] = sheets[0]!;
    // The seeded rule, scoped to its block's wrapper so it styles nothing outside the block.
    expect(css).toContain(`[data-block-id="${blockId}"] .bf-rich-text h2`);
    expect(css).toContain('#0a7c72');
    expect(directive(csp, 'style-src')).toBe(
      `style-src 'self' '${scriptHash(css!)}' ${LIBRARY_STYLE_HASHES.map((hash) => `'${hash}'`).join(' ')}`,
    );
    // Every other inline script is a JSON data block, never executed.
    expect(executedInlineScripts(html)).toEqual([EARLY_INPUT_SCRIPT, HYDRATION_SCRIPTS_LOADER]);
    // Each style attribute's exact value is allowed, nothing else.
    const styleAttr = directive(csp, 'style-src-attr');
    expect(styleAttr).toMatch(/^style-src-attr 'unsafe-hashes' 'sha256-/);
    const values = [...html.matchAll(/\sstyle="([^"]*)"/g)].map((m) =>
      m[1]!
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, '&'),
    );
    expect(values.length).toBeGreaterThan(5);
    for (const value of values) expect(styleAttr).toContain(`'${scriptHash(value)}'`);
  });

  it('puts rich text in the HTML, sanitized by DOMPurify as the browser would', async () => {
    const hostile = {
      html: '<p>Hostile <em>copy</em></p><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
    };
    await withHomeBlockCopies(
      { componentName: 'richText', contentJSON: hostile, layoutSettings: {} },
      async () => {
        const { lines, renderer } = loggingRenderer();
        const html = await (await get(appWith(renderer), '/')).text();
        expect(lines).toEqual([]);
        // The seeded rich text and the hostile one, both in the HTML.
        expect(html).toContain('Built for reproducible science');
        expect(html).toContain('<p>Hostile <em>copy</em></p><img src="x"><a>x</a>');
        // The page's markup, not the inert JSON payload that carries the stored content as data.
        const markup = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
        expect(markup.slice(0, markup.indexOf('<script'))).not.toMatch(
          /onerror|javascript:|alert\(2\)/,
        );
      },
    );
  });

  it('renders a page once for every guest, and again as soon as its template changes', async () => {
    const results: unknown[] = [];
    const counting: RenderFirstPage = async (request) => {
      const result = await renderFirstPage(request);
      results.push(result);
      return result;
    };
    const app = appWith(loggingRenderer(counting).renderer);
    const first = await (await get(app, '/about')).text();
    const again = await (await get(app, '/about')).text();
    expect(again).toBe(first);
    // The second guest got the first one's page from the server's guest page cache: no new render.
    expect(results).toHaveLength(1);
    const storefrontId = DEMO_STOREFRONTS.guest.storefrontId;
    const [block] = await db.query<{ block_id: string; content_json: { html: string } }>(
      `SELECT block_id, content_json FROM template_blocks
        WHERE storefront_id = $1 AND template_id = 'tpl-about' AND component_name = 'richText'
        ORDER BY sort_order LIMIT 1`,
      [storefrontId],
    );
    const published = `${block!.content_json.html}<p>Published a moment ago.</p>`;
    await db.query(`UPDATE template_blocks SET content_json = $2::jsonb WHERE block_id = $1`, [
      block!.block_id,
      JSON.stringify({ html: published }),
    ]);
    try {
      const changed = await (await get(app, '/about')).text();
      expect(changed).toContain('<p>Published a moment ago.</p>');
      // The content revision changed with the template: rendered again, at once.
      expect(results).toHaveLength(2);
      expect(results[1]).not.toBe(results[0]);
    } finally {
      await db.query(`UPDATE template_blocks SET content_json = $2::jsonb WHERE block_id = $1`, [
        block!.block_id,
        JSON.stringify(block!.content_json),
      ]);
    }
  });

  it('renders a block with an invalid configuration as its placeholder only', async () => {
    await withHomeBlockCopies(
      { componentName: 'heroBanner', configuration: { heading: 42 } },
      async () => {
        const { lines, renderer } = loggingRenderer();
        const html = await (await get(appWith(renderer), '/')).text();
        expect(lines).toEqual([]);
        expect(html).toContain(
          '<div class="bf-block bf-block-placeholder" data-block-id="blk-copy-1" data-component="heroBanner" data-block-state="invalid" hidden="">',
        );
        // The valid hero still renders, once.
        expect(html.split(`<h1>${HERO_HEADING}</h1>`)).toHaveLength(2);
        // No verdict on the invalid copy: the client validates it and draws the same placeholder.
        const validated = payloadOf(html)!.validated as Record<string, number>;
        expect(validated['blk-copy-1']).toBeUndefined();
        expect(Object.keys(validated).length).toBeGreaterThan(0);
      },
    );
  });
});

/** The text of each inline script the browser would run (not a JSON data block, no src). */
/** The scripts a server-rendered page's loader adds once painted; null for a client-rendered page. */
function hydrationScriptsOf(html: string): HydrationScripts | null {
  const element = new RegExp(
    `<script type="application/json" id="${HYDRATION_SCRIPTS_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  return element ? (JSON.parse(element[1]!) as HydrationScripts) : null;
}

function executedInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/src=|type="application\/(ld\+)?json"/.test(attributes!))
    .map(([, , text]) => text!);
}

describe('a big page', () => {
  it('has every block in place, with no reveal script the CSP would refuse', async () => {
    await withHomeBlockCopies({ componentName: 'heroBanner', count: 150 }, async () => {
      const { lines, renderer } = loggingRenderer();
      const html = await (await get(appWith(renderer), '/')).text();
      expect(lines).toEqual([]);
      expect(payloadOf(html)).not.toBeNull();
      // 151 heroes, each rendered where it stands: React would outline big boundaries otherwise.
      expect(html.split(`<h1>${HERO_HEADING}</h1>`)).toHaveLength(152);
      expect(html).not.toMatch(/<!--\$[?~!]-->|<template\b|bf-block-skeleton/);
      expect(executedInlineScripts(html)).toEqual([EARLY_INPUT_SCRIPT, HYDRATION_SCRIPTS_LOADER]);
    });
  });
});

describe('every seeded page', () => {
  it('renders on the server without an error: no block touches the browser while rendering', async () => {
    const rows = await db.query<{ value: string }>(
      `SELECT value FROM meta_items WHERE storefront_id = $1 AND key = 'templateDetails'`,
      [DEMO_STOREFRONTS.guest.storefrontId],
    );
    const paths = rows
      .map((row) => JSON.parse(row.value) as { friendlyURL?: string; active?: boolean })
      .filter((details) => details.active && details.friendlyURL)
      .map((details) => `/${details.friendlyURL}`);
    expect(paths.length).toBeGreaterThan(10);
    const { lines, renderer } = loggingRenderer();
    const app = appWith(renderer);
    let rendered = 0;
    for (const path of paths) {
      const html = await (await get(app, path)).text();
      if (payloadOf(html)) rendered += 1;
    }
    expect(lines).toEqual([]);
    // The guest's pages of the seed but the account area (a guest is sent to sign in there).
    expect(rendered).toBeGreaterThan(22);
  });
});

describe('pages the client renders alone', () => {
  const emptyRoot = '<div id="root"></div>';

  it('a render that fails gives the client-rendered HTML and one log line', async () => {
    const { lines, renderer } = loggingRenderer(async () => {
      throw new Error('block exploded');
    });
    const app = appWith(renderer);
    for (let i = 0; i < 2; i += 1) {
      const response = await get(app, '/');
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(emptyRoot);
      expect(html).toContain('id="blockfront-boot"');
      expect(payloadOf(html)).toBeNull();
    }
    expect(lines).toEqual([
      `[server render] http://${GUEST}:5173/: block exploded; the client renders this page`,
    ]);
  });

  it('an unknown page answers 404 with the client-rendered HTML (its error page)', async () => {
    const { lines, renderer } = loggingRenderer();
    const response = await get(appWith(renderer), '/no-such-page');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(emptyRoot);
    expect(html).toContain('id="blockfront-boot"');
    expect(payloadOf(html)).toBeNull();
    expect(lines).toEqual([]);
  });

  it('a known page still answers 200, and a signed-in browser (whose pages the server does not route) 200', async () => {
    const { renderer } = loggingRenderer();
    const app = appWith(renderer);
    expect((await get(app, '/about')).status).toBe(200);
    expect((await get(app, '/no-such-page', { cookie: `${SIGNED_IN_COOKIE}=1` })).status).toBe(200);
  });

  it('a render past its time limit gives the client-rendered HTML', async () => {
    const lines: string[] = [];
    const never: RenderFirstPage = (request) =>
      new Promise((_resolve, reject) =>
        setTimeout(() => reject(new Error(`over ${request.timeoutMs} ms`)), request.timeoutMs),
      );
    const renderer = safeFirstPageRenderer(never, (line) => lines.push(line), 20);
    const html = await (await get(appWith(renderer), '/')).text();
    expect(html).toContain(emptyRoot);
    expect(lines).toEqual([
      `[server render] http://${GUEST}:5173/: over 20 ms; the client renders this page`,
    ]);
  });

  it('a My Account page (logged-in only) is not rendered for the guest', async () => {
    const { lines, renderer } = loggingRenderer();
    const html = await (await get(appWith(renderer), '/billing-account')).text();
    expect(html).toContain(emptyRoot);
    expect(payloadOf(html)).toBeNull();
    expect(lines).toEqual([]);
  });

  it('an unknown path (the 404 page), dev mode and a return from the payment page are left to the client', async () => {
    const { renderer } = loggingRenderer();
    const app = appWith(renderer);
    // The payment hand-over reads the tab's stored attempt and rewrites the URL as it answers.
    // A guest's checkout: the cart only the browser's storage names decides whether it is empty.
    for (const path of [
      '/no-such-page',
      '/?isDev=true',
      '/checkout',
      '/checkout?paymentResult=e30',
    ]) {
      expect(await (await get(app, path)).text()).toContain(emptyRoot);
    }
  });

  it("the cart renders its catalogue group's template, named in the payload; customJS pages render too", async () => {
    const { lines, renderer } = loggingRenderer();
    const app = appWith(renderer);
    // No group known: the newest cart template of any group.
    const plain = payloadOf(await (await get(app, '/cart')).text());
    expect(plain?.pageState).toEqual({
      cartCatalogGroup: null,
      guidanceCompleted: false,
      guestCart: false,
    });
    // A guest who holds no cart has an empty one: drawn so, not as loading.
    expect(plain?.queries).toMatchObject({
      queries: expect.arrayContaining([
        expect.objectContaining({
          queryKey: ['cart'],
          state: expect.objectContaining({ data: null }),
        }),
      ]),
    });
    const grouped = await (
      await get(app, '/cart', { cookie: 'bf-cart-group=cg-cytometry' })
    ).text();
    expect(payloadOf(grouped)?.pageState).toEqual({
      cartCatalogGroup: 'cg-cytometry',
      guidanceCompleted: false,
      guestCart: false,
    });
    const renderedTemplate = (html: string) =>
      /"templateId":"([^"]+)"/.exec(JSON.stringify(payloadOf(html)?.router))?.[1];
    expect(renderedTemplate(grouped)).toBe('tpl-cart');
    // A guest's page cache keys on the group: the grouped cart is not answered for the plain one.
    expect(renderedTemplate(await (await get(app, '/cart')).text())).toBe('tpl-cart-genomics');
    // customJS draws in the browser after the hydration; the page around it is in the HTML.
    expect(payloadOf(await (await get(app, '/custom-code')).text())).not.toBeNull();
    expect(lines).toEqual([]);
  });

  it('a browser that holds a session gets the client-rendered page', async () => {
    let calls = 0;
    const { renderer } = loggingRenderer(async (request) => {
      calls += 1;
      return renderFirstPage(request);
    });
    const html = await (
      await get(appWith(renderer), '/', { cookie: `${SIGNED_IN_COOKIE}=1` })
    ).text();
    expect(html).toContain(emptyRoot);
    expect(html).not.toContain(HERO_HEADING);
    expect(calls).toBe(0);
  });
});
