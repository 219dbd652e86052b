import { resolveCaller } from '../../caller';
import { crmError, ok, payloadArg, type CrmHandler } from '../../handler';
import { callerMayUseAccount } from '../../ownership';
import { nextRecordId } from '../../records/recordIds';
import { validateFieldValue } from '../../records/validateFieldValue';

/** The address fields a saved address takes: [payload name, column, rule, required]. */
const ADDRESS_FIELDS = [
  ['Name', 'label', { kind: 'text', maxLength: 80 }, false],
  ['Street', 'address', { kind: 'text', maxLength: 255 }, true],
  ['Street2', 'address2', { kind: 'text', maxLength: 255 }, false],
  ['City', 'city', { kind: 'text', maxLength: 80 }, true],
  ['State', 'state', { kind: 'text', maxLength: 80 }, false],
  ['PostalCode', 'zip', { kind: 'text', maxLength: 20 }, true],
  ['Country', 'country', { kind: 'text', maxLength: 80 }, true],
  ['Location', 'location', { kind: 'text', maxLength: 120 }, false],
  ['ContactName', 'contact_name', { kind: 'text', maxLength: 120 }, false],
  ['Email', 'email', { kind: 'email' }, false],
  ['Phone', 'phone', { kind: 'phone' }, false],
] as const;

/**
 * Saves an address to the address book of the account the call acts for (checkout's "save this
 * address"). The same address saved twice (a retry, a second checkout) is kept once: the existing
 * entry is answered. Guests have no address book.
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
    const values: Record<string, unknown> = {};
    const problems: string[] = [];
    for (const [name, column, rule, required] of ADDRESS_FIELDS) {
      const checked = validateFieldValue(name, rule, source[name]);
      if ('problem' in checked) problems.push(checked.problem);
      else if (required && checked.value === null) problems.push(`${name}: required.`);
      else values[column] = checked.value;
    }
    if (problems.length) return crmError(problems.join(' '));
    const label = (values.label as string | null) ?? `${values.address}, ${values.city}`;
    const makeDefault = source.IsDefaultShipping === true;

    const id = await request.db.transaction(async (tx) => {
      const [existing] = await tx.query<{ id: string }>(
        `SELECT id FROM account_addresses WHERE account_id = $1 AND lower(address) = lower($2)
            AND lower(coalesce(address2, '')) = lower(coalesce($3, '')) AND lower(city) = lower($4)
            AND lower(zip) = lower($5) AND lower(country) = lower($6)`,
        [
          caller.accountId,
          values.address,
          values.address2,
          values.city,
          values.zip,
          values.country,
        ],
      );
      const addressId = existing?.id ?? (await nextRecordId(tx, 'a0A'));
      if (!existing) {
        await tx.query(
          `INSERT INTO account_addresses (id, account_id, label, address, address2, city, state, zip,
              country, location, contact_name, email, phone, created_by_contact_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
          [
            addressId,
            caller.accountId,
            label,
            values.address,
            values.address2,
            values.city,
            values.state,
            values.zip,
            values.country,
            values.location,
            values.contact_name,
            values.email,
            values.phone,
            caller.contactId,
          ],
        );
      }
      if (makeDefault) {
        await tx.query(
          'UPDATE account_addresses SET is_default_shipping = (id = $2) WHERE account_id = $1',
          [caller.accountId, addressId],
        );
      }
      return addressId;
    });
    const [saved] = await request.db.query(
      `SELECT id AS "Id", label AS "Name", address AS "Street", address2 AS "Street2", city AS "City",
              state AS "State", zip AS "PostalCode", country AS "Country", location AS "Location",
              contact_name AS "ContactName", email AS "Email", phone AS "Phone",
              is_default_shipping AS "IsDefaultShipping", is_default_billing AS "IsDefaultBilling"
         FROM account_addresses WHERE id = $1`,
      [id],
    );
    return ok(saved);
  },
};
