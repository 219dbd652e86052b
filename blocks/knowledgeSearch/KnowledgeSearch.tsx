import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  KNOWLEDGE_PAGE_SIZE,
  knowledgeModelOf,
  safeSitePath,
  useInstrument,
  useKnowledgeConfigurations,
  useSelectedInstrument,
  type BlockProps,
  type KnowledgeFilters,
  type KnowledgeQuery,
} from '../../runtime/blocks';
import type { KnowledgeSearchConfiguration } from '../../schemas/generated/blocks/knowledgeSearch';
import { Skeleton } from '../../runtime/ui/index';
import { KnowledgeArticleView } from './KnowledgeArticleView';
import { KnowledgeFiltersBar } from './KnowledgeFiltersBar';
import { KnowledgeResults } from './KnowledgeResults';
import { SymptomSearchBox } from './SymptomSearchBox';
import './knowledgeSearch.css';

/**
 * The search as the address keeps it: ?q=&family=&model=&category=&page=&article=. On an
 * instrument's page an address without `model` searches the instrument's model; `model=` (empty)
 * is the customer's choice of every model.
 */
function filtersOf(params: URLSearchParams, instrumentModel: string | null): KnowledgeFilters {
  return {
    family: params.get('family') ?? '',
    models: params.has('model')
      ? params.getAll('model').filter(Boolean)
      : instrumentModel
        ? [instrumentModel]
        : [],
    categories: params.getAll('category'),
  };
}

function withSearch(
  params: URLSearchParams,
  change: {
    q?: string;
    filters?: KnowledgeFilters;
    page?: number;
    article?: string | null;
    /** An instrument's page: no model chosen is written `model=` (every model). */
    scoped?: boolean;
  },
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.q !== undefined) {
    if (change.q.trim()) next.set('q', change.q.trim());
    else next.delete('q');
  }
  if (change.filters) {
    next.delete('family');
    next.delete('model');
    next.delete('category');
    if (change.filters.family) next.set('family', change.filters.family);
    for (const model of change.filters.models) next.append('model', model);
    if (change.scoped && change.filters.models.length === 0) next.set('model', '');
    for (const category of change.filters.categories) next.append('category', category);
  }
  if (change.page !== undefined) {
    if (change.page > 1) next.set('page', String(change.page));
    else next.delete('page');
  }
  if (change.article !== undefined) {
    if (change.article) next.set('article', change.article);
    else next.delete('article');
  }
  return next;
}

/**
 * The knowledge base (issue 19): search by symptom with suggestions as the customer types,
 * filters from getKnowledgeConfigurations, ranked results, and the article itself. The search, the
 * filters, the page and the open article live in the address, so Back, reload and a shared link
 * show the same; "No" to "Did this solve your problem?" opens the case page prefilled.
 */
export default function KnowledgeSearch({
  configuration,
}: BlockProps<KnowledgeSearchConfiguration>) {
  const caseUrl = safeSitePath(configuration.caseUrl ?? '/new-case') ?? '/new-case';
  const partsUrl = safeSitePath(configuration.partsUrl ?? '/service') ?? '/service';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const searched = params.get('q') ?? '';
  const configurations = useKnowledgeConfigurations();
  // On an instrument's page: the instrument the page's installedBase block scoped it to.
  const scoped = configuration.instrumentScoped ?? false;
  const [selected] = useSelectedInstrument();
  const instrument = useInstrument(scoped ? (selected?.id ?? null) : null);
  const modelNames =
    configurations.data?.filters
      .find((filter) => filter.name === 'model')
      ?.options.map((option) => option.value) ?? [];
  const instrumentModel = instrument.data
    ? knowledgeModelOf(instrument.data.modelName, modelNames)
    : null;
  // The scope is known once the instrument and the model names are (or could not be) read.
  const scopeKnown =
    !scoped ||
    params.has('model') ||
    configurations.isError ||
    instrument.isError ||
    (instrument.data !== undefined && configurations.data !== undefined);
  const filters = filtersOf(params, instrumentModel);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const articleNumber = params.get('article') ?? '';
  const [text, setText] = useState(searched);
  const Heading = configuration.headingLevel === 2 ? 'h2' : 'h1';
  const cartUrl = safeSitePath(configuration.cartUrl ?? '/cart') ?? '/cart';

  const go = (next: URLSearchParams) => void navigate({ search: `?${next.toString()}` });
  const articleHref = (number: string) => `?${withSearch(params, { article: number }).toString()}`;
  const query: KnowledgeQuery = {
    searchText: searched,
    filters,
    limit: configurations.data?.pageSize ?? KNOWLEDGE_PAGE_SIZE,
    offset: (page - 1) * (configurations.data?.pageSize ?? KNOWLEDGE_PAGE_SIZE),
  };

  return (
    <section className="bf-kb" aria-labelledby="bf-kb-heading">
      <Heading id="bf-kb-heading" className="bf-kb-heading">
        {configuration.heading}
      </Heading>
      {configuration.intro && <p className="bf-kb-intro">{configuration.intro}</p>}
      <SymptomSearchBox
        text={text}
        onTextChange={setText}
        filters={filters}
        onSearch={(value) => go(withSearch(params, { q: value, page: 1, article: null }))}
        onPick={(article) =>
          go(withSearch(params, { q: text, page: 1, article: article.articleNumber }))
        }
      />
      {(configuration.showFilters ?? true) && configurations.data && (
        <KnowledgeFiltersBar
          configurations={configurations.data}
          filters={filters}
          onChange={(next) =>
            go(withSearch(params, { filters: next, page: 1, article: null, scoped }))
          }
        />
      )}
      {configurations.isError && (
        <p className="bf-kb-results-note" role="alert">
          The filters could not be loaded; you can still search.
        </p>
      )}
      {articleNumber ? (
        <KnowledgeArticleView
          articleNumber={articleNumber}
          searchText={searched}
          model={filters.models[0] ?? ''}
          backHref={`?${withSearch(params, { article: null }).toString()}`}
          articleHref={articleHref}
          caseUrl={caseUrl}
          partsUrl={partsUrl}
          cartUrl={cartUrl}
        />
      ) : !scopeKnown ? (
        <div role="status" aria-label="Loading the articles for this instrument…">
          <Skeleton height="120px" />
        </div>
      ) : (
        <KnowledgeResults
          query={query}
          articleHref={articleHref}
          onPageChange={(next) => go(withSearch(params, { page: next }))}
        />
      )}
    </section>
  );
}
