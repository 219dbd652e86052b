import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Crm, Db } from '../../../../server/shared/contracts';
import { DEMO_STOREFRONTS } from '../../../../server/shared/demo';
import { createCrm } from '../../../../server/crm/index';
import { DEMO_QUOTES } from '../../../../server/db/seed/crmRecords';
import { DEMO_CHECKOUT } from '../../../../server/db/seed/checkoutRecords';
import { openTestDatabase } from '../../../../server/db/testing';
import { callerOf, crmCall, GUEST_CALLER, MARIA, PAUL } from '../crmCall';
import { GOOD_CARD, payOnPage, paymentPage, signRequest } from '../../payment/paymentFlow';

let db: Db;
let crm: Crm;
beforeAll(async () => {
  db = await openTestDatabase();
  crm = createCrm(db);
});
afterAll(async () => {
  await db.close();
});

const GUEST = {
  userType: 'AWSGuest',
  accountId: DEMO_STOREFRONTS.guest.guestAccountId!,
  domain: DEMO_STOREFRONTS.guest.domain,
  contactId: undefined,
  caller: GUEST_CALLER,
};
const AS_PAUL = {
  userType: 'AWSPortalUser',
  contactId: PAUL.contactId,
  caller: callerOf(PAUL),
};

const call = (type: string, payload: Record<string, unknown>, rest = {}) =>
  crm.makeCall(crmCall(type, { payload, ...rest }));
const place = (quoteId: string, idempotencyKey: string, rest = {}) =>
  call('placeOrder', { quoteId, idempotencyKey }, rest);
const fill = (quoteId: string, fields: Record<string, unknown>, rest = {}) =>
  call('updateRecord', { objectName: 'Quote', objectId: quoteId, fields }, rest);

interface Placed {
  alreadyPlaced: boolean;
  order: {
    id: string;
    orderNumber: string;
    status: string;
    total: number;
    taxAmount: number;
    lines: { sku: string; qty: number }[];
    paymentMethod: string;
    poNumber: string | null;
    payment: { status: string; cardLast4: string } | null;
    isGuest: boolean;
  };
  confirmationToken: string;
  confirmationUrl: string;
  newCartId: string | null;
}

