import type { Db } from '../../shared/contracts';

/**
 * A new CRM-style record id: a three-character key prefix (as the CRM's object prefixes) and a
 * number from one sequence, so ids are unique across objects and stable within one database.
 */
export async function nextRecordId(db: Db, prefix: string): Promise<string> {
  const [row] = await db.query<{ n: number }>("SELECT nextval('crm_record_seq') AS n");
  return `${prefix}Dn${String(row?.n ?? 0).padStart(13, '0')}`;
}
