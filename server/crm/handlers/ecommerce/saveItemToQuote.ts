import {
  crmError,
  decodeNested,
  forbidden,
  ok,
  payloadArg,
  stringArg,
  type CrmHandler,
} from '../../handler';
import { mayUseQuote } from '../../records/ownership';
import { recalculateQuoteTotals } from '../../../db/repositories/quoteTotals';
import { createActiveCart, findActiveQuote, findQuote, quoteWithLines } from '../../records/quotes';
import { nextRecordId } from '../../records/recordIds';
import {
  notOnStorefrontMessage,
  ofAnotherStorefrontSql,
  storefrontOfDomain,
} from '../../records/storefrontOfDomain';
import { saveConfiguration } from '../../records/saveConfiguration';
import { lineListPrice, priceBookLines } from '../../records/bookPricedLines';

interface SaveLine {
  itemId: string;
  qty: number;
}

/** saverequest: one line or a list, as { itemId | Id | catalogItemId, qty | quantity }. */
function parseSaveRequest(value: unknown): SaveLine[] | null {
  const decoded = decodeNested(value);
  const list = Array.isArray(decoded)
    ? decoded
    : decoded && typeof decoded === 'object'
      ? [decoded]
      : [];
  const lines: SaveLine[] = [];
  for (const entry of list) {
    if (!entry || typeof entry !== 'object') return null;
    const record = entry as Record<string, unknown>;
    const itemId = record.itemId ?? record.ItemId ?? record.Id ?? record.catalogItemId;
    const qty = Number(record.qty ?? record.quantity ?? record.Quantity ?? 1);
    if (typeof itemId !== 'string' || !Number.isInteger(qty) || qty <= 0) return null;
    lines.push({ itemId, qty });
  }
  return lines.length ? lines : null;
}

/**
 * With saverequest {configuration}: saves a configuration into the cart (records/saveConfiguration.ts).
 * Otherwise adds items to a quote (objID), or to the caller's active cart, creating one when there is none.
 * Adding an item already in the quote raises its quantity. An item of another storefront's
 * catalogue is refused (records/storefrontOfDomain.ts) and nothing of the list is added.
 */
export const saveItemToQuote: CrmHandler = {
  method: 'ANY',
  async handle(request) {
    // A configurator save (issue 20): saverequest {configuration}, objID its saved configuration.
    const configured = decodeNested(payloadArg(request, 'saverequest', 'saveRequest'));
    if (configured && typeof configured === 'object' && 'configuration' in configured)
      return saveConfiguration(
        request,
        (configured as { configuration: unknown }).configuration,
        stringArg(request, 'objID', 'objId'),
      );
    const lines = parseSaveRequest(payloadArg(request, 'saverequest', 'saveRequest'));
    if (!lines) return crmError('saverequest must name items and positive whole quantities.');
    const { caller } = request;
    const storefrontId = await storefrontOfDomain(request.db, request.call.domain);
    const quoteId = await request.db
      .transaction(async (tx) => {
        let id = stringArg(request, 'objID', 'objId', 'quoteId');
        if (id) {
          const quote = await findQuote(tx, id);
          if (!quote) return null;
          if (!mayUseQuote(caller, quote)) return new ForbiddenQuoteError();
        }
        if (!id && caller.contactId)
          id =
            String((await findActiveQuote(tx, caller.contactId, caller.accountId))?.id ?? '') ||
            null;
        if (!id) {
          if (!caller.accountId) return null;
          id = await createActiveCart(tx, {
            accountId: caller.accountId,
            contactId: caller.contactId,
            storefrontId,
            isGuest: !caller.contactId,
          });
        }
        const [quote] = await tx.query<{ currency: string }>(
          'SELECT currency FROM quotes WHERE id = $1',
          [id],
        );
        for (const line of lines) {
          const [item] = await tx.query<{
            item_id: string;
            unit_price: number;
            elsewhere: boolean;
          }>(
            `SELECT c.item_id, COALESCE(p.unit_price, c.price) AS unit_price,
                    ($3::text IS NOT NULL AND ${ofAnotherStorefrontSql('c', '$3')}) AS elsewhere
               FROM catalog_items c
               LEFT JOIN catalog_item_prices p ON p.item_id = c.item_id AND p.currency = $2
              WHERE (c.item_id = $1 OR c.catalog_item_id = $1) AND c.active`,
            [line.itemId, quote?.currency ?? 'USD', storefrontId],
          );
          if (!item) throw new UnknownItemError(line.itemId);
          // The storefront decides what it sells: an item of another storefront's catalogue is
          // refused (the whole call: nothing of the list is added), not slipped into this cart.
          if (item.elsewhere) throw new NotOnStorefrontError(line.itemId);
          const updated = await tx.query(
            // Configured lines (configuration_id) belong to their configuration: never merged into.
            'UPDATE quote_line_items SET qty = qty + $3 WHERE quote_id = $1 AND item_id = $2 AND configuration_id IS NULL RETURNING id',
            [id, item.item_id, line.qty],
          );
          if (updated.length === 0) {
            await tx.query(
              `INSERT INTO quote_line_items (id, quote_id, item_id, qty, unit_price, list_price, sort_order)
             VALUES ($1, $2, $3, $4, $5, $6, (SELECT COALESCE(max(sort_order), 0) + 1 FROM quote_line_items WHERE quote_id = $2))`,
              [
                await nextRecordId(tx, '0QL'),
                id,
                item.item_id,
                line.qty,
                item.unit_price,
                lineListPrice(item.unit_price),
              ],
            );
          }
        }
        // The server prices the lines: the account's contract price for each line's quantity.
        await priceBookLines(tx, [id]);
        await tx.query('UPDATE quotes SET updated_at = now() WHERE id = $1', [id]);
        await recalculateQuoteTotals(tx, [id], true);
        return id;
      })
      .catch((error: unknown) => {
        if (error instanceof UnknownItemError || error instanceof NotOnStorefrontError)
          return error;
        throw error;
      });
    if (quoteId instanceof ForbiddenQuoteError) return forbidden('this quote is not yours.');
    if (quoteId instanceof UnknownItemError)
      return crmError(`Item ${quoteId.itemId} not found.`, 404);
    if (quoteId instanceof NotOnStorefrontError)
      return crmError(notOnStorefrontMessage(quoteId.itemId));
    if (!quoteId) return crmError('Quote not found.', 404);
    return ok(await quoteWithLines(request.db, quoteId));
  },
};

/** Returned (not thrown) from the transaction: nothing was written. */
class ForbiddenQuoteError {}

class UnknownItemError extends Error {
  constructor(readonly itemId: string) {
    super(`Unknown item ${itemId}`);
  }
}

class NotOnStorefrontError extends Error {
  constructor(readonly itemId: string) {
    super(`Item ${itemId} is not sold on this storefront`);
  }
}
