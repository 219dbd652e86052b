import type { Db } from '../../shared/contracts';
import { bookUnitPrice, contractPriceBook } from './contractPrices';

/**
 * The list price a new catalogue line keeps (quote_line_items.list_price): the catalogue's price
 * in the quote's currency, or null when the item has none (the line then is never repriced).
 */
export function lineListPrice(cataloguePrice: unknown): number | null {
  const price = Number(cataloguePrice);
  return Number.isFinite(price) && price > 0 ? price : null;
}

/** What pricing needs of a quote. */
export type QuoteAccount = {
  account_id: string | null;
  is_guest: boolean;
};

/**
 * Prices the book-priced lines of quotes (those with a list_price) from the quote's account's
 * contract price book for each line's quantity: the tier is chosen again whenever a line is added
 * or its quantity changes. A guest quote pays list prices whatever its account. Lines priced
 * otherwise (CPQ, configurations: no list_price) keep their unit price, and so do service parts
 * however they came in (addPartToQuote, or saveItemToQuote through a reorder): a part costs what
 * the parts search shows, the parts list's price (docs/decisions.md). The caller recalculates the
 * quote totals afterwards.
 */
export async function priceBookLines(
  db: Db,
  quoteIds: readonly string[],
  /** The quotes' account and guest flag when the caller has read them already (one query less). */
  known: ReadonlyMap<string, QuoteAccount> = new Map(),
): Promise<void> {
  for (const quoteId of new Set(quoteIds)) {
    const [quote] = known.has(quoteId)
      ? [known.get(quoteId)!]
      : await db.query<QuoteAccount>('SELECT account_id, is_guest FROM quotes WHERE id = $1', [
          quoteId,
        ]);
    if (!quote) continue;
    const book = await contractPriceBook(db, quote.is_guest ? null : quote.account_id);
    const lines = await db.query<{
      id: string;
      qty: number;
      unit_price: string | number;
      list_price: string | number;
      item_group: string;
    }>(
      `SELECT l.id, l.qty, l.unit_price, l.list_price, c.item_group
         FROM quote_line_items l JOIN catalog_items c ON c.item_id = l.item_id
        WHERE l.quote_id = $1 AND l.list_price IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM parts p WHERE p.item_id = l.item_id)`,
      [quoteId],
    );
    for (const line of lines) {
      const price = bookUnitPrice(book, line.item_group, Number(line.list_price), line.qty);
      if (price !== Number(line.unit_price))
        await db.query('UPDATE quote_line_items SET unit_price = $2 WHERE id = $1', [
          line.id,
          price,
        ]);
    }
  }
}
