import type { Db } from '../../shared/contracts';
import type { Caller } from '../caller';
import { sanitizeRequestHtml } from './requestHtml';

/**
 * Knowledge articles as customers read them: published articles of the calling storefront's
 * channel only; an internal article or one of another channel answers like a missing one.
 */

type Row = Record<string, unknown>;

/** The SQL condition (parameters appended to `params`) of the articles a caller may read. */
export function readableArticlesClause(caller: Caller, params: unknown[], alias = 'k'): string {
  params.push(caller.storefrontId);
  return `${alias}.visibility = 'Published' AND $${params.length} = ANY(${alias}.channels)`;
}

export const ARTICLE_SUMMARY_COLUMNS = `k.id, k.article_number, k.title, k.summary, k.symptom,
  k.instrument_family, k.models, k.categories, k.updated_at, k.helpful_count,
  jsonb_array_length(k.parts) AS parts_count`;

/** An article as search lists it. */
export function articleSummaryOf(row: Row) {
  return {
    id: String(row.id),
    articleNumber: String(row.article_number),
    title: String(row.title),
    summary: String(row.summary),
    symptom: String(row.symptom),
    instrumentFamily: String(row.instrument_family),
    models: row.models as string[],
    categories: row.categories as string[],
    updatedAt: new Date(String(row.updated_at)).toISOString(),
    helpfulCount: Number(row.helpful_count),
    partsCount: Number(row.parts_count),
  };
}

/** The words of a search as a prefix tsquery ('laser power' -> 'laser:* & power:*'), or null. */
export function searchQueryOf(text: string, join: '&' | '|' = '&'): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 12);
  return words.length ? words.map((word) => `${word}:*`).join(` ${join} `) : null;
}

interface StepRow {
  title?: unknown;
  html?: unknown;
}
interface PartRow {
  partNumber?: unknown;
  description?: unknown;
  quantity?: unknown;
}

/** The service catalogue's parts by part number (upper case): their item ids and obsolescence. */
async function orderablePartsOf(
  db: Db,
  partNumbers: readonly string[],
): Promise<Map<string, { itemId: string; isObsolete: boolean }>> {
  if (partNumbers.length === 0) return new Map();
  const rows = await db.query<Row>(
    'SELECT item_id, part_number, is_obsolete FROM parts WHERE upper(part_number) = ANY($1::text[])',
    [partNumbers.map((number) => number.toUpperCase())],
  );
  return new Map(
    rows.map((part) => [
      String(part.part_number).toUpperCase(),
      { itemId: String(part.item_id), isObsolete: part.is_obsolete === true },
    ]),
  );
}

/** The article's full content for getKnowledgeDetail, its HTML sanitized on the way out. */
export async function articleDetailOf(db: Db, caller: Caller, row: Row) {
  const params: unknown[] = [row.related as string[]];
  const readable = readableArticlesClause(caller, params);
  const related = await db.query<Row>(
    `SELECT ${ARTICLE_SUMMARY_COLUMNS} FROM knowledge_articles k
      WHERE k.article_number = ANY($1) AND ${readable}
      ORDER BY array_position($1, k.article_number)`,
    params,
  );
  const orderableParts = await orderablePartsOf(
    db,
    (row.parts as PartRow[]).map((part) => String(part.partNumber)),
  );
  return {
    ...articleSummaryOf({ ...row, parts_count: (row.parts as unknown[]).length }),
    cause: String(row.cause),
    version: Number(row.version),
    contentHtml: sanitizeRequestHtml(String(row.content_html)),
    steps: (row.steps as StepRow[]).map((step, index) => ({
      number: index + 1,
      title: String(step.title ?? `Step ${index + 1}`),
      html: sanitizeRequestHtml(String(step.html ?? '')),
    })),
    parts: (row.parts as PartRow[]).map((part) => {
      const partNumber = String(part.partNumber);
      const orderable = orderableParts.get(partNumber.toUpperCase());
      return {
        partNumber,
        description: String(part.description),
        quantity: Number(part.quantity ?? 1),
        // The catalogue's part, so the article can add it to the parts cart (null: not sold).
        itemId: orderable?.itemId ?? null,
        isObsolete: orderable?.isObsolete ?? false,
      };
    }),
    related: related.map(articleSummaryOf),
  };
}

/** A readable article by record id or article number, else null. */
export async function readableArticle(
  db: Db,
  caller: Caller,
  idOrNumber: string,
): Promise<Row | null> {
  const params: unknown[] = [idOrNumber];
  const readable = readableArticlesClause(caller, params);
  const [row] = await db.query<Row>(
    `SELECT k.* FROM knowledge_articles k
      WHERE (k.id = $1 OR upper(k.article_number) = upper($1)) AND ${readable}`,
    params,
  );
  return row ?? null;
}

export const SIGN_IN_FOR_KNOWLEDGE = 'Sign in to use the knowledge base.';
