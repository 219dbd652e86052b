import type { Db } from '../../shared/contracts';
import type { Caller } from '../caller';
import { checkOwnership } from './ownership';
import type { CrmField, CrmObject } from '../../../schemas/crm/crmObjects';

const OWNER_ACCOUNT = '__owner_account';
const OWNER_CONTACT = '__owner_contact';
const OWNER_GUEST = '__owner_guest';

/**
 * The record's chosen fields when the caller may see it, else null (missing and not yours read
 * alike). Account-owned objects go through checkOwnership; an Account is readable when the caller
 * may act for it or it is the related account (distributor, parent) of one they may act for.
 */
export async function readableRecord(
  db: Db,
  caller: Caller,
  object: CrmObject,
  objectId: string,
  fields: [string, CrmField][],
): Promise<Record<string, unknown> | null> {
  const idColumn = object.fields.Id?.column ?? 'id';
  const columns = fields.map(([name, field]) => `${field.column} AS "${name}"`);
  if (object.accountColumn) columns.push(`${object.accountColumn} AS "${OWNER_ACCOUNT}"`);
  if (object.contactColumn) columns.push(`${object.contactColumn} AS "${OWNER_CONTACT}"`);
  if (object.guestColumn) columns.push(`${object.guestColumn} AS "${OWNER_GUEST}"`);
  const [row] = await db.query(
    `SELECT ${columns.join(', ')} FROM ${object.table} WHERE ${idColumn} = $1`,
    [objectId],
  );
  if (!row) return null;
  if (object.accountColumn) {
    const refused = await checkOwnership(db, caller, {
      accountId: String(row[OWNER_ACCOUNT]),
      contactId: (row[OWNER_CONTACT] as string | null | undefined) ?? null,
      isGuest: row[OWNER_GUEST] === true,
    });
    if (refused) return null;
  } else if (object.table === 'accounts' && !(await accountReadable(db, caller, objectId))) {
    return null;
  }
  delete row[OWNER_ACCOUNT];
  delete row[OWNER_CONTACT];
  delete row[OWNER_GUEST];
  return row;
}

async function accountReadable(db: Db, caller: Caller, accountId: string): Promise<boolean> {
  const mine = caller.allowedAccountIds;
  if (mine.includes(accountId)) return true;
  const [related] = await db.query(
    `SELECT 1 FROM accounts WHERE id = ANY($1::text[])
        AND (related_account_id = $2 OR parent_account_id = $2)`,
    [mine, accountId],
  );
  return Boolean(related);
}
