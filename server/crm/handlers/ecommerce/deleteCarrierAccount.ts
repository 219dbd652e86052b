import { crmError, ok, stringArg, type CrmHandler } from '../../handler';
import { accountCarrierAccounts } from '../../records/shippingPreferences';
import { signedInAccount } from '../../records/signedInAccount';

/**
 * Removes the account's own account number with a carrier (carrierCode). None to remove answers
 * "Carrier account not found." (404). Carts that named the number keep it until changed.
 */
export const deleteCarrierAccount: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const signedIn = await signedInAccount(request, 'carrier accounts');
    if ('refused' in signedIn) return signedIn.refused;
    const { accountId } = signedIn.caller;
    const carrierCode = stringArg(request, 'carrierCode');
    if (!carrierCode) return crmError('carrierCode is required.');
    const deleted = await request.db.query(
      'DELETE FROM account_carrier_accounts WHERE account_id = $1 AND carrier_code = $2 RETURNING 1',
      [accountId, carrierCode],
    );
    if (!deleted.length) return crmError('Carrier account not found.', 404);
    return ok(await accountCarrierAccounts(request.db, accountId));
  },
};
