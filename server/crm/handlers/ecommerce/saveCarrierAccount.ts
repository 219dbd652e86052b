import { carrierAccountNumberProblem } from '../../../../schemas/address/accountBillingCalls';
import { crmError, ok, stringArg, type CrmHandler } from '../../handler';
import { accountCarrierAccounts } from '../../records/shippingPreferences';
import { signedInAccount } from '../../records/signedInAccount';

/**
 * Adds or changes the account's own account number with a carrier (carrierCode, accountNumber):
 * one number per carrier, so saving for a carrier that has one replaces it. Answers the account's
 * carrier accounts.
 */
export const saveCarrierAccount: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const signedIn = await signedInAccount(request, 'carrier accounts');
    if ('refused' in signedIn) return signedIn.refused;
    const { accountId } = signedIn.caller;
    const carrierCode = stringArg(request, 'carrierCode');
    const accountNumber = (stringArg(request, 'accountNumber') ?? '').trim();
    if (!carrierCode) return crmError('carrierCode is required.');
    const [carrier] = await request.db.query('SELECT 1 FROM shipping_carriers WHERE code = $1', [
      carrierCode,
    ]);
    if (!carrier) return crmError(`There is no carrier ${carrierCode}.`);
    const problem = carrierAccountNumberProblem(accountNumber);
    if (problem) return crmError(problem);
    await request.db.query(
      `INSERT INTO account_carrier_accounts (account_id, carrier_code, account_number)
       VALUES ($1, $2, $3)
       ON CONFLICT (account_id, carrier_code) DO UPDATE SET account_number = EXCLUDED.account_number`,
      [accountId, carrierCode, accountNumber],
    );
    return ok(await accountCarrierAccounts(request.db, accountId));
  },
};
