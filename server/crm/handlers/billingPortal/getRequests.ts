import { REQUEST_STATUSES } from '../../../../schemas/supportRequests';
import { crmError, ok, payloadArg, stringArg, type CrmHandler } from '../../handler';
import {
  REQUEST_COLUMNS,
  REQUEST_FROM,
  requestOf,
  visibleRequestsClause,
} from '../../records/supportRequests';

/** Sortable fields and their columns (spec 000 section 9: by a date, createdAt by default). */
const SORT_COLUMNS: Record<string, string> = {
  createdAt: 'r.created_at',
  updatedAt: 'r.updated_at',
  number: 'r.request_number',
  subject: 'lower(r.subject)',
  status: 'r.status',
  type: 'r.type',
};

const MAX_PAGE_SIZE = 100;

/**
 * The caller's support requests, a page at a time: filters status (one or a list), type and
 * searchText (number, subject, related instrument or order), sortField/sortDirection, page (from 1)
 * and pageSize. Answers `{requests, totalCount, page, pageSize, statusCounts}`; a manager sees the
 * account's requests, a user their own.
 */
export const getRequests: CrmHandler = {
  method: 'ANY',
  async handle(request) {
    const { caller } = request;
    if (caller.kind === 'guest') return crmError('Sign in to see your requests.', 401);
    const pageSize = Math.min(
      MAX_PAGE_SIZE,
      Math.max(1, Number(stringArg(request, 'pageSize') ?? 20) || 20),
    );
    const page = Math.max(1, Math.floor(Number(stringArg(request, 'page') ?? 1) || 1));
    const sortField = stringArg(request, 'sortField') ?? 'createdAt';
    const sortColumn = SORT_COLUMNS[sortField];
    if (!sortColumn) return crmError(`sortField: one of ${Object.keys(SORT_COLUMNS).join(', ')}.`);
    const direction = (stringArg(request, 'sortDirection') ?? 'desc').toLowerCase();
    if (direction !== 'asc' && direction !== 'desc') return crmError('sortDirection: asc or desc.');

    const params: unknown[] = [];
    const clauses = [visibleRequestsClause(caller, params)];
    const base = [...clauses];
    const baseParams = [...params];
    const statusArg = payloadArg(request, 'status') ?? stringArg(request, 'status');
    const statuses = (Array.isArray(statusArg) ? statusArg : statusArg ? [statusArg] : []).map(
      String,
    );
    const unknown = statuses.find(
      (status) => !(REQUEST_STATUSES as readonly string[]).includes(status),
    );
    if (unknown) return crmError(`status: one of ${REQUEST_STATUSES.join(', ')}.`);
    if (statuses.length) {
      params.push(statuses);
      clauses.push(`r.status = ANY($${params.length}::text[])`);
    }
    const type = stringArg(request, 'requestType');
    if (type) {
      params.push(type);
      clauses.push(`r.type = $${params.length}`);
    }
    const searchText = stringArg(request, 'searchText')?.trim();
    if (searchText) {
      params.push(`%${searchText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const p = `$${params.length}`;
      clauses.push(
        `(r.request_number ILIKE ${p} OR r.subject ILIKE ${p} OR coalesce(r.related_label, '') ILIKE ${p})`,
      );
    }
    const where = clauses.join(' AND ');
    const [{ total } = { total: 0 }] = await request.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM support_requests r WHERE ${where}`,
      params,
    );
    const rows = await request.db.query(
      `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE ${where}
        ORDER BY ${sortColumn} ${direction}, r.request_number ${direction}
        LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      params,
    );
    // Counts per status over the caller's requests (the filter chips show them).
    const counts = await request.db.query<{ status: string; n: number }>(
      `SELECT r.status, count(*)::int AS n FROM support_requests r WHERE ${base.join(' AND ')}
        GROUP BY r.status`,
      baseParams,
    );
    return ok({
      requests: rows.map(requestOf),
      totalCount: total,
      page,
      pageSize,
      statusCounts: Object.fromEntries(
        REQUEST_STATUSES.map((status) => [
          status,
          counts.find((row) => row.status === status)?.n ?? 0,
        ]),
      ),
    });
  },
};
