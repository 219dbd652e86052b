import type { Db } from '../../shared/contracts';
import { QUOTE_FIELDS } from '../../../schemas/crm/quoteFields';

/** Every Quote field under its CRM name, as getRecord answers them (recordData). */
export async function quoteRecord(
  db: Db,
  quoteId: string,
): Promise<Record<string, unknown> | null> {
  const columns = Object.entries(QUOTE_FIELDS)
    .map(([name, field]) => `${field.column} AS "${name}"`)
    .join(', ');
  const [row] = await db.query(`SELECT ${columns} FROM quotes WHERE id = $1`, [quoteId]);
  return row ?? null;
}
