import type {
  ConfigurationSelection,
  SavedConfiguration,
} from '../../../schemas/configurator/configuratorTypes';
import type { Db } from '../../shared/contracts';
import type { Caller } from '../caller';

type Row = Record<string, unknown>;

export const CONFIGURATION_NOT_FOUND = 'Configuration not found.';

export function configurationToJson(row: Row): SavedConfiguration {
  const updated = row.updated_at;
  return {
    id: String(row.id),
    kind: row.kind as SavedConfiguration['kind'],
    itemId: (row.item_id as string | null) ?? null,
    name: String(row.name),
    quoteId: (row.quote_id as string | null) ?? null,
    selection: row.selection as ConfigurationSelection,
    updatedAt: updated instanceof Date ? updated.toISOString() : String(updated),
  };
}

/**
 * A saved configuration when it is the caller's own (their contact, at an account they may act
 * for); anyone else's, like one that does not exist, is null: it answers as missing.
 */
export async function ownConfiguration(
  db: Db,
  caller: Caller,
  configurationId: string,
): Promise<Row | null> {
  if (!caller.contactId) return null;
  const [row] = await db.query(
    'SELECT * FROM product_configurations WHERE id = $1 AND contact_id = $2 AND account_id = ANY($3::text[])',
    [configurationId, caller.contactId, caller.allowedAccountIds],
  );
  return row ?? null;
}
