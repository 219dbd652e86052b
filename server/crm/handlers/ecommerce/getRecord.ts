import { resolveCaller } from '../../caller';
import { crmError, noRecords, ok, payloadArg, stringArg, type CrmHandler } from '../../handler';
import { findCrmObject, pickFields } from '../../../../schemas/crm/crmObjects';
import { readableRecord } from '../../records/readableRecord';

/**
 * One record of an object (displayFields, objectName, objectId) with its fields' metadata. Only a
 * record the caller may see is answered; any other id reads as not found.
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
    const caller = await resolveCaller(request);
    const record = await readableRecord(request.db, caller, object, objectId, fields);
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
