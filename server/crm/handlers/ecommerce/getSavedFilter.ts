import { crmError, noRecords, ok, stringArg, type CrmHandler } from '../../handler';
import { storefrontOfDomain } from '../../records/storefrontOfDomain';

/** A saved catalogue filter set by its id (query ecfr), on the storefront that saved it. */
export const getSavedFilter: CrmHandler = {
  method: 'ANY',
  async handle(request) {
    const id = stringArg(request, 'ecfr');
    if (!id) return crmError('ecfr is required.');
    const storefrontId = await storefrontOfDomain(request.db, request.call.domain);
    const [row] = await request.db.query<{
      id: string;
      name: string;
      catalog_id: string | null;
      filters: unknown;
    }>(
      `SELECT id, name, catalog_id, filters FROM catalog_saved_filters
        WHERE id = $1 AND storefront_id IS NOT DISTINCT FROM $2`,
      [id, storefrontId],
    );
    if (!row) return noRecords();
    return ok({ ecfr: row.id, name: row.name, catalogId: row.catalog_id, filters: row.filters });
  },
};
