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
    // One transaction from the ownership check to the answer: on the embedded database (one
    // connection) every statement outside it queued again behind all other callers', so a cart
    // update waited four times under load (docs/benchmarks.md, session 10).
    const outcome = await request.db.transaction(async (tx) => {
      const owned = await quotesOfLines(tx, request.caller, ids);
      if (owned.forbidden) return 'forbidden' as const;
      const { quoteIds } = owned;
      if (quoteIds.length !== 1) return null;
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
      const accounts = new Map(
        owned.quotes.map((quote) => [
          String(quote.id),
          { account_id: quote.account_id as string | null, is_guest: quote.is_guest === true },
        ]),
      );
      await priceBookLines(tx, quoteIds, accounts);
      await recalculateQuoteTotals(tx, quoteIds, true, true);
      return listLineItems(tx, quoteIds[0]!);
    });
    if (outcome === 'forbidden') return forbidden(FORBIDDEN_QUOTE);
    if (!outcome) return crmError('Quote line items not found.', 404);
    return ok(outcome);
  },
};
