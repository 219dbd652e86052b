import { resolveCaller } from '../../caller';
import { crmError, ok, stringArg, type CrmHandler } from '../../handler';
import { addressById, ownedAddress } from '../../records/addressBook';

/**
 * Makes an address the account's default shipping address (use "shipping", the default) or
 * default billing address (use "billing"); the previous default stops being one. Checkout starts
 * an empty cart's shipping address from the default. Another account's address: 404.
 */
export const setDefaultAddress: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const caller = await resolveCaller(request);
    const id = stringArg(request, 'addressId', 'recordId');
    const use = stringArg(request, 'use') ?? 'shipping';
    if (use !== 'shipping' && use !== 'billing')
      return crmError('use must be "shipping" or "billing".');
    const owned = await ownedAddress(request.db, caller, id);
    if ('refused' in owned) return owned.refused;
    const column = use === 'shipping' ? 'is_default_shipping' : 'is_default_billing';
    await request.db.query(
      `UPDATE account_addresses SET ${column} = (id = $2) WHERE account_id = $1`,
      [owned.accountId, id],
    );
    return ok(await addressById(request.db, id ?? ''));
  },
};
