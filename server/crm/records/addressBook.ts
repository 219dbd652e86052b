import {
  addressProblems,
  normalizedAddress,
  type AddressInput,
} from '../../../schemas/address/addressBookRules';
import type { Db } from '../../shared/contracts';
import type { Caller } from '../caller';
import { crmError } from '../handler';
import { checkOwnership } from './ownership';
import type { ActionResult } from '../../shared/contracts';
import { validateFieldValue } from './validateFieldValue';

/** An address-book entry as the CRM answers it (getLookupRecords Address, saveAddress). */
export const ADDRESS_COLUMNS = `id AS "Id", label AS "Name", address AS "Street", address2 AS "Street2",
  city AS "City", state AS "State", zip AS "PostalCode", country AS "Country", location AS "Location",
  contact_name AS "ContactName", email AS "Email", phone AS "Phone",
  is_default_shipping AS "IsDefaultShipping", is_default_billing AS "IsDefaultBilling"`;

export async function addressById(db: Db, id: string): Promise<Record<string, unknown> | null> {
  const [row] = await db.query(`SELECT ${ADDRESS_COLUMNS} FROM account_addresses WHERE id = $1`, [
    id,
  ]);
  return row ?? null;
}

/**
 * The address of the account the call acts for, or the refusal: an address of another account, or
 * none, answers "Address not found." (404) alike, so ids of other customers cannot be probed.
 */
export async function ownedAddress(
  db: Db,
  caller: Caller,
  id: string | null,
): Promise<{ accountId: string } | { refused: ActionResult }> {
  if (!caller.contactId || !caller.accountId)
    return { refused: crmError('Sign in to manage addresses.', 403) };
  const [row] = id
    ? await db.query<{ account_id: string }>(
        'SELECT account_id FROM account_addresses WHERE id = $1',
        [id],
      )
    : [];
  const refused = await checkOwnership(
    db,
    caller,
    row ? { accountId: row.account_id } : null,
    'Address not found.',
  );
  return refused || !row
    ? { refused: refused ?? crmError('Address not found.', 404) }
    : { accountId: row.account_id };
}

const TEXT_FIELDS = [
  'Name',
  'Street',
  'Street2',
  'City',
  'State',
  'PostalCode',
  'Country',
  'Location',
  'ContactName',
] as const;

/**
 * The address a payload asks to save, checked with the address book's rules
 * (schemas/address/addressBookRules.ts, the forms' own) and the CRM's value checks (no control
 * characters, a plain email and phone): the normalized address, or every problem in one message.
 */
export function checkedAddress(
  source: Record<string, unknown>,
): { address: Required<AddressInput> } | { problem: string } {
  const problems: string[] = [];
  const input: AddressInput = {};
  for (const name of TEXT_FIELDS) {
    const checked = validateFieldValue(name, { kind: 'text', maxLength: 1000 }, source[name]);
    if ('problem' in checked) problems.push(checked.problem);
    else input[name] = (checked.value as string | null) ?? null;
  }
  // Their format is the address book's rule below, in the forms' words.
  for (const name of ['Email', 'Phone'] as const) {
    const value = source[name];
    if (value === null || value === undefined || value === '') continue;
    if (typeof value !== 'string') problems.push(`${name}: expected text.`);
    else input[name] = value;
  }
  problems.push(...Object.values(addressProblems(input)));
  return problems.length ? { problem: problems.join(' ') } : { address: normalizedAddress(input) };
}
