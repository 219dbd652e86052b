import { crmError, ok, payloadArg, stringArg, type CrmHandler } from '../../handler';
import {
  accountCurrency,
  instrumentOfCaller,
  partSelect,
  partToJson,
  refuseGuest,
} from '../../records/serviceParts';

/** Parts of one page at most; the page size asked for is clamped to it. */
export const PARTS_PAGE_SIZE_MAX = 100;
const DEFAULT_PAGE_SIZE = 20;

const intArg = (value: unknown, fallback: number): number => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : fallback;
};

/**
 * Parts search (spec 001 section 7, "search payload"): `searchText` over part number and
 * description (every word must match), `modelCode` or the caller's `instrumentId` (its model),
 * `category`, `includeObsolete` (default true: an obsolete part is found and offers its
 * replacement), `page` (1-based) and `pageSize`. Answers `{parts, totalCount, page, pageSize,
 * categories}` (counts per category of the matches before the category filter).
 */
export const getPartsList: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const refused = refuseGuest(request.caller);
    if (refused) return refused;
    const searchText = (stringArg(request, 'searchText', 'searchTerm') ?? '').trim();
    if (searchText.length > 200) return crmError('searchText is longer than 200 characters.');
    let modelCode = stringArg(request, 'modelCode', 'model');
    const instrumentId = stringArg(request, 'instrumentId');
    if (instrumentId) {
      const instrument = await instrumentOfCaller(request.db, request.caller, instrumentId);
      if (!instrument) return crmError('Instrument not found.', 404);
      modelCode = String(instrument.model_code);
    }
    const category = stringArg(request, 'category');
    const includeObsolete = payloadArg(request, 'includeObsolete') !== false;
    const page = intArg(payloadArg(request, 'page'), 1);
    const pageSize = intArg(payloadArg(request, 'pageSize'), DEFAULT_PAGE_SIZE);
    if (page < 1) return crmError('page must be 1 or more.');
    if (pageSize < 1 || pageSize > PARTS_PAGE_SIZE_MAX)
      return crmError(`pageSize must be between 1 and ${PARTS_PAGE_SIZE_MAX}.`);

    const currency = await accountCurrency(request.db, request.caller);
    const params: unknown[] = [currency];
    const where: string[] = [];
    for (const word of searchText.toLowerCase().split(/\s+/).filter(Boolean)) {
      params.push(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(
        `(lower(p.part_number) LIKE $${params.length} OR lower(c.title) LIKE $${params.length} OR lower(c.description) LIKE $${params.length})`,
      );
    }
    if (modelCode) {
      params.push(modelCode);
      where.push(
        `EXISTS (SELECT 1 FROM part_models m WHERE m.item_id = p.item_id AND m.model_code = $${params.length})`,
      );
    }
    if (!includeObsolete) where.push('NOT p.is_obsolete');
    const base = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const categoryRows = await request.db.query<{ category: string; count: number }>(
      `SELECT p.category, count(*)::int AS count FROM (${partSelect(1)} ${base}) p
        GROUP BY p.category ORDER BY p.category`,
      params,
    );
    const filtered = [...where];
    const filteredParams = [...params];
    if (category) {
      filteredParams.push(category);
      filtered.push(`p.category = $${filteredParams.length}`);
    }
    const filteredWhere = filtered.length ? `WHERE ${filtered.join(' AND ')}` : '';
    // Exact part-number matches first, then current parts before obsolete ones.
    const exact = searchText ? searchText.toLowerCase() : '';
    filteredParams.push(exact);
    const exactParam = filteredParams.length;
    const [{ total = 0 } = {}] = await request.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM (${partSelect(1)} ${filteredWhere}) p`,
      filteredParams.slice(0, -1),
    );
    const rows = await request.db.query(
      `${partSelect(1)} ${filteredWhere}
        ORDER BY (lower(p.part_number) = $${exactParam}) DESC, p.is_obsolete, p.part_number
        LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      filteredParams,
    );
    return ok({
      parts: rows.map((row) => partToJson(row, currency)),
      totalCount: Number(total),
      page,
      pageSize,
      modelCode: modelCode ?? null,
      categories: categoryRows.map((row) => ({ name: row.category, count: Number(row.count) })),
    });
  },
};
