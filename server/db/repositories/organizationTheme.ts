import type { Db } from '../../shared/contracts';

/**
 * The organisation's theme JSON (ThemeSettings of server/app/theme.ts: colors, fonts, radius,
 * logoUrl, cssVariables), or null for an unknown organisation.
 */
export async function getOrganizationTheme(
  db: Db,
  organizationId: string,
): Promise<Record<string, unknown> | null> {
  const [row] = await db.query<{ theme: Record<string, unknown> }>(
    'SELECT theme FROM organizations WHERE id = $1',
    [organizationId],
  );
  return row ? row.theme : null;
}

/** The storefront's own `theme` meta item (laid over the organisation's), or null. */
export async function getStorefrontTheme(
  db: Db,
  storefrontId: string,
): Promise<Record<string, unknown> | null> {
  const [row] = await db.query<{ value: string }>(
    `SELECT value FROM meta_items WHERE storefront_id = $1 AND key = 'theme' AND template_id IS NULL
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [storefrontId],
  );
  if (!row) return null;
  try {
    return JSON.parse(row.value) as Record<string, unknown>;
  } catch {
    return null;
  }
}
