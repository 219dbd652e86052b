import type { Db, MetaItem } from '../../shared/contracts';

interface MetaItemRow extends Record<string, unknown> {
  id: string;
  organization_id: string;
  storefront_id: string;
  template_id: string | null;
  account_id: string | null;
  key: string;
  value: string;
}

/** A storefront's meta items sorted by creation time (then id, so ties are stable). */
export async function listMetaItemsByStorefront(
  db: Db,
  storefrontId: string,
  sortDirection: 'ASC' | 'DESC' = 'ASC',
): Promise<MetaItem[]> {
  // The direction is interpolated, so accept exactly the two keywords.
  const direction = sortDirection === 'DESC' ? 'DESC' : 'ASC';
  const rows = await db.query<MetaItemRow>(
    `SELECT id, organization_id, storefront_id, template_id, account_id, key, value
       FROM meta_items WHERE storefront_id = $1
      ORDER BY created_at ${direction}, id ${direction}`,
    [storefrontId],
  );
  return rows.map((row) => ({
    id: row.id,
    organizationId: row.organization_id,
    storefrontId: row.storefront_id,
    templateId: row.template_id,
    accountId: row.account_id,
    key: row.key,
    value: row.value,
  }));
}
