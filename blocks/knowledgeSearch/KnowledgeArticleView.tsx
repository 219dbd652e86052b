import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  casePrefillPath,
  QueryStates,
  useKnowledgeArticle,
  useLocale,
  useRequestHtmlSanitizer,
  type KnowledgeArticle,
  useTimeZone,
} from '../../runtime/blocks';
import { Badge, Button } from '../../runtime/ui/index';
import { ArticleParts } from './ArticleParts';

interface KnowledgeArticleViewProps {
  articleNumber: string;
  /** What the customer searched for (prefills the case). */
  searchText: string;
  /** The model filter, if one was chosen (prefills the case). */
  model: string;
  backHref: string;
  articleHref: (articleNumber: string) => string;
  caseUrl: string;
  partsUrl: string;
  /** The cart page the article's "View cart" opens. */
  cartUrl: string;
}

/** Authored HTML, sanitized in the browser too (the CRM sanitized it on the way out). */
function Html({ html, className }: { html: string; className: string }) {
  const sanitize = useRequestHtmlSanitizer();
  if (!sanitize) return <div className={className} aria-busy="true" />;
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
}

function Feedback({ article, caseHref }: { article: KnowledgeArticle; caseHref: string }) {
  const [answer, setAnswer] = useState<'yes' | 'no' | null>(null);
  return (
    <section className="bf-kb-feedback" aria-labelledby="bf-kb-feedback-heading">
      <h3 id="bf-kb-feedback-heading">Did this solve your problem?</h3>
      {answer === null && (
        <div className="bf-kb-feedback-actions">
          <Button variant="secondary" onClick={() => setAnswer('yes')}>
            Yes
          </Button>
          <Button variant="secondary" onClick={() => setAnswer('no')}>
            No
          </Button>
        </div>
      )}
      <div role="status" aria-live="polite">
        {answer === 'yes' && <p>Thank you. We are glad {article.articleNumber} solved it.</p>}
        {answer === 'no' && (
          <div className="bf-kb-feedback-case">
            <p>
              Sorry it did not help. Open a case and our service engineers will take it from here:
              the symptom and this article are filled in for you.
            </p>
            <Link className="bf-button bf-button-primary" to={caseHref}>
              Open a case
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * One article: symptom, cause, the sanitized content, numbered steps, the parts the steps use
 * (added to the parts cart from here), related articles and "Did this solve your problem?".
 */
export function KnowledgeArticleView({
  articleNumber,
  searchText,
  model,
  backHref,
  articleHref,
  caseUrl,
  partsUrl,
  cartUrl,
}: KnowledgeArticleViewProps) {
  const query = useKnowledgeArticle(articleNumber);
  const locale = useLocale().replace('_', '-');
  const timeZone = useTimeZone();
  return (
    <div className="bf-kb-article-view">
      <Link className="bf-kb-back" to={backHref}>
        ← Back to results
      </Link>
      <QueryStates
        query={query}
        loading="Loading the article…"
        error={`Article ${articleNumber} could not be loaded.`}
      >
        {(article) => (
          <article className="bf-kb-article" aria-labelledby="bf-kb-article-title">
            <header className="bf-kb-article-header">
              <h2 id="bf-kb-article-title">{article.title}</h2>
              <p className="bf-kb-result-meta">
                <span>{article.articleNumber}</span>
                <span>Version {article.version}</span>
                <span>
                  Updated{' '}
                  {new Date(article.updatedAt).toLocaleDateString(locale, {
                    dateStyle: 'medium',
                    timeZone,
                  })}
                </span>
              </p>
              <p className="bf-kb-result-tags">
                {article.models.map((name) => (
                  <Badge key={name} tone="neutral">
                    {name}
                  </Badge>
                ))}
                {article.categories.map((name) => (
                  <Badge key={name} tone="info">
                    {name}
                  </Badge>
                ))}
              </p>
            </header>
            <dl className="bf-kb-facts">
              <div>
                <dt>Symptom</dt>
                <dd>{article.symptom}</dd>
              </div>
              <div>
                <dt>Cause</dt>
                <dd>{article.cause}</dd>
              </div>
            </dl>
            <Html className="bf-kb-content" html={article.contentHtml} />
            {article.steps.length > 0 && (
              <section aria-labelledby="bf-kb-steps-heading">
                <h3 id="bf-kb-steps-heading">Steps</h3>
                <ol className="bf-kb-steps">
                  {article.steps.map((step) => (
                    <li key={step.number}>
                      <Html className="bf-kb-step" html={step.html} />
                    </li>
                  ))}
                </ol>
              </section>
            )}
            {article.parts.length > 0 && (
              <section aria-labelledby="bf-kb-parts-heading">
                <h3 id="bf-kb-parts-heading">Parts mentioned</h3>
                <ArticleParts parts={article.parts} partsUrl={partsUrl} cartUrl={cartUrl} />
              </section>
            )}
            {article.related.length > 0 && (
              <section aria-labelledby="bf-kb-related-heading">
                <h3 id="bf-kb-related-heading">Related articles</h3>
                <ul className="bf-kb-related">
                  {article.related.map((related) => (
                    <li key={related.id}>
                      <Link to={articleHref(related.articleNumber)}>{related.title}</Link>{' '}
                      <span className="bf-kb-result-meta">{related.articleNumber}</span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <Feedback
              key={article.articleNumber}
              article={article}
              caseHref={casePrefillPath(caseUrl, {
                symptom: searchText.trim() || article.symptom,
                articleNumber: article.articleNumber,
                articleTitle: article.title,
                model: model || (article.models.length === 1 ? article.models[0] : ''),
              })}
            />
          </article>
        )}
      </QueryStates>
    </div>
  );
}
