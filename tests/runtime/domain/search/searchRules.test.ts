import { describe, expect, it } from 'vitest';
import {
  catalogueCountRequest,
  categoryIdFromPath,
  categoryOf,
  resultSummary,
  searchResultsHref,
  siteSearchRequest,
} from '../../../../runtime/domain/search/index';

const jsonOf = (request: { payload?: unknown }) =>
  JSON.parse((request.payload as { jsonData: string }).jsonData) as Record<string, unknown>;

describe('the site search', () => {
  it('searches every catalogue (null catalogId) unless one is named, in a category when given', () => {
    expect(jsonOf(siteSearchRequest({ searchText: ' kit ', page: 2, pageSize: 12 }))).toEqual({
      catalogId: null,
      searchText: 'kit',
      itemGroups: [],
      filters: {},
      sort: 'relevance',
      page: 2,
      pageSize: 12,
    });
    expect(
      jsonOf(
        siteSearchRequest({
          searchText: '',
          catalogGroupId: 'cg-genomics',
          sort: 'price-asc',
          page: 1,
          pageSize: 24,
        }),
      ),
    ).toMatchObject({ catalogId: null, catalogGroupId: 'cg-genomics', sort: 'price-asc' });
  });

  it('counts one catalogue (or all) with a page of one item', () => {
    const search = { searchText: 'kit', page: 3, pageSize: 48, itemGroups: ['Kits'] };
    expect(jsonOf(catalogueCountRequest(search, 'ecat-genomics'))).toMatchObject({
      catalogId: 'ecat-genomics',
      page: 1,
      pageSize: 1,
    });
    expect(jsonOf(catalogueCountRequest(search, null)).catalogId).toBeNull();
    expect(jsonOf(catalogueCountRequest(search, '')).catalogId).toBeNull();
  });

  it('opens the results page for two characters or more, the text encoded', () => {
    expect(searchResultsHref(' H ')).toBeNull();
    expect(searchResultsHref('CD4 & CD8')).toBe('/search?q=CD4+%26+CD8');
  });

  it('summarises the results', () => {
    expect(resultSummary(1, 'kit')).toBe('1 result for “kit”');
    expect(resultSummary(12, ' kit ')).toBe('12 results for “kit”');
    expect(resultSummary(0, '')).toBe('0 results');
  });
});

describe('the category page', () => {
  it.each([
    ['/category/cg-genomics', 'cg-genomics'],
    ['/Category/cg%20x/', 'cg x'],
    ['/category', undefined],
    ['/about', undefined],
    ['/category/a/b', null],
    ['/category/%E0%A4%A', null],
  ])('%s names %s', (path, expected) => {
    expect(categoryIdFromPath(path)).toBe(expected);
  });

  it('exists when one of the storefront catalogues is in the group', () => {
    const catalogues = [
      {
        eCatalogId: 'ecat-cytometry',
        catalogGroupId: 'cg-cytometry',
        catalogGroupName: 'Cytometry',
      },
      { eCatalogId: 'ecat-genomics', catalogGroupId: 'cg-genomics', catalogGroupName: 'Genomics' },
    ];
    expect(categoryOf(catalogues, 'cg-genomics')).toEqual({ id: 'cg-genomics', name: 'Genomics' });
    expect(categoryOf(catalogues, 'CG-GENOMICS')).toBeNull();
    expect(categoryOf(catalogues, 'cg-nothing')).toBeNull();
    // 'ERROR: No records Found.' arrives as [].
    expect(categoryOf([], 'cg-genomics')).toBeNull();
    expect(categoryOf(null, 'cg-genomics')).toBeNull();
  });
});
