import { useDeferredValue, useEffect, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  BlockLoading,
  resultSummary,
  SEARCH_MIN_LENGTH,
  safeHref,
  formatMoney,
  QueryStates,
  useLocale,
  useMakeCallFetch,
  useMakeCallMutation,
  useMakeCallQuery,
  useSearchParamsUpdate,
  type BlockProps,
} from '../../runtime/blocks';
// Derived from schemas/blocks/catalogue.schema.json by scripts/compileValidators.ts.
import type {
  CatalogueConfiguration,
  CatalogueSort,
} from '../../schemas/generated/blocks/catalogue';
import { CatalogueResults } from './CatalogueResults';
import { CatalogueScopeBar } from './CatalogueScopeBar';
import { Button, EmptyState, Pagination, Select } from '../../runtime/ui/index';
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
  categoryIdFromPath,
  catalogueSearch,
  pageSizeOptions,
  readCatalogueState,
  scopeOf,
  searchedCatalogId,
  toggle,
  writeCatalogueState,
  type CatalogueState,
} from './catalogueState';
import { catalogueCsv, downloadCsv } from './exportCsv';
import { FilterPanel } from './FilterPanel';
import { MobileFilters } from './MobileFilters';
import { ItemCard } from './ItemCard';
import { productHref, type ProductLinkSettings } from './productHref';

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
 * back from a link with ?ecfr=; the matching items export to CSV. Its scope is one catalogue, or
 * every catalogue the storefront sells (the search results page, `/search?q=`), or the catalogue
 * group a category page's URL names (`/category/{id}`); those two count the matches of each
 * catalogue and let the visitor narrow to one.
 */
