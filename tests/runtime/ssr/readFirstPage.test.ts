import { afterEach, describe, expect, it } from 'vitest';
import { readFirstPage } from '../../../runtime/ssr/readFirstPage';
import type { StoredBlockData } from '../../../runtime/render/blockData';
import { serverVerdict } from '../../../runtime/render/serverVerdicts';
import { serverSanitizedCss } from '../../../runtime/sandbox/serverSanitizedCss';
import { serverCheckedScript } from '../../../runtime/sandbox/serverCheckedScripts';

afterEach(() => {
  document.body.innerHTML = '';
});

function page(rootAttributes: string, payload: string): HTMLElement {
  document.body.innerHTML = `<div id="root" ${rootAttributes}><main>server</main></div>
    <script type="application/json" id="blockfront-first-page">${payload}</script>`;
  return document.getElementById('root')!;
}

const PAYLOAD = JSON.stringify({
  router: {
    loaderData: {
      page: {
        template: { templateId: 't1' },
        blocks: [
          { blockId: 'a', componentName: 'header' },
          { blockId: 'b', componentName: 'heroBanner' },
          { blockId: 'c', componentName: 'header' },
        ],
        meta: { title: 'Home', metaTags: [] },
      },
    },
  },
  queries: { mutations: [], queries: [] },
});

describe('reading the server-rendered first page', () => {
  it("gives the page loader's data, the query cache and the blocks whose code must load", () => {
    const firstPage = readFirstPage(page('data-first-page', PAYLOAD));
    expect(firstPage?.blockNames).toEqual(['header', 'heroBanner']);
    expect(firstPage?.page).toMatchObject({ meta: { title: 'Home' } });
    expect(firstPage?.queries).toEqual({ mutations: [], queries: [] });
  });

  it('reads the data block after the root, not an element of the page with the same id', () => {
    document.body.innerHTML = `<div id="root" data-first-page><main><script type="application/json" id="blockfront-first-page">{"router":{"loaderData":{}},"queries":{"queries":[],"mutations":[]},"forged":1}</script><p id="blockfront-first-page">x</p></main></div>
      <script type="application/json" id="blockfront-first-page">${PAYLOAD}</script>`;
    const firstPage = readFirstPage(document.getElementById('root')!);
    expect(firstPage?.blockNames).toEqual(['header', 'heroBanner']);
  });

  it('is null when the element after the root is not the data block', () => {
    document.body.innerHTML = `<div id="root" data-first-page></div><p id="blockfront-first-page">${PAYLOAD}</p>`;
    expect(readFirstPage(document.getElementById('root')!)).toBeNull();
  });

  it('is null for a page the client renders alone (no marked root)', () => {
    expect(readFirstPage(page('', PAYLOAD))).toBeNull();
  });

  it('is null when the data block is unreadable, so the client renders the page itself', () => {
    expect(readFirstPage(page('data-first-page', '{not json'))).toBeNull();
    expect(readFirstPage(page('data-first-page', '{"router":{}}'))).toBeNull();
    expect(
      readFirstPage(page('data-first-page', '{"router":{"loaderData":{}},"queries":{}}')),
    ).toBeNull();
    // No page in the loader data: nothing to hydrate.
    expect(
      readFirstPage(
        page(
          'data-first-page',
          '{"router":{"loaderData":{}},"queries":{"queries":[],"mutations":[]}}',
        ),
      ),
    ).toBeNull();
  });
});

