import { resolveCaller } from '../../caller';
import { crmError, ok, stringArg, type CrmHandler } from '../../handler';
import { recalculateQuoteTotals } from '../../../db/repositories/quoteTotals';
import { canSeeOrder, findOrder } from '../../records/orders';
import { createActiveCart, findActiveQuote, quoteWithLines } from '../../records/quotes';
import { lineListPrice, priceBookLines } from '../../records/bookPricedLines';
import { nextRecordId } from '../../records/recordIds';
import { ofAnotherStorefrontSql, storefrontOfDomain } from '../../records/storefrontOfDomain';

/**
 * Puts an order's lines into the caller's active cart (orderId), at today's prices in the cart's
 * currency; a line already in the cart has its quantity raised. Items no longer sold are skipped
 * and named (unavailable), as are items of another storefront's catalogue, so the buyer knows
 * what did not come back.
 */
export const reorder: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const orderId = stringArg(request, 'orderId', 'recordId');
    if (!orderId) return crmError('orderId is required.');
    const caller = await resolveCaller(request);
    const order = await findOrder(request.db, 'id', orderId);
    if (
      !order ||
      !(await canSeeOrder(request.db, caller, order)) ||
      !caller.contactId ||
      !caller.accountId
    )
      return crmError('Order not found.', 404);
    const storefrontId = await storefrontOfDomain(request.db, request.call.domain);
    const { quoteId, unavailable } = await request.db.transaction(async (tx) => {
      const active = await findActiveQuote(tx, caller.contactId ?? '', caller.accountId);
      const id =
        (active?.id as string | undefined) ??
        (await createActiveCart(tx, {
          accountId: caller.accountId ?? '',
          contactId: caller.contactId,
          storefrontId,
          isGuest: false,
        }));
      const [cart] = await tx.query<{ currency: string }>(
        'SELECT currency FROM quotes WHERE id = $1',
        [id],
      );
      const lines = await tx.query<{ item_id: string; sku: string; title: string; qty: number }>(
        'SELECT item_id, sku, title, qty FROM order_lines WHERE order_id = $1 ORDER BY line_number',
        [orderId],
      );
      const skipped: { sku: string; title: string }[] = [];
      for (const line of lines) {
        // An item this storefront does not sell (another storefront's) is unavailable here.
        const [item] = await tx.query<{ unit_price: number }>(
          `SELECT COALESCE(p.unit_price, c.price) AS unit_price FROM catalog_items c
             LEFT JOIN catalog_item_prices p ON p.item_id = c.item_id AND p.currency = $2
            WHERE c.item_id = $1 AND c.active
              AND NOT ($3::text IS NOT NULL AND ${ofAnotherStorefrontSql('c', '$3')})`,
          [line.item_id, cart?.currency ?? 'USD', storefrontId],
        );
        if (!item) {
          skipped.push({ sku: line.sku, title: line.title });
          continue;
        }
        const raised = await tx.query(
          'UPDATE quote_line_items SET qty = qty + $3 WHERE quote_id = $1 AND item_id = $2 RETURNING id',
          [id, line.item_id, line.qty],
        );
        if (raised.length === 0)
          await tx.query(
            `INSERT INTO quote_line_items (id, quote_id, item_id, qty, unit_price, list_price, sort_order)
             VALUES ($1, $2, $3, $4, $5, $6, (SELECT COALESCE(max(sort_order), 0) + 1 FROM quote_line_items WHERE quote_id = $2))`,
            [
              await nextRecordId(tx, '0QL'),
              id,
              line.item_id,
              line.qty,
              item.unit_price,
              lineListPrice(item.unit_price),
            ],
          );
      }
      // Reordered lines pay today's contract prices for their quantities, not the old order's.
      await priceBookLines(tx, [id]);
      await tx.query('UPDATE quotes SET updated_at = now() WHERE id = $1', [id]);
      await recalculateQuoteTotals(tx, [id], true);
      return { quoteId: id, unavailable: skipped };
    });
    return ok({ ...(await quoteWithLines(request.db, quoteId)), unavailable });
  },
};
