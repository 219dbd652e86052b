import type { MakeCallRequest } from '../../runtime/blocks';
import type { PartsSearchConfiguration } from '../../schemas/generated/blocks/partsSearch';

/** How many records the block asks for when its configuration names no limit. */
export const DEFAULT_LIMIT = 10;

/**
 * The getLookupRecords call of the partsSearch block. Built the same way for equal configurations,
 * so two equal blocks share one request (the kit keys reads by their request).
 */
export function partsSearchRequest(configuration: PartsSearchConfiguration): MakeCallRequest {
  return {
    base: 'ecommerce',
    type: 'getLookupRecords',
    method: 'POST',
    payload: {
      objectName: configuration.objectName,
      displayFields: [...new Set(['Id', ...configuration.fields])],
      limit: configuration.limit ?? DEFAULT_LIMIT,
    },
  };
}
