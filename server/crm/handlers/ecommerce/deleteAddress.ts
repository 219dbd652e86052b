import { resolveCaller } from '../../caller';
import { ok, stringArg, type CrmHandler } from '../../handler';
import { ownedAddress } from '../../records/addressBook';

/**
 * Deletes an address of the account's address book (addressId). Another account's address, or
 * one already deleted, answers "Address not found." (404). Quotes and orders keep their own copy
 * of an address, so none of them changes. When the default goes, the account has no default
 * until one is chosen (docs/decisions.md).
 */
export const deleteAddress: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const caller = await resolveCaller(request);
    const id = stringArg(request, 'addressId', 'recordId');
    const owned = await ownedAddress(request.db, caller, id);
    if ('refused' in owned) return owned.refused;
    await request.db.query('DELETE FROM account_addresses WHERE id = $1', [id]);
    return ok({ deleted: id });
  },
};
