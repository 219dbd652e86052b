import { recalculateQuoteTotals } from '../../../db/repositories/quoteTotals';
import { crmError, ok, payloadArg, type CrmHandler } from '../../handler';
import { createActiveCart, findActiveQuote, quoteWithLines } from '../../records/quotes';
import { priceBookLines } from '../../records/bookPricedLines';
import { nextRecordId } from '../../records/recordIds';
import {
  PART_NOT_FOUND,
  partOfCall,
  payloadIdentityProblem,
  refuseGuest,
} from '../../records/serviceParts';
import { storefrontOfDomain } from '../../records/storefrontOfDomain';

/** The most of one part a single add may ask for. */
export const PART_QTY_MAX = 999;

/**
 * Adds a part to the caller's open cart, the same quote the cart block shows (spec 001 section 7:
 * payload plus awsUserType and contactId). Payload `itemId` (or `partNumber`) and `qty`; a part
 * already in the cart has its quantity raised. An obsolete part is refused with its replacement
 * named (409), so nothing unorderable reaches the cart. Answers the cart `{quote, lineItems,
 * itemCount}`, creating the cart when the caller has none.
 */
export const addPartToQuote: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const refused =
      refuseGuest(request.caller) ?? payloadIdentityProblem(request, 'awsUserType', 'contactId');
    if (refused) return refused;
    const rawQty = payloadArg(request, 'qty', 'quantity');
    const qty = typeof rawQty === 'string' && rawQty.trim() !== '' ? Number(rawQty) : rawQty;
    if (typeof qty !== 'number' || !Number.isInteger(qty) || qty < 1 || qty > PART_QTY_MAX)
      return crmError(`qty must be a whole number from 1 to ${PART_QTY_MAX}.`);
    const part = await partOfCall(request, 'itemId', 'partNumber');
    if (!part) return crmError(PART_NOT_FOUND, 404);
    if (part.isObsolete) {
      const [replacement] = await request.db.query<{ part_number: string }>(
        `SELECT p.part_number FROM part_relations r JOIN parts p ON p.item_id = r.related_item_id
          WHERE r.item_id = $1 AND r.relation = 'Superseded' LIMIT 1`,
        [part.itemId],
      );
      return crmError(
        `Part ${part.partNumber} is obsolete${replacement ? `; order ${replacement.part_number} instead` : ' and cannot be ordered'}.`,
        409,
      );
    }
    const { caller } = request;
    const storefrontId = await storefrontOfDomain(request.db, request.call.domain);
    const quoteId = await request.db.transaction(async (tx) => {
      const active = await findActiveQuote(tx, caller.contactId ?? '', caller.accountId);
      const id = active
        ? String(active.id)
        : await createActiveCart(tx, {
            accountId: caller.accountId ?? '',
            contactId: caller.contactId,
            storefrontId,
            isGuest: false,
          });
      const [quote] = await tx.query<{ currency: string }>(
        'SELECT currency FROM quotes WHERE id = $1',
        [id],
      );
      const [price] = await tx.query<{ unit_price: number }>(
        `SELECT COALESCE(p.unit_price, c.price) AS unit_price FROM catalog_items c
           LEFT JOIN catalog_item_prices p ON p.item_id = c.item_id AND p.currency = $2
          WHERE c.item_id = $1`,
        [part.itemId, quote?.currency ?? 'USD'],
      );
      const updated = await tx.query(
        'UPDATE quote_line_items SET qty = qty + $3 WHERE quote_id = $1 AND item_id = $2 RETURNING id',
        [id, part.itemId, qty],
      );
      if (updated.length === 0)
        await tx.query(
          `INSERT INTO quote_line_items (id, quote_id, item_id, qty, unit_price, sort_order)
           VALUES ($1, $2, $3, $4, $5, (SELECT COALESCE(max(sort_order), 0) + 1 FROM quote_line_items WHERE quote_id = $2))`,
          [await nextRecordId(tx, '0QL'), id, part.itemId, qty, price?.unit_price ?? part.price],
        );
      // Parts keep the parts list's price; a catalogue line the part joined follows its book tier.
      await priceBookLines(tx, [id]);
      await tx.query('UPDATE quotes SET updated_at = now() WHERE id = $1', [id]);
      await recalculateQuoteTotals(tx, [id], true);
      return id;
    });
    return ok(await quoteWithLines(request.db, quoteId));
  },
};
