import { resolveCaller } from '../../caller';
import {
  crmError,
  decodeNested,
  noRecords,
  ok,
  payloadArg,
  stringArg,
  type CrmHandler,
} from '../../handler';
import { callerMayUseAccount } from '../../records/ownership';
import { findCrmObject, pickFields, type CrmObject } from '../../../../schemas/crm/crmObjects';

interface Filter {
  column: string;
  operator: '=' | '!=' | 'IN' | 'LIKE';
  value: unknown;
}

const OPERATORS = new Set(['=', '!=', 'IN', 'LIKE']);

/**
 * Filters as [{ field, operator, value }] or { Field: value }: only fields of the object, only
 * these operators; a field name never reaches SQL unless it is in the object's table.
 */
function parseFilters(object: CrmObject, raw: unknown): Filter[] | string {
  const decoded = decodeNested(raw);
  if (decoded === undefined || decoded === null || decoded === '') return [];
  const list: { field: unknown; operator?: unknown; value: unknown }[] = Array.isArray(decoded)
    ? (decoded as { field: unknown; operator?: unknown; value: unknown }[])
    : typeof decoded === 'object'
      ? Object.entries(decoded as Record<string, unknown>).map(([field, value]) => ({
          field,
          value,
        }))
      : [];
  if (!Array.isArray(decoded) && typeof decoded !== 'object') return 'filters must be a list.';
  const filters: Filter[] = [];
  for (const entry of list) {
    const name = String(entry?.field ?? '');
    const key = Object.keys(object.fields).find((f) => f.toLowerCase() === name.toLowerCase());
    const field = key ? object.fields[key] : undefined;
    if (!field) return `Unknown filter field ${name}.`;
    const operator = String(
      entry.operator ?? (Array.isArray(entry.value) ? 'IN' : '='),
    ).toUpperCase();
    if (!OPERATORS.has(operator)) return `Unknown filter operator ${operator}.`;
    filters.push({
      column: field.column,
      operator: operator as Filter['operator'],
      value: entry.value,
    });
  }
  return filters;
}

/**
 * The lookup behind checkout's searchable comboboxes (displayFields, obj, searchText, filters,
 * isPortalContext): bill-to accounts and billing contacts. Accounts are those the caller may act
 * for (isPortalContext) plus, outside the portal context, the accounts those are related to (an
 * indirect buyer's distributor, a parent); contacts are the contacts of those accounts. Account-
 * owned objects are limited to the account the call acts for.
 */
export const searchLookupDataAdvanced: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const objectName = stringArg(request, 'obj', 'objectName');
    if (!objectName) return crmError('obj is required.');
    const object = findCrmObject(objectName);
    if (!object) return crmError(`Invalid object name ${objectName}.`);
    const fields = pickFields(object, payloadArg(request, 'displayFields'));
    const filters = parseFilters(object, payloadArg(request, 'filters'));
    if (typeof filters === 'string') return crmError(filters);
    const isPortalContext = String(payloadArg(request, 'isPortalContext') ?? 'true') !== 'false';
    const searchText = (stringArg(request, 'searchText') ?? '').trim();
    const limit = Math.min(50, Math.max(1, Number(payloadArg(request, 'limit') ?? 20) || 20));

    const caller = await resolveCaller(request);
    if (!caller.contactId) return noRecords();
    const mine = caller.allowedAccountIds;
    const scope = isPortalContext
      ? mine
      : (
          await request.db.query<{ id: string }>(
            `SELECT id FROM accounts WHERE id = ANY($1::text[])
             UNION SELECT related_account_id FROM accounts WHERE id = ANY($1::text[]) AND related_account_id IS NOT NULL
             UNION SELECT parent_account_id FROM accounts WHERE id = ANY($1::text[]) AND parent_account_id IS NOT NULL`,
            [mine],
          )
        ).map((row) => row.id);

    const params: unknown[] = [];
    const clauses: string[] = [];
    if (object.table === 'accounts') {
      params.push(scope);
      clauses.push(`id = ANY($${params.length}::text[])`);
    } else if (object.table === 'contacts') {
      params.push(scope);
      clauses.push(`account_id = ANY($${params.length}::text[])`);
    } else if (object.accountColumn) {
      if (!caller.accountId || !(await callerMayUseAccount(request.db, caller, caller.accountId)))
        return noRecords();
      params.push(caller.accountId);
      clauses.push(`${object.accountColumn} = $${params.length}`);
      if (object.contactColumn) {
        params.push(caller.contactId);
        clauses.push(`${object.contactColumn} = $${params.length}`);
      }
    }
    if (searchText) {
      params.push(`%${searchText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const searchable = object.searchFields
        .map((name) => object.fields[name]?.column)
        .filter(Boolean);
      clauses.push(`(${searchable.map((c) => `${c}::text ILIKE $${params.length}`).join(' OR ')})`);
    }
    for (const filter of filters) {
      if (filter.operator === 'IN') {
        params.push((Array.isArray(filter.value) ? filter.value : [filter.value]).map(String));
        clauses.push(`${filter.column}::text = ANY($${params.length}::text[])`);
      } else if (filter.operator === 'LIKE') {
        params.push(String(filter.value));
        clauses.push(`${filter.column}::text ILIKE $${params.length}`);
      } else {
        params.push(filter.value === null ? null : String(filter.value));
        clauses.push(
          filter.operator === '='
            ? `${filter.column}::text IS NOT DISTINCT FROM $${params.length}`
            : `${filter.column}::text IS DISTINCT FROM $${params.length}`,
        );
      }
    }
    const nameColumn = object.fields.Name?.column ?? object.fields.LastName?.column ?? 'id';
    const rows = await request.db.query(
      `SELECT ${fields.map(([name, field]) => `${field.column} AS "${name}"`).join(', ')}
         FROM ${object.table} ${clauses.length ? `WHERE ${clauses.join(' AND ')}` : ''}
        ORDER BY ${object.orderBy ?? nameColumn} LIMIT ${limit}`,
      params,
    );
    return rows.length ? ok(rows) : noRecords();
  },
};
