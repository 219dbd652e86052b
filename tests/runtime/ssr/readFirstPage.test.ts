import { afterEach, describe, expect, it } from 'vitest';
import { readFirstPage } from '../../../runtime/ssr/readFirstPage';

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
      '0': null,
      '0-0-0-1': {
        template: { templateId: 't1' },
        blocks: [
          { blockId: 'a', componentName: 'header' },
          { blockId: 'b', componentName: 'heroBanner' },
          { blockId: 'c', componentName: 'header' },
        ],
        meta: { title: 'Home', metaTags: [] },
      },
    },
    actionData: null,
    errors: null,
  },
  queries: { mutations: [], queries: [] },
});

describe('reading the server-rendered first page', () => {
  it("gives the router's data, the query cache and the blocks whose code must load", () => {
    const firstPage = readFirstPage(page('data-first-page', PAYLOAD));
    expect(firstPage?.blockNames).toEqual(['header', 'heroBanner']);
    expect(firstPage?.router.loaderData?.['0-0-0-1']).toMatchObject({ meta: { title: 'Home' } });
    expect(firstPage?.queries).toEqual({ mutations: [], queries: [] });
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
  });
});
