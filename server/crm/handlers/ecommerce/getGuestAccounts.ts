import { crmError, noRecords, ok, stringArg, type CrmHandler } from '../../handler';

/** The guest account (accId) of a guest-capable storefront, as a one-element list. */
export const getGuestAccounts: CrmHandler = {
  method: 'GET',
  accIdNamesRecord: true,
  async handle(request) {
    const accountId = stringArg(request, 'accId');
    if (!accountId) return crmError('accId is required.');
    const rows = await request.db.query<{ id: string; name: string; currency: string }>(
      'SELECT id, name, currency FROM accounts WHERE id = $1 AND is_guest_account',
      [accountId],
    );
    if (rows.length === 0) return noRecords();
    return ok(rows.map((row) => ({ Id: row.id, Name: row.name, CurrencyIsoCode: row.currency })));
  },
};