describe("the server's verdicts on the first page's blocks", () => {
  const withVerdicts = (validated: unknown) =>
    JSON.stringify({ ...(JSON.parse(PAYLOAD) as object), validated });
  const blocksOf = (firstPage: ReturnType<typeof readFirstPage>) =>
    (firstPage?.page.blocks ?? []) as StoredBlockData[];

  it('binds each verdict to the block object the client renders; only the others need schemas', () => {
    const firstPage = readFirstPage(page('data-first-page', withVerdicts({ a: 2, b: 1 })));
    expect(blocksOf(firstPage).map((block) => serverVerdict(block))).toEqual([2, 1, undefined]);
    // Block c (a header too) has no verdict: the header's schema loads before hydrating.
    expect(firstPage?.schemaNames).toEqual(['header']);
  });

  it('takes no verdict that is not a schema version, nor any from a page without them', () => {
    const odd = readFirstPage(page('data-first-page', withVerdicts({ a: '2', b: 0, c: 1.5 })));
    expect(blocksOf(odd).map((block) => serverVerdict(block))).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(odd?.schemaNames).toEqual(['header', 'heroBanner']);
    const none = readFirstPage(page('data-first-page', PAYLOAD));
    expect(none?.schemaNames).toEqual(['header', 'heroBanner']);
  });
});

describe("the server's sanitized customCSS of the first page's blocks", () => {
  const withCss = (sandboxCss: unknown) =>
    JSON.stringify({ ...(JSON.parse(PAYLOAD) as object), sandboxCss });
  const blocksOf = (firstPage: ReturnType<typeof readFirstPage>) =>
    (firstPage?.page.blocks ?? []) as StoredBlockData[];

  it('binds it to the block object the client renders; a malformed entry is the browser’s to sanitize', () => {
    const firstPage = readFirstPage(
      page(
        'data-first-page',
        withCss({
          a: { css: ':host{color:red}', issues: [] },
          b: { css: 1, issues: [] },
          c: { css: '', issues: ['@import dropped', 2] },
        }),
      ),
    );
    expect(blocksOf(firstPage).map((block) => serverSanitizedCss(block))).toEqual([
      { css: ':host{color:red}', issues: [] },
      undefined,
      undefined,
    ]);
    const again = readFirstPage(page('data-first-page', PAYLOAD));
    expect(blocksOf(again).map((block) => serverSanitizedCss(block))).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe("the server's check of the first page's customJS", () => {
  it('spares the browser the parse of the code it names, and only that code', () => {
    const payload = JSON.parse(PAYLOAD) as {
      router: { loaderData: { page: { blocks: Record<string, unknown>[] } } };
    };
    const [a, b, c] = payload.router.loaderData.page.blocks;
    a!.customJS = "  blockfront.render({ type: 'text', text: 'A' });\n";
    b!.customJS = "blockfront.render({ type: 'text', text: 'B' });";
    c!.customJS = 42;
    readFirstPage(
      page('data-first-page', JSON.stringify({ ...payload, runnableScripts: ['a', 'c', 7] })),
    );
    // Kept by the code as the sandbox sends it (trimmed); b was not named: the browser checks it.
    expect(serverCheckedScript("blockfront.render({ type: 'text', text: 'A' });")).toBe(true);
    expect(serverCheckedScript("blockfront.render({ type: 'text', text: 'B' });")).toBe(false);
    expect(serverCheckedScript('42')).toBe(false);
  });
});

describe('a first page whose loader data refers to the query cache', () => {
  const blocks = [{ blockId: 'a', componentName: 'video' }];
  const queries = {
    mutations: [],
    queries: [{ queryKey: ['t'], queryHash: '["t"]', state: { data: { blocks } } }],
  };

  it('gets the blocks back from the query it names', () => {
    const payload = JSON.stringify({
      router: { loaderData: { page: { blocks: { $bfQueryData: [0, 'blocks'] } } } },
      queries,
    });
    const firstPage = readFirstPage(page('data-first-page', payload));
    expect(firstPage?.page).toEqual({ blocks });
    expect(firstPage?.blockNames).toEqual(['video']);
  });

  it('is null when the reference names a query the data block lacks', () => {
    const payload = JSON.stringify({
      router: { loaderData: { page: { blocks: { $bfQueryData: [3, 'blocks'] } } } },
      queries,
    });
    expect(readFirstPage(page('data-first-page', payload))).toBeNull();
  });
});
