import {
  crmError,
  forbidden,
  noRecords,
  ok,
  payloadArg,
  stringArg,
  type CrmHandler,
} from '../../handler';
import { mayReadRecord } from '../../records/ownership';
import { findCrmObject, pickFields } from '../../records/crmObjects';

/**
 * One record of an object (displayFields, objectName, objectId) with its fields' metadata, if the
 * caller may read it (records/ownership.ts).
 */
export const getRecord: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const objectName = stringArg(request, 'objectName', 'obj');
    const objectId = stringArg(request, 'objectId', 'recordId');
    if (!objectName || !objectId) return crmError('objectName and objectId are required.');
    const object = findCrmObject(objectName);
    if (!object) return crmError(`Invalid object name ${objectName}.`);
    const fields = pickFields(
      object,
      payloadArg(request, 'displayFields') ?? request.query.get('displayFields'),
    );
    const idColumn = object.fields.Id?.column ?? 'id';
    if (!(await mayReadRecord(request.db, request.caller, object.table, idColumn, objectId)))
      return forbidden(`you may not read this ${objectName} record.`);
    const columns = fields.map(([name, field]) => `${field.column} AS "${name}"`).join(', ');
    const [record] = await request.db.query(
      `SELECT ${columns} FROM ${object.table} WHERE ${idColumn} = $1`,
      [objectId],
    );
    if (!record) return noRecords();
    return ok({
      recordData: record,
      fieldsMetadata: fields.map(([name, field]) => ({
        name,
        label: field.label,
        type: field.type,
      })),
    });
  },
};
