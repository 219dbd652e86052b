import { describe, expect, it } from 'vitest';
import {
  catalogueSearch,
  readCatalogueState,
  toggle,
  writeCatalogueState,
} from '../../../blocks/catalogue/catalogueState';
import type { CatalogueConfiguration } from '../../../schemas/generated/blocks/catalogue';

const CONFIG: CatalogueConfiguration = {
  catalogId: 'ecat-cytometry',
  itemGroups: ['Antibodies', 'Beads'],
  pageSize: 24,
  pageSizeOptions: [12, 24, 2000],
  sortOptions: ['relevance', 'title', 'price-desc'],
};

describe('catalogue state in the URL', () => {
  it('reads search, groups, filters, sort, page, size and view', () => {
    const state = readCatalogueState(
      new URLSearchParams(
        'q=cd4&group=Antibodies&filter=fluorochrome:FITC&filter=fluorochrome:PE&filter=species:Human&sort=title&page=3&size=12&view=list',
      ),
      CONFIG,
    );
    expect(state).toEqual({
      searchText: 'cd4',
      groups: ['Antibodies'],
      filters: { fluorochrome: ['FITC', 'PE'], species: ['Human'] },
      sort: 'title',
      page: 3,
      pageSize: 12,
      view: 'list',
    });
  });

  it('ignores values the block does not offer', () => {
    const state = readCatalogueState(
      new URLSearchParams('sort=sku&size=7&page=-2&view=tiles&filter=broken'),
      CONFIG,
    );
    expect(state).toMatchObject({
      sort: 'relevance',
      pageSize: 24,
      page: 1,
      view: 'grid',
      filters: {},
    });
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    const state = readCatalogueState(new URLSearchParams(), CONFIG);
    const params = writeCatalogueState(
      { ...state, groups: ['Beads'], filters: { species: ['Human'] }, sort: 'price-desc' },
      CONFIG,
      new URLSearchParams('utm=x&page=4'),
    );
    expect(params.toString()).toBe('utm=x&group=Beads&filter=species%3AHuman&sort=price-desc');
    expect(readCatalogueState(params, CONFIG)).toMatchObject({
      groups: ['Beads'],
      filters: { species: ['Human'] },
      sort: 'price-desc',
    });
  });

  it("searches the chosen groups, else the block's own", () => {
    const state = readCatalogueState(new URLSearchParams(), CONFIG);
    expect(catalogueSearch(state, CONFIG)).toEqual({
      catalogId: 'ecat-cytometry',
      searchText: '',
      itemGroups: ['Antibodies', 'Beads'],
      filters: {},
      sort: 'relevance',
      page: 1,
      pageSize: 24,
    });
    expect(catalogueSearch({ ...state, groups: ['Beads'] }, CONFIG, 1, 1).itemGroups).toEqual([
      'Beads',
    ]);
  });

  it('toggles a value in and out', () => {
    expect(toggle(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggle(['a', 'b'], 'a')).toEqual(['b']);
  });
});
