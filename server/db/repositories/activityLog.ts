import type { Db } from '../../shared/contracts';

/** Spec 000 section 3 "Activity log". */
export interface ActivityLogEntry {
  storefrontId: string;
  salesforceOrgId: string | null;
  userName: string;
  userPoolId: string | null;
  /** Epoch seconds after which the entry may be discarded; null keeps it. */
  expiry: number | null;
  payload: {
    email?: string | null;
    contactId?: string | null;
    sf_user_name?: string | null;
    storefrontName?: string | null;
    action?: string | null;
    domain?: string | null;
    timestamp?: string | null;
    [key: string]: unknown;
  };
}

/** Stores one entry; returns its id. */
export async function insertActivityLog(db: Db, entry: ActivityLogEntry): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO activity_log (storefront_id, salesforce_org_id, user_name, user_pool_id, expiry, payload)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb) RETURNING id`,
    [
      entry.storefrontId,
      entry.salesforceOrgId,
      entry.userName,
      entry.userPoolId,
      entry.expiry,
      JSON.stringify(entry.payload),
    ],
  );
  if (!row) throw new Error('insertActivityLog: no id returned');
  return row.id;
}

export async function listActivityLog(
  db: Db,
  storefrontId: string,
  limit = 100,
): Promise<(ActivityLogEntry & { id: number; createdAt: string })[]> {
  const rows = await db.query<{
    id: number;
    storefront_id: string;
    salesforce_org_id: string | null;
    user_name: string;
    user_pool_id: string | null;
    expiry: number | null;
    payload: ActivityLogEntry['payload'];
    created_at: string;
  }>(
    `SELECT id, storefront_id, salesforce_org_id, user_name, user_pool_id, expiry, payload, created_at
       FROM activity_log WHERE storefront_id = $1 ORDER BY id DESC LIMIT $2`,
    [storefrontId, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    storefrontId: row.storefront_id,
    salesforceOrgId: row.salesforce_org_id,
    userName: row.user_name,
    userPoolId: row.user_pool_id,
    expiry: row.expiry,
    payload: row.payload,
    createdAt: row.created_at,
  }));
}
