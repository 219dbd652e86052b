import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  safeHref,
  formatMoney,
  QueryStates,
  useLocale,
  useMakeCallFetch,
  useMakeCallMutation,
  useMakeCallQuery,
  type BlockProps,
} from '../../runtime/blocks';
// Derived from schemas/blocks/catalogue.schema.json by scripts/compileValidators.ts.
import type {
  CatalogueConfiguration,
  CatalogueSort,
} from '../../schemas/generated/blocks/catalogue';
import { Button, Pagination, Select } from '../../runtime/ui/index';
import { CatalogueResults } from './CatalogueResults';
import type { CatalogueItem, CataloguePage } from './catalogueItem';
import {
  catalogueRequest,
  ecatalogDetailsRequest,
  saveFilterRequest,
  savedFilterRequest,
  type EcatalogDetails,
  type GroupCounts,
  type PicklistCounts,
} from './catalogueRequests';
import {
  CATALOG_ITEM_CAP,
  catalogueSearch,
  pageSizeOptions,
  readCatalogueState,
  toggle,
  writeCatalogueState,
  type CatalogueState,
} from './catalogueState';
import { catalogueCsv, downloadCsv } from './exportCsv';
import { FilterPanel } from './FilterPanel';
import { MobileFilters } from './MobileFilters';
import { ItemCard } from './ItemCard';
import { productHref } from './productHref';

const SORT_LABELS: Record<CatalogueSort, string> = {
  relevance: 'Relevance',
  title: 'Name (A to Z)',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  sku: 'SKU',
};

interface SavedFilter {
  ecfr: string;
  filters: Partial<Pick<CatalogueState, 'searchText' | 'groups' | 'filters' | 'sort'>>;
}

/**
 * The catalogue: search, item-group and picklist filters with counts, sorting, paging, grid or
 * list view, all kept in the URL. Items come from retrieveCatalogNG, at most 2000 per search
 * (the page says when the cap is hit). A filter set can be saved (saveECatalogFilters) and comes
 * back from a link with ?ecfr=; the matching items export to CSV.
 */
