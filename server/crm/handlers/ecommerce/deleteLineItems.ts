import { crmError, decodeNested, forbidden, ok, payloadArg, type CrmHandler } from '../../handler';
import { FORBIDDEN_QUOTE, quotesOfLines } from '../../records/ownership';
import { recalculateQuoteTotals } from '../../../db/repositories/quoteTotals';
import { quoteWithLines } from '../../records/quotes';

function lineIds(payload: unknown, fallback: unknown): string[] {
  const decoded = decodeNested(fallback ?? payload);
  const list = Array.isArray(decoded) ? decoded : [];
  return list.flatMap((entry) => {
    if (typeof entry === 'string') return [entry];
    const id =
      entry && typeof entry === 'object'
        ? ((entry as Record<string, unknown>).Id ?? (entry as Record<string, unknown>).id)
        : null;
    return typeof id === 'string' ? [id] : [];
  });
}

/** Removes quote lines (qliIds, or a bare list of ids) and answers with the updated quote. */
export const deleteLineItems: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const ids = lineIds(request.payload, payloadArg(request, 'qliIds', 'lineItemIds', 'ids'));
    if (ids.length === 0) return crmError('No quote line items to delete.');
    if ((await quotesOfLines(request.db, request.caller, ids)).forbidden)
      return forbidden(FORBIDDEN_QUOTE);
    const { quoteIds, deleted } = await request.db.transaction(async (tx) => {
      const deleted = await tx.query<{ quote_id: string }>(
        'DELETE FROM quote_line_items WHERE id = ANY($1::text[]) RETURNING quote_id',
        [ids],
      );
      const affected = [...new Set(deleted.map((row) => row.quote_id))];
      await tx.query('UPDATE quotes SET updated_at = now() WHERE id = ANY($1::text[])', [affected]);
      await recalculateQuoteTotals(tx, affected, true);
      return { quoteIds: affected, deleted: deleted.length };
    });
    if (quoteIds.length === 0) return crmError('Quote line items not found.', 404);
    return ok({ deleted, ...(await quoteWithLines(request.db, quoteIds[0] ?? '')) });
  },
};
