import type { Db } from '../../shared/contracts';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * Inserts many rows with one statement: the rows travel as one JSON parameter and PostgreSQL
 * converts them with the table's own row type (jsonb_populate_recordset). Far faster than one
 * INSERT per row on PGlite, and the same SQL on a real server. Only the columns named by the first
 * row are written, so the others keep their defaults; every row must name the same columns (a
 * missing key would silently become NULL rather than the default).
 */
export async function insertRows(
  db: Db,
  table: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  for (const name of [table, ...columns]) {
    if (!IDENTIFIER.test(name)) throw new Error(`insertRows: bad identifier ${name}`);
  }
  const signature = columns.join(',');
  const odd = rows.find((row) => Object.keys(row).join(',') !== signature);
  if (odd)
    throw new Error(
      `insertRows(${table}): rows name different columns (${Object.keys(odd).join(',')})`,
    );
  const list = columns.join(', ');
  await db.query(
    `INSERT INTO ${table} (${list}) SELECT ${list} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`,
    [JSON.stringify(rows)],
  );
}
