import { crmError, decodeNested, ok, payloadArg, stringArg, type CrmHandler } from '../../handler';
import { nextRecordId } from '../../records/recordIds';
import { storefrontOfDomain } from '../../records/storefrontOfDomain';

/** Longest saved filter JSON accepted: a filter set is a handful of values, not a document. */
const MAX_FILTER_JSON = 8_000;

/**
 * Saves a catalogue's filter set (payload: name, catalogId, filters: the block's search state)
 * and answers its id (`ecfr`), which getSavedFilter reads back. Guests may save too: the id is
 * the only handle, so a shared link works for anyone on the storefront.
 */
export const saveECatalogFilters: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const filters = decodeNested(payloadArg(request, 'filters', 'jsonData'));
    if (!filters || typeof filters !== 'object' || Array.isArray(filters))
      return crmError('filters must be an object.');
    const json = JSON.stringify(filters);
    if (json.length > MAX_FILTER_JSON) return crmError('The filter set is too large to save.');
    const name = (stringArg(request, 'name') ?? 'Saved filter').slice(0, 80);
    const catalogId = stringArg(request, 'catalogId', 'eCatalogId');
    const { caller } = request;
    const storefrontId = await storefrontOfDomain(request.db, request.call.domain);
    const id = await nextRecordId(request.db, 'aEF');
    await request.db.query(
      `INSERT INTO catalog_saved_filters (id, storefront_id, catalog_id, contact_id, name, filters)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
      [id, storefrontId, catalogId, caller.contactId, name, json],
    );
    return ok({ ecfr: id, name, catalogId, filters });
  },
};
