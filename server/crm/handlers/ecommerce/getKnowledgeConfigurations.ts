import {
  KNOWLEDGE_PAGE_SIZE,
  KNOWLEDGE_SEARCH_MIN_CHARS,
  KNOWLEDGE_SUGGESTION_LIMIT,
} from '../../../../schemas/knowledgeBase';
import { crmError, ok, type CrmHandler } from '../../handler';
import { readableArticlesClause, SIGN_IN_FOR_KNOWLEDGE } from '../../records/knowledge';

/**
 * The knowledge search's filters (spec 001 section 7, GET): instrument type, model and category,
 * each value with how many of the caller's readable articles carry it (a model also names its
 * instrument type, so the form can narrow the models to the chosen type), plus the search's
 * limits. Answers `{filters: [{name, label, options: [{value, label, count, family?}]}],
 * searchMinChars, suggestionLimit, pageSize}`.
 */
export const getKnowledgeConfigurations: CrmHandler = {
  method: 'GET',
  async handle(request) {
    const { caller, db } = request;
    if (caller.kind === 'guest') return crmError(SIGN_IN_FOR_KNOWLEDGE, 401);
    const params: unknown[] = [];
    const readable = readableArticlesClause(caller, params);
    const families = await db.query<{ value: string; count: number }>(
      `SELECT k.instrument_family AS value, count(*)::int AS count FROM knowledge_articles k
        WHERE ${readable} GROUP BY 1 ORDER BY 1`,
      params,
    );
    const models = await db.query<{ value: string; family: string; count: number }>(
      `SELECT m.value, min(k.instrument_family) AS family, count(*)::int AS count
         FROM knowledge_articles k, unnest(k.models) AS m(value)
        WHERE ${readable} GROUP BY 1 ORDER BY 2, 1`,
      params,
    );
    const categories = await db.query<{ value: string; count: number }>(
      `SELECT c.value, count(*)::int AS count
         FROM knowledge_articles k, unnest(k.categories) AS c(value)
        WHERE ${readable} GROUP BY 1 ORDER BY 1`,
      params,
    );
    const option = (row: { value: string; count: number }) => ({
      value: row.value,
      label: row.value,
      count: row.count,
    });
    return ok({
      filters: [
        { name: 'family', label: 'Instrument type', options: families.map(option) },
        {
          name: 'model',
          label: 'Model',
          options: models.map((row) => ({ ...option(row), family: row.family })),
        },
        { name: 'category', label: 'Category', options: categories.map(option) },
      ],
      searchMinChars: KNOWLEDGE_SEARCH_MIN_CHARS,
      suggestionLimit: KNOWLEDGE_SUGGESTION_LIMIT,
      pageSize: KNOWLEDGE_PAGE_SIZE,
    });
  },
};