export default function Catalogue({ configuration }: BlockProps<CatalogueConfiguration>) {
  const [params, setParams] = useSearchParams();
  const state = readCatalogueState(params, configuration);
  const search = catalogueSearch(state, configuration);
  const countSearch = catalogueSearch(state, configuration, 1, 1);
  const showFilters = configuration.showFilters ?? true;
  const showCounts = configuration.showGroupCounts ?? true;

  const details = useMakeCallQuery<EcatalogDetails[] | []>(
    ecatalogDetailsRequest(configuration.catalogId),
  );
  const page = useMakeCallQuery<CataloguePage>(catalogueRequest('retrieveCatalogNG', search));
  const groupCounts = useMakeCallQuery<GroupCounts>(
    showFilters && showCounts ? catalogueRequest('getCatalogGroupCounts', countSearch) : null,
  );
  const picklistCounts = useMakeCallQuery<PicklistCounts>(
    showFilters && showCounts
      ? catalogueRequest('getCatalogPicklistGroupCounts', countSearch)
      : null,
  );
  const ecfr = params.get('ecfr');
  const saved = useMakeCallQuery<SavedFilter | []>(ecfr ? savedFilterRequest(ecfr) : null);
  // The notice under the toolbar shows the outcome of both actions, so failures are inline.
  const saveFilterCall = useMakeCallMutation<{ ecfr: string }, CatalogueState>(
    (chosen) => saveFilterRequest(configuration, chosen),
    { invalidates: ['getSavedFilter'], failure: 'inline' },
  );
  const fetchCall = useMakeCallFetch();
  const [notice, setNotice] = useState<{ text: string; link?: string; failed?: boolean } | null>(
    null,
  );

  // The first money formatter of a page loads the locale's ICU data, the costliest step of the
  // first grid; made while the catalogue's answer is still on its way, it is ready when it lands.
  const locale = useLocale();
  useEffect(() => {
    formatMoney(0, 'USD', locale);
  }, [locale]);

  function update(next: Partial<CatalogueState>, resetPage = true) {
    const merged = { ...state, ...next, ...(resetPage ? { page: 1 } : {}) };
    setParams(writeCatalogueState(merged, configuration, params));
  }

  // A saved filter link (?ecfr=) puts the saved choices into the URL once they arrive.
  const savedData = saved.data;
  useEffect(() => {
    if (!savedData || Array.isArray(savedData)) return;
    const { filters } = savedData;
    setParams(
      writeCatalogueState(
        {
          ...readCatalogueState(new URLSearchParams(), configuration),
          searchText: filters.searchText ?? '',
          groups: filters.groups ?? [],
          filters: filters.filters ?? {},
          ...(filters.sort ? { sort: filters.sort } : {}),
        },
        configuration,
      ),
      { replace: true },
    );
  }, [savedData, configuration, setParams]);

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    update({ searchText: typeof value === 'string' ? value.trim() : '' });
  }

  async function saveFilter() {
    try {
      const answer = await saveFilterCall.mutateAsync(state);
      const link = `${window.location.pathname}?ecfr=${encodeURIComponent(answer.ecfr)}`;
      setNotice({ text: 'Filter saved. Link to it:', link });
    } catch (error) {
      setNotice({ text: error instanceof Error ? error.message : 'Saving failed.', failed: true });
    }
  }

  async function exportCsv() {
    try {
      const all = await fetchCall<CataloguePage>(
        catalogueRequest(
          'retrieveCatalogNG',
          catalogueSearch(state, configuration, 1, CATALOG_ITEM_CAP),
        ),
      );
      const items = Array.isArray(all.lstItems) ? all.lstItems : [];
      downloadCsv(catalogueCsv(items, configuration.cardFields ?? []), 'catalogue.csv');
      setNotice({ text: `Exported ${items.length} items to catalogue.csv.` });
    } catch (error) {
      setNotice({ text: error instanceof Error ? error.message : 'Export failed.', failed: true });
    }
  }

  const catalogue = Array.isArray(details.data)
    ? details.data.find((entry) => entry.eCatalogId === configuration.catalogId)
    : undefined;
  const groups =
    configuration.itemGroups && configuration.itemGroups.length > 0
      ? configuration.itemGroups
      : (catalogue?.groups ?? []);
  const filters = catalogue?.filters ?? [];
  const labels = Object.fromEntries(filters.map((filter) => [filter.attribute, filter.label]));
  // 'ERROR: No records Found.' arrives as [].
  const pageData = page.data && !Array.isArray(page.data) ? page.data : undefined;
  const items: CatalogueItem[] = pageData?.lstItems ?? [];
  const itemCount = Number(pageData?.itemCount ?? 0);
  const pages = Math.max(1, Math.ceil(itemCount / state.pageSize));
  const sortOptions = configuration.sortOptions ?? [
    'relevance',
    'title',
    'price-asc',
    'price-desc',
    'sku',
  ];
  const linkSettings = {
    friendlyTemplate: configuration.friendlyTemplate,
    friendlyUrlPattern: configuration.friendlyUrlPattern,
    productTemplateId: configuration.productTemplateId,
  };

  // One filter panel: beside the products from 768 px, in a drawer below.
  const filterPanel = showFilters ? (
    <FilterPanel
      groups={groups}
      chosenGroups={state.groups}
      groupCounts={Array.isArray(groupCounts.data) ? groupCounts.data : undefined}
      filters={filters}
      chosenFilters={state.filters}
      picklistCounts={
        picklistCounts.data && !Array.isArray(picklistCounts.data) ? picklistCounts.data : undefined
      }
      showCounts={showCounts}
      onToggleGroup={(group) => update({ groups: toggle(state.groups, group) })}
      onToggleFilter={(attribute, value) => {
        const values = toggle(state.filters[attribute] ?? [], value);
        const next = { ...state.filters, [attribute]: values };
        if (values.length === 0) delete next[attribute];
        update({ filters: next });
      }}
      onClear={() => update({ groups: [], filters: {}, searchText: '' })}
    />
  ) : null;
  return (
    <section className="bf-catalogue" aria-label={configuration.heading ?? 'Catalogue'}>
      {configuration.heading && <h2>{configuration.heading}</h2>}
      <div className="bf-catalogue-toolbar">
        {filterPanel && (
          <MobileFilters
            activeCount={state.groups.length + Object.values(state.filters).flat().length}
            resultCount={itemCount}
          >
            {filterPanel}
          </MobileFilters>
        )}
        {(configuration.showSearch ?? true) && (
          <form role="search" onSubmit={submitSearch} key={state.searchText}>
            <label>
              <span className="bf-visually-hidden">Search the catalogue</span>
              <input
                type="search"
                name="q"
                defaultValue={state.searchText}
                placeholder="Search products"
              />
            </label>
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </form>
        )}
        <Select
          className="bf-catalogue-choice"
          label="Sort by"
          value={state.sort}
          options={sortOptions.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
          onChange={(event) => update({ sort: event.target.value as CatalogueSort })}
        />
        <Select
          className="bf-catalogue-choice"
          label="Per page"
          value={String(state.pageSize)}
          options={pageSizeOptions(configuration).map((size) => ({
            value: String(size),
            label: size >= CATALOG_ITEM_CAP ? 'All' : String(size),
          }))}
          onChange={(event) => update({ pageSize: Number(event.target.value) })}
        />
        <div role="group" aria-label="View">
          {(['grid', 'list'] as const).map((view) => (
            <Button
              key={view}
              variant="secondary"
              aria-pressed={state.view === view}
              onClick={() => update({ view }, false)}
            >
              {view === 'grid' ? 'Grid' : 'List'}
            </Button>
          ))}
        </div>
        {(configuration.allowSavedFilters ?? true) && (
          <Button variant="secondary" onClick={() => void saveFilter()}>
            Save filter
          </Button>
        )}
        {(configuration.allowExport ?? true) && (
          <Button variant="secondary" onClick={() => void exportCsv()}>
            Export CSV
          </Button>
        )}
      </div>
      {notice && (
        <p role={notice.failed ? 'alert' : 'status'} className="bf-catalogue-notice">
          {notice.text}{' '}
          {notice.link && safeHref(notice.link) && (
            <a href={safeHref(notice.link)!}>{notice.link}</a>
          )}
        </p>
      )}
      <div className="bf-catalogue-layout">
        {filterPanel && <div className="bf-catalogue-filters-inline">{filterPanel}</div>}
        <div className="bf-catalogue-main">
          <QueryStates
            query={page}
            loading="Loading products…"
            error="The catalogue could not be loaded."
            isEmpty={() => items.length === 0}
            empty="No products match your search."
            emptyAction={
              (state.searchText ||
                state.groups.length > 0 ||
                Object.keys(state.filters).length > 0) && (
                <Button
                  variant="secondary"
                  onClick={() => update({ groups: [], filters: {}, searchText: '' })}
                >
                  Clear search and filters
                </Button>
              )
            }
          >
            {() => (
              <>
                <p className="bf-catalogue-summary" role="status">
                  {itemCount >= CATALOG_ITEM_CAP
                    ? `Showing the first ${CATALOG_ITEM_CAP.toLocaleString('en-US')} products. Narrow your search or filters to see the rest.`
                    : `${itemCount} ${itemCount === 1 ? 'product' : 'products'}`}
                </p>
                <CatalogueResults
                  items={items}
                  view={state.view}
                  renderItem={(item) => (
                    <ItemCard
                      item={item}
                      href={productHref(item, linkSettings)}
                      fields={configuration.cardFields ?? []}
                      labels={labels}
                      showPrice={configuration.showPrices ?? true}
                      view={state.view}
                    />
                  )}
                />
                {pages > 1 && (
                  <Pagination
                    label="Catalogue pages"
                    page={Math.min(state.page, pages)}
                    pageCount={pages}
                    onPageChange={(next) => update({ page: next }, false)}
                  />
                )}
              </>
            )}
          </QueryStates>
        </div>
      </div>
    </section>
  );
}