describe('placeOrder on account terms with a PO number', () => {
  const key = 'attempt-maria-0000000001';
  let placed: Placed;

  it('refuses with every reason while the checkout is incomplete', async () => {
    const result = await place(DEMO_QUOTES.mariaCart, key);
    expect(result.statusCode).toBe(422);
    expect(result.content).toBe(
      'ERROR: The order cannot be placed: Accept the terms and conditions. Choose how to pay.',
    );
    const empty = await place(DEMO_QUOTES.paulEmptyCart, 'attempt-paul-00000000001', AS_PAUL);
    expect(String(empty.content)).toContain(
      'The cart is empty. Enter the complete shipping address. Choose a shipping method.',
    );
    expect(
      (
        await fill(DEMO_QUOTES.mariaCart, {
          Payment_Method__c: 'Terms',
          Terms_Accepted__c: true,
          PoNumber: '',
        })
      ).statusCode,
    ).toBe(200);
    expect((await place(DEMO_QUOTES.mariaCart, key)).content).toBe(
      'ERROR: The order cannot be placed: Enter a PO number to pay on account.',
    );
  });

  it('turns the quote into an order with a human number, commits the tax and starts a new cart', async () => {
    await fill(DEMO_QUOTES.mariaCart, { PoNumber: 'PO-NG-90210' });
    const result = await place(DEMO_QUOTES.mariaCart, key);
    expect(result.statusCode).toBe(200);
    placed = result.content as Placed;
    expect(placed.alreadyPlaced).toBe(false);
    expect(placed.order).toMatchObject({
      orderNumber: 'SO-100001',
      status: 'Placed',
      paymentMethod: 'Terms',
      poNumber: 'PO-NG-90210',
      isGuest: false,
    });
    expect(placed.order.lines).toHaveLength(3);
    expect(placed.order.taxAmount).toBeGreaterThan(0);
    expect(placed.confirmationUrl).toBe(`/order-confirmation?token=${placed.confirmationToken}`);
    const [quote] = await db.query<{ status: string; is_active: boolean; tax_committed: boolean }>(
      'SELECT status, is_active, tax_committed FROM quotes WHERE id = $1',
      [DEMO_QUOTES.mariaCart],
    );
    expect(quote).toEqual({ status: 'Ordered', is_active: false, tax_committed: true });
    const cart = await crm.makeCall(crmCall('getActiveQuote', { callType: 'GET' }));
    expect(cart.content as { quote: { id: string }; itemCount: number }).toMatchObject({
      quote: { id: placed.newCartId },
      itemCount: 0,
    });
  });

  it('answers the same order to a double submit, a retry with the key and a new attempt on the same quote', async () => {
    const [again, sameTime] = await Promise.all([
      place(DEMO_QUOTES.mariaCart, key),
      place(DEMO_QUOTES.mariaCart, key),
    ]);
    for (const result of [again, sameTime]) {
      expect(result.content).toMatchObject({
        alreadyPlaced: true,
        order: { id: placed.order.id },
        newCartId: placed.newCartId,
      });
    }
    const otherKey = await place(DEMO_QUOTES.mariaCart, 'attempt-maria-0000000002');
    expect(otherKey.content).toMatchObject({ alreadyPlaced: true, order: { id: placed.order.id } });
    const [count] = await db.query<{ orders: number; carts: number; mails: number }>(
      `SELECT (SELECT count(*)::int FROM orders WHERE quote_id = $1) AS orders,
              (SELECT count(*)::int FROM quotes WHERE contact_id = $2 AND is_active) AS carts,
              (SELECT count(*)::int FROM dev_mailbox WHERE order_id = $3) AS mails`,
      [DEMO_QUOTES.mariaCart, MARIA.contactId, placed.order.id],
    );
    expect(count).toEqual({ orders: 1, carts: 2, mails: 1 }); // carts: the new one here and maria's related-account cart
    expect((await place(DEMO_QUOTES.paulEmptyCart, key, AS_PAUL)).content).toBe(
      'ERROR: This idempotency key belongs to another order.',
    );
    expect((await place(DEMO_QUOTES.mariaCart, 'short')).statusCode).toBe(400);
  });

  it("records the buyer's confirmation in the development mailbox", async () => {
    const result = await call('getMailboxMessages', {});
    const [message] = result.content as { to: string; subject: string; body: string }[];
    expect(message).toMatchObject({
      to: MARIA.email,
      subject: 'Your order SO-100001 is confirmed',
    });
    expect(message?.body).toContain('PO PO-NG-90210');
    expect(message?.body).toContain(`/order-confirmation?token=${placed.confirmationToken}`);
    expect((await call('getMailboxMessages', {}, GUEST)).statusCode).toBe(403);
  });

  it('lists the order in My orders with its lines; a colleague who is not a manager does not see it', async () => {
    const list = (await call('getOrders', {})).content as {
      orders: { orderNumber: string; lineCount: number; status: string }[];
      totalCount: number;
    };
    // Newest first, before the seeded history (server/db/seed/orderHistory.ts).
    expect(list.orders[0]).toMatchObject({
      orderNumber: 'SO-100001',
      lineCount: 3,
      status: 'Placed',
    });
    const shipped = (await call('getOrders', { status: 'Shipped', pageSize: 100 })).content as {
      orders: { orderNumber: string; status: string }[];
    };
    expect(shipped.orders.map((o) => o.orderNumber)).toContain(DEMO_CHECKOUT.shippedOrderNumber);
    expect(shipped.orders.every((o) => o.status === 'Shipped')).toBe(true);
    const bySku = (await call('getOrders', { searchText: placed.order.lines[0]!.sku })).content as {
      orders: { orderNumber: string }[];
    };
    expect(bySku.orders.map((o) => o.orderNumber)).toContain('SO-100001');
    const pauls = (await call('getOrders', { pageSize: 100 }, AS_PAUL)).content as {
      orders: { orderNumber: string; placedBy: string }[];
    };
    expect(pauls.orders.map((o) => o.orderNumber)).not.toContain('SO-100001');
    expect(pauls.orders.every((o) => o.placedBy === 'Paul Okafor')).toBe(true);
    const detail = await call('getOrderDetails', { orderNumber: 'SO-100001' });
    expect(detail.content).toMatchObject({
      orderNumber: 'SO-100001',
      shipping: { city: 'Boston', carrier: 'FedEx' },
    });
    expect((await call('getOrderDetails', { orderId: placed.order.id }, AS_PAUL)).statusCode).toBe(
      404,
    );
  });

  it('reorders: the lines go back into the active cart at current prices', async () => {
    const result = await call('reorder', { orderId: placed.order.id });
    const cart = result.content as {
      quote: { id: string };
      lineItems: { sku: string; qty: number }[];
      unavailable: unknown[];
    };
    expect(cart.quote.id).toBe(placed.newCartId);
    expect(cart.lineItems.map((l) => [l.sku, l.qty])).toEqual(
      placed.order.lines.map((l) => [l.sku, l.qty]),
    );
    expect(cart.unavailable).toEqual([]);
    expect((await call('reorder', { orderId: placed.order.id }, AS_PAUL)).statusCode).toBe(404);
  });
});

