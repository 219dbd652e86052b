import type { Db } from '../../shared/contracts';

/**
 * Recomputes the stored totals of quotes from their lines. Subtotal is the sum of
 * qty x unit price less the line's customer discount (percent); discount_total is the promo
 * discount; total adds shipping and tax. Line changes void a calculated tax (`resetTax`), as the
 * CRM does: tax is calculated again at checkout.
 */
export async function recalculateQuoteTotals(
  db: Db,
  quoteIds: readonly string[],
  resetTax = false,
  /** Also sets updated_at (one statement instead of two for a line change). */
  touch = false,
): Promise<void> {
  if (quoteIds.length === 0) return;
  await db.query(
    `WITH line_totals AS (
       SELECT q.id,
              COALESCE(SUM(ROUND(l.qty * l.unit_price * (1 - l.discount / 100), 2)), 0) AS subtotal,
              COALESCE(SUM(l.promo_discount), 0) AS discount_total
         FROM quotes q LEFT JOIN quote_line_items l ON l.quote_id = q.id
        WHERE q.id = ANY($1::text[])
        GROUP BY q.id)
     UPDATE quotes q
        SET subtotal = t.subtotal,
            discount_total = t.discount_total,
            tax_amount = CASE WHEN $2::boolean THEN 0 ELSE q.tax_amount END,
            tax_committed = CASE WHEN $2::boolean THEN false ELSE q.tax_committed END,
            total = t.subtotal - t.discount_total + q.shipping_amount + CASE WHEN $2::boolean THEN 0 ELSE q.tax_amount END,
            updated_at = CASE WHEN $3::boolean THEN now() ELSE q.updated_at END
       FROM line_totals t
      WHERE q.id = t.id`,
    [quoteIds, resetTax, touch],
  );
}
