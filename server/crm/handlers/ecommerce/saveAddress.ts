import { resolveCaller } from '../../caller';
import { crmError, ok, payloadArg, type CrmHandler } from '../../handler';
import { callerMayUseAccount } from '../../records/ownership';
import { addressById, checkedAddress, ownedAddress } from '../../records/addressBook';
import { nextRecordId } from '../../records/recordIds';

/**
 * Saves an address to the address book of the account the call acts for: a new one (checkout's
 * "save this address", the address book's "Add address"), or, with `Id`, an edit of one of the
 * account's addresses (another account's answers "Address not found."). Every value is checked
 * with the address book's country-aware rules. The same new address saved twice (a retry, a
 * second checkout) is kept once: the existing entry is answered. Guests have no address book.
 * `IsDefaultShipping: true` makes it the default shipping address.
 */
export const saveAddress: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const caller = await resolveCaller(request);
    if (!caller.contactId || !caller.accountId) return crmError('Sign in to save addresses.', 403);
    if (!(await callerMayUseAccount(request.db, caller, caller.accountId)))
      return crmError('Account not found.', 404);
    const source = (payloadArg(request, 'address') ?? request.payload) as Record<string, unknown>;
    if (!source || typeof source !== 'object') return crmError('address is required.');
    const editId = typeof source.Id === 'string' && source.Id ? source.Id : null;
    if (editId) {
      const owned = await ownedAddress(request.db, caller, editId);
      if ('refused' in owned) return owned.refused;
    }
    const checked = checkedAddress(source);
    if ('problem' in checked) return crmError(checked.problem);
    const values = checked.address;
    const label = values.Name ?? `${values.Street}, ${values.City}`;
    const makeDefault = source.IsDefaultShipping === true;
    const accountId = caller.accountId;

    const id = await request.db.transaction(
      async (tx): Promise<{ duplicateOf: string } | { id: string }> => {
        const [existing] = await tx.query<{ id: string }>(
          `SELECT id FROM account_addresses WHERE account_id = $1 AND lower(address) = lower($2)
            AND lower(coalesce(address2, '')) = lower(coalesce($3, '')) AND lower(city) = lower($4)
            AND lower(zip) = lower($5) AND lower(country) = lower($6)
            AND ($7::text IS NULL OR id <> $7)`,
          [
            accountId,
            values.Street,
            values.Street2,
            values.City,
            values.PostalCode,
            values.Country,
            editId,
          ],
        );
        if (editId && existing) return { duplicateOf: existing.id };
        const addressId = editId ?? existing?.id ?? (await nextRecordId(tx, 'a0A'));
        const columns = [
          label,
          values.Street,
          values.Street2,
          values.City,
          values.State,
          values.PostalCode,
          values.Country,
          values.Location,
          values.ContactName,
          values.Email,
          values.Phone,
        ];
        if (editId) {
          await tx.query(
            `UPDATE account_addresses SET label = $2, address = $3, address2 = $4, city = $5,
              state = $6, zip = $7, country = $8, location = $9, contact_name = $10, email = $11,
              phone = $12
            WHERE id = $1`,
            [addressId, ...columns],
          );
        } else if (!existing) {
          await tx.query(
            `INSERT INTO account_addresses (id, account_id, label, address, address2, city, state, zip,
              country, location, contact_name, email, phone, created_by_contact_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
            [addressId, accountId, ...columns, caller.contactId],
          );
        }
        if (makeDefault) {
          await tx.query(
            'UPDATE account_addresses SET is_default_shipping = (id = $2) WHERE account_id = $1',
            [accountId, addressId],
          );
        }
        return { id: addressId };
      },
    );
    if ('duplicateOf' in id) {
      const other = await addressById(request.db, id.duplicateOf);
      return crmError(
        `This address is already in the address book as "${String(other?.Name ?? '')}".`,
        409,
      );
    }
    return ok(await addressById(request.db, id.id));
  },
};
