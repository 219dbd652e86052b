import type { MakeCallRequest } from '../../runtime/blocks';
import type { ListConfiguration } from '../../schemas/generated/blocks/list';

/** getLookupRecords answers at most this many rows; the block pages through them itself. */
export const LIST_FETCH_LIMIT = 100;

/**
 * The getLookupRecords call of a list block: the object, the columns' fields (Id always comes
 * back, for the detail link; CurrencyIsoCode too when a column shows money) and the search text.
 * Built the same way for equal configurations, so equal lists share one query.
 */
export function listRequest(configuration: ListConfiguration, searchText: string): MakeCallRequest {
  const fields = configuration.columns.map((column) => column.field);
  // The fields a detailPath names come back too, for the row's link.
  for (const [, name] of (configuration.detailPath ?? '').matchAll(/\{(\w+)\}/g))
    if (name) fields.push(name);
  if (configuration.columns.some((column) => column.type === 'currency')) {
    fields.push('CurrencyIsoCode');
  }
  return {
    base: 'ecommerce',
    type: 'getLookupRecords',
    method: 'POST',
    payload: {
      objectName: configuration.objectName,
      displayFields: [...new Set(fields)],
      limit: LIST_FETCH_LIMIT,
      ...(searchText ? { searchText } : {}),
    },
  };
}
