import { QueryClient, dehydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  QUERY_DATA_REFERENCE,
  restoreQueryData,
  shareQueryData,
} from '../../../runtime/ssr/sharedQueryData';

function cacheWith(data: unknown) {
  const client = new QueryClient();
  client.setQueryData(['other'], { unrelated: true });
  client.setQueryData(['getTemplateBlock', { templateId: 't1' }], data);
  return dehydrate(client);
}

describe("the first page's loader data shares the query cache's data", () => {
  const blocks = [
    { blockId: 'a', componentName: 'header', configuration: { logo: { url: '/l.svg' } } },
    { blockId: 'b', componentName: 'richText', configuration: { html: '<p>Hi</p>' } },
  ];
  const answer = { blocks };
  const loaderData = {
    '0': null,
    page: { template: { templateId: 't1' }, blocks, meta: { title: 'Home' } },
  };

  it('writes the blocks once: the loader data refers to the query that holds them', () => {
    const queries = cacheWith(answer);
    const shared = shareQueryData(loaderData, queries);
    const json = JSON.stringify({ loaderData: shared, queries });
    expect(json.split('<p>Hi</p>')).toHaveLength(2);
    expect(shared.page).toMatchObject({
      template: { templateId: 't1' },
      blocks: { [QUERY_DATA_REFERENCE]: [expect.any(Number), 'blocks'] },
    });
    expect(shared['0']).toBeNull();
  });

  it('gives back the same loader data after a round trip through JSON', () => {
    const queries = cacheWith(answer);
    const sent = JSON.parse(
      JSON.stringify({ loaderData: shareQueryData(loaderData, queries), queries }),
    ) as {
      loaderData: Record<string, unknown>;
      queries: typeof queries;
    };
    expect(restoreQueryData(sent.loaderData, sent.queries)).toEqual(loaderData);
  });

  it('keeps data the loader copied or changed in full', () => {
    const queries = cacheWith(answer);
    const copied = { page: { blocks: [...blocks] } };
    expect(shareQueryData(copied, queries)).toEqual(copied);
  });

  it('refuses a reference to data the cache does not carry', () => {
    const queries = cacheWith(answer);
    const broken = { page: { blocks: { [QUERY_DATA_REFERENCE]: [7, 'blocks'] } } };
    expect(() => restoreQueryData(broken, queries)).toThrow(/does not carry/);
  });
});
