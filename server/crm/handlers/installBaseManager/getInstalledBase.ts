import { noRecords, ok, type CrmHandler } from '../../handler';
import { instrumentToJson, refuseGuest } from '../../records/serviceParts';

/**
 * The installed base of the account the call acts for: its instruments with model, serial
 * number, install date, location, service contract and warranty (issue 19). The spec names the
 * install-base manager base but no type for it; `getInstalledBase` is ours (docs/decisions.md).
 */
export const getInstalledBase: CrmHandler = {
  method: 'GET',
  async handle(request) {
    const refused = refuseGuest(request.caller);
    if (refused) return refused;
    const rows = await request.db.query(
      `SELECT * FROM installed_instruments WHERE account_id = $1
        ORDER BY product_line, model_name, serial_number`,
      [request.caller.accountId],
    );
    if (rows.length === 0) return noRecords();
    return ok({ instruments: rows.map(instrumentToJson) });
  },
};
