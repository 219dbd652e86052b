import { crmError, ok, stringArg, type CrmHandler } from '../../handler';
import { checkOwnership } from '../../records/ownership';
import { instrumentToJson, refuseGuest } from '../../records/serviceParts';

export const INSTRUMENT_NOT_FOUND = 'Instrument not found.';

/**
 * One instrument of the installed base by its record id (`instrumentId`), for the instrument's
 * own page (issue 19). Ours, like getInstalledBase (docs/decisions.md). An unknown id and another
 * account's instrument both answer 404 "Instrument not found." (the ownership module's rule: ids
 * of other customers cannot be probed), which the page shows as its 404 page.
 */
export const getInstrument: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const refused = refuseGuest(request.caller);
    if (refused) return refused;
    const instrumentId = stringArg(request, 'instrumentId');
    if (!instrumentId) return crmError('instrumentId is required.');
    const [row] = await request.db.query('SELECT * FROM installed_instruments WHERE id = $1', [
      instrumentId,
    ]);
    const owner = row ? { accountId: String(row.account_id) } : null;
    const notYours = await checkOwnership(request.db, request.caller, owner, INSTRUMENT_NOT_FOUND);
    if (notYours || !row) return notYours ?? crmError(INSTRUMENT_NOT_FOUND, 404);
    return ok({ instrument: instrumentToJson(row) });
  },
};