export default function Catalogue({ configuration }: BlockProps<CatalogueConfiguration>) {
  // One history entry per change (the back button undoes the last filter), each change built on
  // the one before even while its navigation is still under way.
  const [params, updateParams] = useSearchParamsUpdate({ history: 'push' });
  const [, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const scope = scopeOf(configuration);
  const category = scope === 'category' ? (categoryIdFromPath(pathname) ?? null) : null;
  const state: CatalogueState = {
    ...readCatalogueState(params, configuration),
    ...(category ? { category } : {}),
  };
  const search = catalogueSearch(state, configuration);
  const countSearch = catalogueSearch(state, configuration, 1, 1);
  const catalogId = searchedCatalogId(state, configuration);
  // The search results page asks nothing until there is something to search for.
  const awaitingText = scope === 'site' && state.searchText.length < SEARCH_MIN_LENGTH;
  const showFilters = configuration.showFilters ?? true;
  const showCounts = configuration.showGroupCounts ?? true;

  const details = useMakeCallQuery<EcatalogDetails[] | []>(
    ecatalogDetailsRequest(scope === 'catalogue' ? (configuration.catalogId ?? null) : null),
  );
  const page = useMakeCallQuery<CataloguePage>(
    awaitingText ? null : catalogueRequest('retrieveCatalogNG', search),
  );
  const groupCounts = useMakeCallQuery<GroupCounts>(
    showFilters && showCounts && !awaitingText
      ? catalogueRequest('getCatalogGroupCounts', countSearch)
      : null,
  );
  const picklistCounts = useMakeCallQuery<PicklistCounts>(
    showFilters && showCounts && catalogId && !awaitingText
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
  // In a task of its own: inside the mount's effects it made that task (the hydration's, which
  // also sends the page's requests) long enough to block input (Lighthouse TBT).
  const locale = useLocale();
  useEffect(() => {
    const timer = setTimeout(() => formatMoney(0, 'USD', locale), 0);
    return () => clearTimeout(timer);
  }, [locale]);

  /**
   * A change of the catalogue's state, written to the URL. `next` may be a function of the
   * current state: the state of the latest change, not of the last render (a quick second click
   * while the first one's navigation waits would otherwise undo the first).
   */
  function update(
    next: Partial<CatalogueState> | ((current: CatalogueState) => Partial<CatalogueState>),
    resetPage = true,
  ) {
    updateParams((current) => {
      const latest: CatalogueState = {
        ...readCatalogueState(current, configuration),
        ...(category ? { category } : {}),
      };
      const merged = {
        ...latest,
        ...(typeof next === 'function' ? next(latest) : next),
        ...(resetPage ? { page: 1 } : {}),
      };
      return writeCatalogueState(merged, configuration, current);
    });
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

  const allCatalogues = Array.isArray(details.data) ? details.data : [];
  // The catalogues the results span: every one in site scope, the category's in category scope.
  const scopeCatalogues =
    scope === 'category'
      ? allCatalogues.filter((entry) => entry.catalogGroupId === category)
      : allCatalogues;
  const catalogue = allCatalogues.find((entry) => entry.eCatalogId === catalogId);
  const countedGroups = Array.isArray(groupCounts.data)
    ? groupCounts.data.map((entry) => entry.group)
    : [];
  const groups =
    configuration.itemGroups && configuration.itemGroups.length > 0
      ? configuration.itemGroups
      : (catalogue?.groups ?? (scope === 'catalogue' ? [] : countedGroups));
  const filters = catalogue?.filters ?? [];
  // Card labels from the attribute metadata of every catalogue the results span.
  const labels = Object.fromEntries(
    (catalogue ? [catalogue] : scopeCatalogues)
      .flatMap((entry) => entry.filters)
      .map((filter) => [filter.attribute, filter.label]),
  );
  // The query's answer lands as an urgent render (TanStack Query's store); the cards it brings
  // render at a deferred priority instead, which React does in slices that yield to input, so a
  // full grid never blocks the main thread in one long task. Until the first answer's cards are
  // rendered the grid keeps its loading state; later answers keep the old cards meanwhile.
  const answer = useDeferredValue(page.data);
  const cardsPending = page.data !== undefined && answer === undefined;
  // 'ERROR: No records Found.' arrives as [].
  const pageData = answer && !Array.isArray(answer) ? answer : undefined;
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
  const linkSettings: ProductLinkSettings = {
    friendlyTemplate: configuration.friendlyTemplate,
    friendlyUrlPattern: configuration.friendlyUrlPattern,
    productTemplateId: configuration.productTemplateId,
  };
  // Cards of several catalogues link to each catalogue's own product template.
  const linkSettingsOf = (item: CatalogueItem): ProductLinkSettings => {
    const own = configuration.productLinks?.find((link) => link.catalogId === item.catalogId);
    return own
      ? {
          ...linkSettings,
          friendlyTemplate: own.friendlyTemplate,
          productTemplateId: own.productTemplateId ?? linkSettings.productTemplateId,
        }
      : linkSettings;
  };
  const categoryName = scope === 'category' ? scopeCatalogues[0]?.catalogGroupName : undefined;
  const heading =
    configuration.heading ??
    categoryName ??
    (scope === 'category' && !category ? 'All products' : undefined);
  const HeadingTag = scope === 'catalogue' ? 'h2' : 'h1';
  const narrowed =
    state.groups.length > 0 || Object.keys(state.filters).length > 0 || Boolean(state.catalog);
  // The search results page keeps its text when filters are cleared: the text is the page.
  const clearAll = () =>
    scope === 'site'
      ? update({ groups: [], filters: {}, catalog: undefined })
      : update({ groups: [], filters: {}, searchText: '' });
  const filtered = scope === 'site' ? narrowed : narrowed || state.searchText !== '';
  const savedFilters = configuration.allowSavedFilters ?? scope === 'catalogue';

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
      onToggleGroup={(group) => update((current) => ({ groups: toggle(current.groups, group) }))}
      onToggleFilter={(attribute, value) =>
        update((current) => {
          const values = toggle(current.filters[attribute] ?? [], value);
          const next = { ...current.filters, [attribute]: values };
          if (values.length === 0) delete next[attribute];
          return { filters: next };
        })
      }
      onClear={clearAll}
    />
  ) : null;
  return (
    <section className="bf-catalogue" aria-label={heading ?? 'Catalogue'}>
      {heading && <HeadingTag>{heading}</HeadingTag>}
      {scope !== 'catalogue' && !awaitingText && (
        <CatalogueScopeBar
          catalogues={scopeCatalogues}
          chosen={catalogId}
          search={{ searchText: state.searchText, catalogGroupId: category, page: 1, pageSize: 1 }}
          onChoose={(chosen) =>
            // Groups and filters belong to one catalogue: a new choice starts without them.
            update({ catalog: chosen ?? undefined, groups: [], filters: {} })
          }
        />
      )}
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
                placeholder={scope === 'site' ? 'Search every catalogue' : 'Search products'}
                minLength={scope === 'site' ? SEARCH_MIN_LENGTH : undefined}
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
        {savedFilters && (
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
          {awaitingText ? (
            <EmptyState title="Search every catalogue" icon="search">
              <p>
                Enter a product name, SKU, clone or application (at least {SEARCH_MIN_LENGTH}{' '}
                characters) to search every catalogue.
              </p>
            </EmptyState>
          ) : cardsPending ? (
            <BlockLoading label="Loading products…" />
          ) : (
            <QueryStates
              query={page}
              loading="Loading products…"
              error={
                scope === 'site'
                  ? 'The search results could not be loaded.'
                  : 'The catalogue could not be loaded.'
              }
              isEmpty={() => items.length === 0}
              empty={
                scope === 'site'
                  ? `No products match “${state.searchText}”. Check the spelling, try fewer words or a SKU, or browse the catalogues.`
                  : 'No products match your search.'
              }
              emptyAction={
                filtered && (
                  <Button variant="secondary" onClick={clearAll}>
                    {scope === 'site' ? 'Clear filters' : 'Clear search and filters'}
                  </Button>
                )
              }
            >
              {() => (
                <>
                  <p className="bf-catalogue-summary" role="status">
                    {itemCount >= CATALOG_ITEM_CAP
                      ? `Showing the first ${CATALOG_ITEM_CAP.toLocaleString('en-US')} products. Narrow your search or filters to see the rest.`
                      : scope === 'site'
                        ? resultSummary(itemCount, state.searchText)
                        : `${itemCount} ${itemCount === 1 ? 'product' : 'products'}`}
                  </p>
                  <CatalogueResults
                    items={items}
                    view={state.view}
                    renderItem={(item) => (
                      <ItemCard
                        item={item}
                        href={productHref(item, linkSettingsOf(item))}
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
          )}
        </div>
      </div>
    </section>
  );
}
