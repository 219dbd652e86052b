import { randomInt } from 'node:crypto';
import type { Db } from '../../shared/contracts';

/**
 * A new CRM-style record id: a three-character key prefix (as the CRM's object prefixes) and a
 * number from one sequence, so ids are unique across objects and stable within one database.
 */
export async function nextRecordId(db: Db, prefix: string): Promise<string> {
  const [row] = await db.query<{ n: number }>("SELECT nextval('crm_record_seq') AS n");
  return `${prefix}Dn${String(row?.n ?? 0).padStart(13, '0')}`;
}

const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * An 18-character record id whose 15 characters after the prefix are random (89 bits): for
 * records whose id is their only key, a guest's quote, so the next one cannot be guessed from the
 * last (sequential ids would let one guest walk through every other guest's cart).
 */
export function unguessableRecordId(prefix: string): string {
  let id = prefix;
  for (let i = 0; i < 15; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}
