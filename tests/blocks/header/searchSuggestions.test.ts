import { describe, expect, it } from 'vitest';
import {
  productDetailsHref,
  suggestionRequest,
  suggestionsFrom,
} from '../../../blocks/header/searchSuggestions';

describe('header search suggestions', () => {
  it('ask nothing below two characters, whatever the configured minimum', () => {
    expect(suggestionRequest('H', 0)).toBeNull();
    expect(suggestionRequest('  H ', 1)).toBeNull();
    expect(suggestionRequest('He', 3)).toBeNull();
  });

  it('search every catalogue of the storefront (no catalogId) for the trimmed text', () => {
    const request = suggestionRequest(' HelixSeq ', 2);
    expect(request).toMatchObject({ base: 'ecommerce', type: 'retrieveCatalogNG', method: 'POST' });
    const search = JSON.parse((request!.payload as { jsonData: string }).jsonData) as Record<
      string,
      unknown
    >;
    expect(search).toEqual({
      catalogId: null,
      searchText: 'HelixSeq',
      itemGroups: [],
      filters: {},
      page: 1,
      pageSize: 6,
      sort: 'relevance',
    });
  });

  it('read the products of the answer and skip unreadable ones', () => {
    expect(
      suggestionsFrom({
        lstItems: [
          { itemId: 'a1', title: 'HelixSeq Library Prep Kit', sku: 'GN-LP-1', group: 'Kits' },
          { itemId: '', title: 'no id' },
          { itemId: 'a3' },
        ],
      }),
    ).toEqual([
      { itemId: 'a1', title: 'HelixSeq Library Prep Kit', sku: 'GN-LP-1', group: 'Kits' },
    ]);
    expect(suggestionsFrom(null)).toEqual([]);
    expect(suggestionsFrom({ lstItems: 'x' })).toEqual([]);
  });

  it('link to the product page that names its product in the query', () => {
    expect(productDetailsHref('a1 b/c')).toBe('/productDetails?productId=a1%20b%2Fc');
  });
});
