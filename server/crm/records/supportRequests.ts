import type { Db } from '../../shared/contracts';
import type { Caller } from '../caller';

/**
 * Support requests as the CRM answers them, and who may see which: a request is of one account,
 * and every portal user acting for that account sees it (colleagues follow up each other's
 * instrument cases, docs/decisions.md). Anything else answers like a request that does not exist.
 */

type Row = Record<string, unknown>;

/** The SQL condition (with its parameters appended to `params`) of the requests a caller sees. */
export function visibleRequestsClause(caller: Caller, params: unknown[], alias = 'r'): string {
  if (caller.kind === 'guest' || !caller.accountId || !caller.contactId) return 'false';
  if (!caller.allowedAccountIds.includes(caller.accountId)) return 'false';
  params.push(caller.accountId);
  return `${alias}.account_id = $${params.length}`;
}

const REQUEST_COLUMNS = `r.id, r.request_number, r.type, r.subject, r.status, r.related_label,
  r.related_order_id, r.priority, r.created_at, r.updated_at, r.closed_at, r.account_id, r.description_html,
  trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) AS created_by`;

export const REQUEST_FROM = `support_requests r LEFT JOIN contacts c ON c.id = r.contact_id`;

export { REQUEST_COLUMNS };

/** A request as the list and the detail answer it. */
export function requestOf(row: Row) {
  return {
    id: String(row.id),
    number: String(row.request_number),
    type: String(row.type),
    subject: String(row.subject),
    status: String(row.status),
    relatedTo: (row.related_label as string | null) ?? null,
    /** A case's priority (issue 19); null for requests opened without one. */
    priority: (row.priority as string | null) ?? null,
    createdBy: (row.created_by as string) || 'Cellaris Support',
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
    closedAt: (row.closed_at as string | null) ?? null,
  };
}

/** The request `idOrNumber` (record id or REQ-number) if the caller may see it, else null. */
export async function visibleRequest(
  db: Db,
  caller: Caller,
  idOrNumber: string,
): Promise<Row | null> {
  const params: unknown[] = [idOrNumber];
  const visible = visibleRequestsClause(caller, params);
  const [row] = await db.query(
    `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM}
      WHERE (r.id = $1 OR upper(r.request_number) = upper($1)) AND ${visible}`,
    params,
  );
  return row ?? null;
}

/** The name activity items show for the caller. */
export async function callerName(db: Db, caller: Caller): Promise<string> {
  const [contact] = await db.query<{ name: string }>(
    `SELECT trim(first_name || ' ' || last_name) AS name FROM contacts WHERE id = $1`,
    [caller.contactId],
  );
  return contact?.name || caller.username || 'Customer';
}

export const REQUEST_NOT_FOUND = 'Request not found.';
