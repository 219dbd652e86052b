import {
  crmError,
  decodeNested,
  forbidden,
  ok,
  payloadArg,
  type CrmHandler,
  type CrmRequest,
} from '../../handler';
import { recalculateQuoteTotals } from '../../../db/repositories/quoteTotals';
import { FORBIDDEN_QUOTE, quotesOfLines } from '../../records/ownership';
import { listLineItems } from '../../records/quotes';
import { priceBookLines } from '../../records/bookPricedLines';

interface LineUpdate {
  id: string;
  qty: number | null;
}

function parseUpdates(request: CrmRequest): LineUpdate[] {
  const decoded = decodeNested(
    payloadArg(request, 'lineItems', 'qlis', 'items') ?? request.payload,
  );
  const list = Array.isArray(decoded)
    ? decoded
    : decoded && typeof decoded === 'object'
      ? [decoded]
      : [];
  return list.flatMap((entry) => {
    if (!entry || typeof entry !== 'object') return [];
    const record = entry as Record<string, unknown>;
    const id = record.Id ?? record.id ?? record.qliId;
    if (typeof id !== 'string') return [];
    const raw = record.qty ?? record.Quantity ?? record.quantity;
    // An empty quantity means "leave this line alone" (spec 001 section 5).
    const qty = raw === '' || raw === null || raw === undefined ? null : Number(raw);
    return [{ id, qty: qty === null || Number.isNaN(qty) ? null : Math.floor(qty) }];
  });
}

/**
 * Sets line quantities ([{ Id, qty }]). Setting, not adding, makes a retried call (after a row
 * lock) give the same result. A quantity of 0 removes the line.
 */
export const updateQLI: CrmHandler = {
  method: 'ANY',
  async handle(request) {
    const updates = parseUpdates(request);
    if (updates.length === 0) return crmError('No quote line items to update.');
    const ids = updates.map((update) => update.id);
    if ((await quotesOfLines(request.db, request.caller, ids)).forbidden)
      return forbidden(FORBIDDEN_QUOTE);
    const quoteId = await request.db.transaction(async (tx) => {
      const ids = updates.map((update) => update.id);
      const found = await tx.query<{ id: string; quote_id: string }>(
        'SELECT id, quote_id FROM quote_line_items WHERE id = ANY($1::text[])',
        [ids],
      );
      const quoteIds = [...new Set(found.map((row) => row.quote_id))];
      if (found.length === 0 || quoteIds.length !== 1) return null;
      for (const update of updates) {
        if (update.qty === null) continue;
        if (update.qty <= 0)
          await tx.query('DELETE FROM quote_line_items WHERE id = $1', [update.id]);
        else
          await tx.query('UPDATE quote_line_items SET qty = $2 WHERE id = $1', [
            update.id,
            update.qty,
          ]);
      }
      // A new quantity may reach another tier of the account's price book.
      await priceBookLines(tx, quoteIds);
      await tx.query('UPDATE quotes SET updated_at = now() WHERE id = ANY($1::text[])', [quoteIds]);
      await recalculateQuoteTotals(tx, quoteIds, true);
      return quoteIds[0] ?? null;
    });
    if (!quoteId) return crmError('Quote line items not found.', 404);
    return ok(await listLineItems(request.db, quoteId));
  },
};
