import type { MakeCallRequest } from '../../runtime/blocks';
import type { DetailConfiguration } from '../../schemas/generated/blocks/detail';

/**
 * The getRecord call of a detail block (server/crm/handlers/ecommerce/getRecord.ts): the object,
 * the record id and the fields to read, including every field a section shows.
 */
export function detailRequest(
  configuration: DetailConfiguration,
  recordId: string,
): MakeCallRequest {
  const sectionFields = (configuration.sections ?? []).flatMap((section) => section.fields);
  return {
    base: 'ecommerce',
    type: 'getRecord',
    method: 'POST',
    payload: {
      objectName: configuration.objectName,
      objectId: recordId,
      displayFields: [...new Set([...configuration.displayFields, ...sectionFields])],
    },
  };
}
