import type { Db } from '../../shared/contracts';
import type { Caller } from '../caller';

/** The status of a quote support prepared and the customer has not taken over yet. */
export const SERVICE_QUOTE_STATUS = 'Service Quote';

/** A service quote as getActiveOpenCart lists it. */
export interface ServiceQuoteJson {
  id: string;
  quoteNumber: string;
  name: string;
  preparedBy: string | null;
  instrument: { id: string; modelName: string; serialNumber: string } | null;
  currency: string;
  total: number;
  lineCount: number;
  createdAt: string;
}

/** The caller's service quotes waiting to be taken over, at the account they act for. */
export async function serviceQuotesOf(db: Db, caller: Caller): Promise<ServiceQuoteJson[]> {
  const rows = await db.query(
    `SELECT q.id, q.quote_number, q.name, q.prepared_by, q.currency, q.total, q.created_at,
            i.id AS instrument_id, i.model_name, i.serial_number,
            (SELECT count(*)::int FROM quote_line_items l WHERE l.quote_id = q.id) AS line_count
       FROM quotes q LEFT JOIN installed_instruments i ON i.id = q.service_instrument_id
      WHERE q.contact_id = $1 AND q.account_id = $2 AND q.status = $3
      ORDER BY q.created_at DESC, q.id`,
    [caller.contactId, caller.accountId, SERVICE_QUOTE_STATUS],
  );
  return rows.map((row) => ({
    id: String(row.id),
    quoteNumber: String(row.quote_number),
    name: String(row.name),
    preparedBy: row.prepared_by ? String(row.prepared_by) : null,
    instrument: row.instrument_id
      ? {
          id: String(row.instrument_id),
          modelName: String(row.model_name),
          serialNumber: String(row.serial_number),
        }
      : null,
    currency: String(row.currency),
    total: Number(row.total),
    lineCount: Number(row.line_count),
    createdAt:
      row.created_at instanceof Date ? row.created_at.toISOString() : String(row.created_at),
  }));
}
