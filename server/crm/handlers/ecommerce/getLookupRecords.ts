import {
  crmError,
  forbidden,
  noRecords,
  ok,
  payloadArg,
  stringArg,
  type CrmHandler,
} from '../../handler';
import { findCrmObject, pickFields } from '../../../../schemas/crm/crmObjects';

/**
 * Records of an object matching a search (objectName, searchText, displayFields, limit), for
 * lookup fields. Account-owned objects are limited to the account the caller acts for, accounts
 * to those the caller may act for; guests look up products only.
 */
export const getLookupRecords: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const objectName = stringArg(request, 'objectName', 'obj');
    if (!objectName) return crmError('objectName is required.');
    const object = findCrmObject(objectName);
    if (!object) return crmError(`Invalid object name ${objectName}.`);
    const fields = pickFields(object, payloadArg(request, 'displayFields'));
    const searchText = stringArg(request, 'searchText') ?? '';
    const limit = Math.min(100, Math.max(1, Number(payloadArg(request, 'limit') ?? 20) || 20));
    const params: unknown[] = [];
    const clauses: string[] = [];
    if (searchText) {
      params.push(`%${searchText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const searchable = object.searchFields
        .map((name) => object.fields[name]?.column)
        .filter(Boolean);
      clauses.push(`(${searchable.map((column) => `${column}::text ILIKE $1`).join(' OR ')})`);
    }
    const { caller } = request;
    if (object.table !== 'catalog_items' && caller.kind === 'guest')
      return forbidden(`a guest may not look up ${objectName} records.`);
    if (object.table === 'accounts') {
      params.push(caller.allowedAccountIds);
      clauses.push(`id = ANY($${params.length}::text[])`);
    } else if (object.accountColumn) {
      if (!caller.accountId) return crmError('An account is required.');
      params.push(caller.accountId);
      clauses.push(`${object.accountColumn} = $${params.length}`);
      if (object.contactColumn) {
        params.push(caller.contactId);
        clauses.push(`${object.contactColumn} IS NOT DISTINCT FROM $${params.length}`);
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
