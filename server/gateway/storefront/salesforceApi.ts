import { findPicklistField } from './findPicklistField';
import type { ActionResult } from '../../shared/contracts';
import { asDataFields, stringField } from '../actions/dataFields';
import type { GatewayContext } from '../gatewayContext';
import { failure, success, UNKNOWN_API_FIELD_MESSAGE } from '../results';

/** Field metadata and picklist values of `data.objectName`.`data.fieldName`. */
export async function salesforceApi(data: unknown, context: GatewayContext): Promise<ActionResult> {
  const fields = asDataFields(data);
  const objectName = fields && stringField(fields, 'objectName');
  const fieldName = fields && stringField(fields, 'fieldName');
  if (!objectName || !fieldName) return failure(404, UNKNOWN_API_FIELD_MESSAGE);
  const field = await findPicklistField(context.services.db, objectName, fieldName);
  return field ? success(field) : failure(404, UNKNOWN_API_FIELD_MESSAGE);
}
