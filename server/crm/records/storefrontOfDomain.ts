import type { Db } from '../../shared/contracts';

/** The storefront serving the call's domain: catalogue visibility and new quotes depend on it. */
export async function storefrontOfDomain(db: Db, domain: string): Promise<string | null> {
  const [row] = await db.query<{ storefront_id: string }>(
    'SELECT storefront_id FROM storefronts WHERE lower(domain) = lower($1)',
    [domain],
  );
  return row?.storefront_id ?? null;
}