describe('guest checkout by card', () => {
  it('needs a card payment, then places the order of the guest account, reachable only by its link', async () => {
    const quoteId = DEMO_QUOTES.guestCart;
    const filled = await fill(
      quoteId,
      {
        Buyer_Contact_Name__c: 'Gus Moreau',
        Buyer_Email__c: 'gus.moreau@example.test',
        Buyer_Phone__c: '+1 555 010 2000',
        ShippingStreet: '77 Massachusetts Avenue',
        ShippingCity: 'Cambridge',
        ShippingState: 'MA',
        ShippingPostalCode: '02139',
        ShippingCountry: 'United States',
        Shipping_Service_Id__c: 'ship-ups-ground',
        Terms_Accepted__c: true,
        Payment_Method__c: 'Terms',
      },
      GUEST,
    );
    expect(filled.statusCode).toBe(200);
    expect((await place(quoteId, 'attempt-guest-000000000001', GUEST)).content).toBe(
      'ERROR: The order cannot be placed: This account cannot buy on payment terms: pay by card.',
    );
    await fill(quoteId, { Payment_Method__c: 'Card' }, GUEST);
    expect((await place(quoteId, 'attempt-guest-000000000001', GUEST)).content).toBe(
      'ERROR: The order cannot be placed: Pay by card before placing the order.',
    );

    await call('calculateAvaTax', { recordId: quoteId }, GUEST);
    const signature = await signRequest(crm, quoteId, {}, GUEST);
    const fields = (signature.content as { fields: Record<string, string> }).fields;
    const page = paymentPage(db);
    // A card for an earlier total, then the card that pays: only the second is captured.
    const earlier = await payOnPage(page, fields, { ...GOOD_CARD, card_holder: 'Gus Moreau' });
    expect((await call('paymentRequestHandler', earlier, GUEST)).content).toMatchObject({
      status: 'Authorized',
    });
    await db.query('UPDATE payments SET amount = amount - 1 WHERE transaction_uuid = $1', [
      earlier.req_transaction_uuid,
    ]);
    const repaid = (await signRequest(crm, quoteId, {}, GUEST)).content as {
      fields: Record<string, string>;
    };
    const result = await payOnPage(page, repaid.fields, {
      ...GOOD_CARD,
      card_holder: 'Gus Moreau',
    });
    expect((await call('paymentRequestHandler', result, GUEST)).content).toMatchObject({
      status: 'Authorized',
    });

    const placed = (await place(quoteId, 'attempt-guest-000000000001', GUEST)).content as Placed;
    expect(placed.order).toMatchObject({
      isGuest: true,
      paymentMethod: 'Card',
      payment: { status: 'Captured', cardLast4: '1111' },
    });
    expect(placed.newCartId).toMatch(/^0Q0/);
    expect(placed.newCartId).not.toBe(quoteId);

    // The confirmation opens with its token only: not by id, not for another caller without it.
    const byToken = await call(
      'getOrderDetails',
      { confirmationToken: placed.confirmationToken },
      GUEST,
    );
    expect(byToken.content).toMatchObject({
      orderNumber: placed.order.orderNumber,
      buyer: { email: 'gus.moreau@example.test' },
    });
    expect((await call('getOrderDetails', { orderId: placed.order.id }, GUEST)).statusCode).toBe(
      404,
    );
    expect((await call('getOrderDetails', { orderId: placed.order.id })).statusCode).toBe(404);
    expect(
      (await call('getOrderDetails', { confirmationToken: 'x'.repeat(32) }, GUEST)).statusCode,
    ).toBe(404);
    const [mail] = await db.query<{ subject: string }>(
      'SELECT subject FROM dev_mailbox WHERE lower(to_address) = $1',
      ['gus.moreau@example.test'],
    );
    expect(mail?.subject).toBe(`Your order ${placed.order.orderNumber} is confirmed`);

    // The payment was taken once: a second placement reuses the order, not the payment.
    const again = await place(quoteId, 'attempt-guest-000000000002', GUEST);
    expect(again.content).toMatchObject({
      alreadyPlaced: true,
      order: { id: placed.order.id },
      newCartId: placed.newCartId,
    });
    const statuses = await db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM payments WHERE quote_id = $1 GROUP BY status ORDER BY status',
      [quoteId],
    );
    expect(statuses).toEqual([
      { status: 'Captured', n: 1 },
      { status: 'Voided', n: 1 },
    ]);
  });
});
