import { randomBytes } from 'node:crypto';
import { resolveCaller, type Caller } from '../../caller';
import { crmError, ok, stringArg, type CrmHandler, type CrmRequest } from '../../handler';
import type { ActionResult, Db } from '../../../shared/contracts';
import { ownedQuote } from '../../records/ownedQuote';
import { canSeeOrder, confirmationPath, findOrder, orderToJson } from '../../records/orders';
import { createActiveCart } from '../../records/quotes';
import { calculateQuoteTax } from '../../records/quoteTax';
import { refreshQuoteShipping } from '../../records/quoteShipping';
import { nextRecordId } from '../../records/recordIds';
import { deliveryEstimate } from '../../records/shippingRates';
import { recordOrderConfirmation } from '../../records/orderConfirmationMail';
import { mayPayOnTerms } from '../../records/paymentTerms';
import {
  placeOrderBlockers,
  type OrderReadiness,
  type PaymentMethod,
} from '../../../../schemas/checkout/checkoutRules';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;

type Row = Record<string, unknown>;

/** The answer for an order that exists: the same for the first placement and every retry. */
async function placedAnswer(
  db: Db,
  order: Row,
  alreadyPlaced: boolean,
  newCartId: string | null,
): Promise<ActionResult> {
  return ok({
    alreadyPlaced,
    order: await orderToJson(db, order),
    confirmationToken: order.confirmation_token,
    confirmationUrl: confirmationPath(String(order.confirmation_token)),
    newCartId,
  });
}

