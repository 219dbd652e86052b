import { Link } from 'react-router-dom';
import {
  QueryStates,
  useKnowledgeSearch,
  useLocale,
  type KnowledgeQuery,
  useTimeZone,
} from '../../runtime/blocks';
import { Badge, Pagination } from '../../runtime/ui/index';

interface KnowledgeResultsProps {
  query: KnowledgeQuery;
  /** The address of an article, keeping the search. */
  articleHref: (articleNumber: string) => string;
  onPageChange: (page: number) => void;
}

/** One page of ranked articles, or the most helpful ones before anything is searched. */
export function KnowledgeResults({ query, articleHref, onPageChange }: KnowledgeResultsProps) {
  const search = useKnowledgeSearch(query);
  const locale = useLocale().replace('_', '-');
  const timeZone = useTimeZone();
  const searched = query.searchText.trim() !== '';
  return (
    <section className="bf-kb-results" aria-label="Articles" aria-busy={search.isFetching}>
      <QueryStates
        query={search}
        loading="Searching the knowledge base…"
        error="The knowledge base could not be searched."
        isEmpty={(data) => data.articles.length === 0}
        empty={
          searched
            ? `No article matches “${query.searchText.trim()}”. Try other words, clear the filters, or open a case.`
            : 'No article has these filters.'
        }
      >
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / query.limit));
          return (
            <>
              <h2 className="bf-kb-results-heading" aria-live="polite">
                {searched
                  ? `${data.total} article${data.total === 1 ? '' : 's'} for “${data.searchText}”`
                  : 'Most helpful articles'}
              </h2>
              {!data.matchedAll && (
                <p className="bf-kb-results-note">
                  No article has all of these words; these have some of them.
                </p>
              )}
              <ul className="bf-kb-result-list">
                {data.articles.map((article) => (
                  <li key={article.id} className="bf-kb-result">
                    <Link className="bf-kb-result-title" to={articleHref(article.articleNumber)}>
                      {article.title}
                    </Link>
                    <p className="bf-kb-result-symptom">{article.symptom}</p>
                    <p className="bf-kb-result-meta">
                      <span>{article.articleNumber}</span>
                      <span>{article.models.join(', ')}</span>
                      <span>
                        Updated{' '}
                        {new Date(article.updatedAt).toLocaleDateString(locale, {
                          dateStyle: 'medium',
                          timeZone,
                        })}
                      </span>
                    </p>
                    <p className="bf-kb-result-tags">
                      {article.categories.map((category) => (
                        <Badge key={category} tone="info">
                          {category}
                        </Badge>
                      ))}
                      {article.partsCount > 0 && (
                        <Badge tone="neutral">
                          {article.partsCount} part{article.partsCount === 1 ? '' : 's'}
                        </Badge>
                      )}
                    </p>
                  </li>
                ))}
              </ul>
              {pages > 1 && (
                <Pagination
                  page={Math.floor(query.offset / query.limit) + 1}
                  pageCount={pages}
                  onPageChange={onPageChange}
                  label="Result pages"
                />
              )}
            </>
          );
        }}
      </QueryStates>
    </section>
  );
}
