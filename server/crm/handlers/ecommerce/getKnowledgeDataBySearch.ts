import {
  KNOWLEDGE_PAGE_SIZE,
  KNOWLEDGE_SEARCH_MAX_CHARS,
  KNOWLEDGE_SEARCH_MIN_CHARS,
} from '../../../../schemas/knowledgeBase';
import { crmError, ok, payloadArg, stringArg, type CrmHandler } from '../../handler';
import {
  ARTICLE_SUMMARY_COLUMNS,
  articleSummaryOf,
  readableArticlesClause,
  searchQueryOf,
  SIGN_IN_FOR_KNOWLEDGE,
} from '../../records/knowledge';

const MAX_LIMIT = 50;

function stringList(value: unknown): string[] | 'bad' {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return value ? [value] : [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) return 'bad';
  return value.filter((item) => item !== '');
}

/**
 * The symptom search (spec 001 section 7): payload `searchText`, `filters {family, models,
 * categories}`, `limit`, `offset`. Words match as prefixes ("las pow" finds "laser power"),
 * ranked by where they match (title and symptom above cause and summary above the body); when no
 * article has every word, articles with any of them are ranked instead (`matchedAll` false). A
 * search shorter than KNOWLEDGE_SEARCH_MIN_CHARS lists the most helpful articles of the filters.
 * Answers `{searchText, total, matchedAll, articles}`; only the storefront's published articles.
 */
export const getKnowledgeDataBySearch: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const { caller, db } = request;
    if (caller.kind === 'guest') return crmError(SIGN_IN_FOR_KNOWLEDGE, 401);
    const problems: string[] = [];
    const searchText = (stringArg(request, 'searchText') ?? '').trim();
    if (searchText.length > KNOWLEDGE_SEARCH_MAX_CHARS)
      problems.push(`Search: at most ${KNOWLEDGE_SEARCH_MAX_CHARS} characters.`);
    const filters = payloadArg(request, 'filters') ?? {};
    if (typeof filters !== 'object' || Array.isArray(filters) || filters === null)
      problems.push('filters: an object of family, models and categories.');
    const filterRecord = (filters ?? {}) as Record<string, unknown>;
    const family = filterRecord.family;
    if (family !== undefined && family !== null && typeof family !== 'string')
      problems.push('filters.family: a text.');
    const models = stringList(filterRecord.models);
    if (models === 'bad') problems.push('filters.models: a list of model names.');
    const categories = stringList(filterRecord.categories);
    if (categories === 'bad') problems.push('filters.categories: a list of category names.');
    const limit = Number(payloadArg(request, 'limit') ?? KNOWLEDGE_PAGE_SIZE);
    const offset = Number(payloadArg(request, 'offset') ?? 0);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
      problems.push(`limit: 1 to ${MAX_LIMIT}.`);
    if (!Number.isInteger(offset) || offset < 0) problems.push('offset: 0 or more.');
    if (problems.length || models === 'bad' || categories === 'bad')
      return crmError(problems.join(' '));

    const params: unknown[] = [];
    const where = [readableArticlesClause(caller, params)];
    if (typeof family === 'string' && family) {
      params.push(family);
      where.push(`k.instrument_family = $${params.length}`);
    }
    if (models.length) {
      params.push(models);
      where.push(`k.models && $${params.length}::text[]`);
    }
    if (categories.length) {
      params.push(categories);
      where.push(`k.categories && $${params.length}::text[]`);
    }

    const ranked = async (tsquery: string | null) => {
      const local = [...params];
      let rank = 'k.helpful_count::real / 1000';
      const conditions = [...where];
      if (tsquery) {
        local.push(tsquery);
        const q = `to_tsquery('english', $${local.length})`;
        conditions.push(`k.search_vector @@ ${q}`);
        // Helpfulness only breaks ties between equally relevant articles.
        rank = `ts_rank(k.search_vector, ${q}, 1) + k.helpful_count::real / 100000`;
      }
      local.push(limit, offset);
      return db.query<Record<string, unknown>>(
        `SELECT ${ARTICLE_SUMMARY_COLUMNS}, count(*) OVER () AS total
           FROM knowledge_articles k
          WHERE ${conditions.join(' AND ')}
          ORDER BY ${rank} DESC, k.article_number
          LIMIT $${local.length - 1} OFFSET $${local.length}`,
        local,
      );
    };

    const searching = searchText.length >= KNOWLEDGE_SEARCH_MIN_CHARS;
    let matchedAll = true;
    let rows = await ranked(searching ? searchQueryOf(searchText, '&') : null);
    if (searching && rows.length === 0 && offset === 0) {
      const anyWord = searchQueryOf(searchText, '|');
      if (anyWord && anyWord !== searchQueryOf(searchText, '&')) {
        rows = await ranked(anyWord);
        matchedAll = false;
      }
    }
    return ok({
      searchText,
      total: rows.length ? Number(rows[0]!.total) : 0,
      matchedAll,
      articles: rows.map(articleSummaryOf),
    });
  },
};