/** The caller's cart after an order: the active cart that replaced the ordered quote. */
async function currentCartId(db: Db, caller: Caller, order: Row): Promise<string | null> {
  if (order.is_guest) {
    const [guestCart] = await db.query<{ id: string }>(
      `SELECT id FROM quotes WHERE account_id = $1 AND is_guest AND status = 'Draft'
          AND created_at >= $2 ORDER BY created_at LIMIT 1`,
      [order.account_id, order.placed_at],
    );
    return guestCart?.id ?? null;
  }
  const [cart] = await db.query<{ id: string }>(
    `SELECT id FROM quotes WHERE contact_id = $1 AND account_id = $2 AND is_active
      ORDER BY created_at DESC LIMIT 1`,
    [caller.contactId, order.account_id],
  );
  return cart?.id ?? null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function parseAttempt(request: CrmRequest): { quoteId: string | null; key: string | null } {
  return {
    quoteId: stringArg(request, 'quoteId', 'recordId'),
    key: stringArg(request, 'idempotencyKey', 'idempotency_key'),
  };
}

/**
 * Places the order (payload quoteId, idempotencyKey): commits the tax, turns the quote into an
 * order with a human number (SO-100001...), takes the card payment or the PO on terms, records the
 * buyer's confirmation in the development mailbox, and starts a new cart. Exactly once: the
 * idempotency key of the attempt and the quote each map to one order, so a double click, a retry
 * after a timeout or a reload answers the order already placed (alreadyPlaced: true) and never
 * creates a second order or takes a second payment.
 */
export const placeOrder: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const { quoteId, key } = parseAttempt(request);
    if (!key || !IDEMPOTENCY_KEY.test(key))
      return crmError('idempotencyKey must be 16 to 100 letters, digits, - or _.');
    const caller = await resolveCaller(request);

    const byKey = await findOrder(request.db, 'idempotency_key', key);
    if (byKey) {
      if (byKey.quote_id !== quoteId)
        return crmError('This idempotency key belongs to another order.', 409);
      const mayRead = byKey.is_guest ? true : await canSeeOrder(request.db, caller, byKey);
      if (!mayRead) return crmError('Quote not found.', 404);
    }
    const owned = await ownedQuote(request, caller, quoteId);
    if ('refused' in owned) return owned.refused;
    const { quote } = owned;
    const existing = byKey ?? (await findOrder(request.db, 'quote_id', String(quote.id)));
    if (existing)
      return placedAnswer(
        request.db,
        existing,
        true,
        await currentCartId(request.db, caller, existing),
      );
    if (quote.status !== 'Draft')
      return crmError(`This quote is ${String(quote.status)} and cannot be ordered.`, 409);

    const id = String(quote.id);
    type Outcome =
      | { kind: 'refused'; answer: ActionResult }
      | { kind: 'raced' }
      | { kind: 'placed'; order: Row; newCartId: string };
    const outcome = await request.db.transaction(async (tx): Promise<Outcome> => {
      const service = await refreshQuoteShipping(tx, id);
      const tax = await calculateQuoteTax(tx, id, true);
      const [fresh] = await tx.query('SELECT * FROM quotes WHERE id = $1', [id]);
      const [{ n: lineCount = 0 } = {}] = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM quote_line_items WHERE quote_id = $1',
        [id],
      );
      if (!fresh) return { kind: 'refused', answer: crmError('Quote not found.', 404) };
      let paymentId: string | null = null;
      let cardPayment: OrderReadiness['cardPayment'] = 'none';
      if (fresh.payment_method === 'Card') {
        const [payment] = await tx.query<{ id: string; amount: number }>(
          `SELECT id, amount FROM payments WHERE quote_id = $1 AND status = 'Authorized' AND order_id IS NULL
            ORDER BY created_at DESC LIMIT 1`,
          [id],
        );
        if (payment && Number(payment.amount).toFixed(2) === Number(fresh.total).toFixed(2)) {
          cardPayment = 'authorised';
          paymentId = payment.id;
        } else if (payment) cardPayment = 'stale';
      }
      const reasons = placeOrderBlockers({
        lineCount,
        shipping: {
          address: text(fresh.shipping_address),
          city: text(fresh.shipping_city),
          state: text(fresh.shipping_state),
          zip: text(fresh.shipping_zip),
          country: text(fresh.shipping_country),
        },
        shippingServiceId: text(fresh.shipping_service_id),
        isGuest: !caller.contactId,
        buyerName: text(fresh.buyer_contact_name),
        buyerEmail: text(fresh.buyer_email),
        termsAccepted: fresh.terms_accepted === true,
        paymentMethod: (fresh.payment_method as PaymentMethod | null) ?? null,
        mayPayOnTerms: await mayPayOnTerms(tx, caller, fresh.account_id),
        poNumber: text(fresh.po_number),
        cardPayment,
      });
      if (!tax?.taxCalculated && reasons.length === 0)
        reasons.push('Enter the complete shipping address.');
      if (reasons.length)
        return {
          kind: 'refused',
          answer: crmError(`The order cannot be placed: ${reasons.join(' ')}`, 422),
        };

      const orderId = await nextRecordId(tx, '801');
      const [{ n } = { n: 0 }] = await tx.query<{ n: number }>(
        "SELECT nextval('order_number_seq') AS n",
      );
      const token = randomBytes(24).toString('base64url');
      const [contact] = caller.contactId
        ? await tx.query<{ name: string; email: string; phone: string | null }>(
            "SELECT first_name || ' ' || last_name AS name, email, phone FROM contacts WHERE id = $1",
            [caller.contactId],
          )
        : [];
      const group = (prefix: string) => ({
        address: fresh[`${prefix}_address`] ?? null,
        address2: fresh[`${prefix}_address2`] ?? null,
        city: fresh[`${prefix}_city`] ?? null,
        state: fresh[`${prefix}_state`] ?? null,
        zip: fresh[`${prefix}_zip`] ?? null,
        country: fresh[`${prefix}_country`] ?? null,
        contactName: fresh[`${prefix}_contact_name`] ?? null,
        email: fresh[`${prefix}_email`] ?? null,
        phone: fresh[`${prefix}_phone`] ?? null,
      });
      const estimate = service ? deliveryEstimate(service, new Date()) : null;
      const inserted = await tx.query(
        `INSERT INTO orders (id, order_number, quote_id, idempotency_key, confirmation_token, account_id,
            contact_id, storefront_id, is_guest, status, currency, subtotal, discount_total,
            shipping_amount, tax_amount, total, promo_code, po_number, payment_method, payment_id,
            shipping, billing, deliver_to, buyer, shipping_carrier, shipping_service, delivery_estimate,
            customer_shipping_account, ship_to_account_id, bill_to_account_id, special_instructions,
            custom_fields)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'Placed', $10, $11, $12, $13, $14, $15, $16, $17,
            $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31)
         ON CONFLICT DO NOTHING RETURNING id`,
        [
          orderId,
          `SO-${n}`,
          id,
          key,
          token,
          fresh.account_id,
          caller.contactId,
          fresh.storefront_id,
          fresh.is_guest === true,
          fresh.currency,
          fresh.subtotal,
          fresh.discount_total,
          fresh.shipping_amount,
          fresh.tax_amount,
          fresh.total,
          fresh.promo_code,
          fresh.payment_method === 'Terms' ? fresh.po_number : (fresh.po_number ?? null),
          fresh.payment_method,
          paymentId,
          JSON.stringify({ ...group('shipping'), location: fresh.shipping_location ?? null }),
          JSON.stringify(group('billing')),
          JSON.stringify(group('deliver_to')),
          JSON.stringify({
            contactName: contact?.name ?? fresh.buyer_contact_name ?? null,
            email: contact?.email ?? fresh.buyer_email ?? null,
            phone: contact?.phone ?? fresh.buyer_phone ?? null,
          }),
          fresh.shipping_carrier,
          fresh.shipping_service,
          estimate ? `${estimate.earliest}/${estimate.latest}` : null,
          fresh.customer_shipping_account,
          fresh.ship_to_account_id,
          fresh.bill_to_account_id ?? fresh.account_id,
          fresh.special_instructions,
          JSON.stringify(fresh.custom_fields ?? {}),
        ],
      );
      // A concurrent attempt (same key or same quote) got there first: answer its order.
      if (inserted.length === 0) return { kind: 'raced' };
      await tx.query(
        `INSERT INTO order_lines (id, order_id, line_number, item_id, sku, title, qty, unit_price,
            discount, promo_discount, total_price)
         SELECT $1 || '-' || row_number() OVER (ORDER BY l.sort_order, l.id), $1,
                row_number() OVER (ORDER BY l.sort_order, l.id), l.item_id, c.sku, c.title, l.qty,
                l.unit_price, l.discount, l.promo_discount,
                ROUND(l.qty * l.unit_price * (1 - l.discount / 100), 2)
           FROM quote_line_items l JOIN catalog_items c ON c.item_id = l.item_id
          WHERE l.quote_id = $2`,
        [orderId, id],
      );
      if (paymentId)
        await tx.query("UPDATE payments SET order_id = $2, status = 'Captured' WHERE id = $1", [
          paymentId,
          orderId,
        ]);
      // Other authorisations of this quote (an earlier total, a switch to terms) are released.
      await tx.query(
        "UPDATE payments SET status = 'Voided' WHERE quote_id = $1 AND status = 'Authorized'",
        [id],
      );
      await tx.query(
        "UPDATE quotes SET status = 'Ordered', is_active = false, updated_at = now() WHERE id = $1",
        [id],
      );
      const newCartId = await createActiveCart(tx, {
        accountId: String(fresh.account_id),
        contactId: caller.contactId,
        storefrontId: (fresh.storefront_id as string | null) ?? null,
        isGuest: fresh.is_guest === true,
      });
      const [order] = await tx.query('SELECT * FROM orders WHERE id = $1', [orderId]);
      if (!order) throw new Error(`placeOrder: order ${orderId} vanished`);
      await recordOrderConfirmation(tx, order, await orderToJson(tx, order), request.call.domain);
      return { kind: 'placed', order, newCartId };
    });
    if (outcome.kind === 'refused') return outcome.answer;
    if (outcome.kind === 'raced') {
      const winner =
        (await findOrder(request.db, 'idempotency_key', key)) ??
        (await findOrder(request.db, 'quote_id', id));
      if (!winner) return crmError('The order could not be placed. Try again.', 409);
      return placedAnswer(
        request.db,
        winner,
        true,
        await currentCartId(request.db, caller, winner),
      );
    }
    return placedAnswer(request.db, outcome.order, false, outcome.newCartId);
  },
};
