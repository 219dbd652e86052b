import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Crm, Db } from '../../../../server/shared/contracts';
import { DEMO_USERS } from '../../../../server/shared/demo';
import { createCrm } from '../../../../server/crm/index';
import { openTestDatabase } from '../../../../server/db/testing';
import { callerOf, crmCall, MARIA, PAUL, SOPHIE } from '../crmCall';

let db: Db;
let crm: Crm;
beforeAll(async () => {
  db = await openTestDatabase();
  crm = createCrm(db);
});
afterAll(async () => {
  await db.close();
});

const TOM = DEMO_USERS.find((user) => user.username === 'tom.totp')!;
const as = (user: typeof PAUL, storefront: 'portal' | 'sso' = 'portal') => ({
  userType: user.group,
  accountId: user.accountId,
  contactId: user.contactId,
  caller: callerOf(user, storefront),
});
const call = (type: string, payload: Record<string, unknown>, rest: object = as(MARIA)) =>
  crm.makeCall(crmCall(type, { payload, ...rest }));

interface ListedOrder {
  id: string;
  orderNumber: string;
  status: string;
  placedAt: string;
  total: number;
  poNumber: string | null;
  placedBy: string;
  shipTo: { city: string };
  shipments: { carrier: string; trackingNumber: string }[];
}
interface OrderList {
  orders: ListedOrder[];
  totalCount: number;
}
const list = async (payload: Record<string, unknown>, rest?: object) =>
  (await call('getOrders', payload, rest)).content as OrderList;

describe('the seeded order history', () => {
  it('spans two years for the demo accounts, with totals that add up', async () => {
    const [span] = await db.query<{ n: number; days: number }>(
      `SELECT count(*)::int AS n,
              extract(day FROM max(placed_at) - min(placed_at))::int AS days FROM orders`,
    );
    expect(span!.n).toBeGreaterThanOrEqual(70);
    expect(span!.days).toBeGreaterThan(600);
    const wrong = await db.query(
      `SELECT o.order_number FROM orders o
        WHERE o.total <> o.subtotal - o.discount_total + o.shipping_amount + o.tax_amount
           OR o.subtotal <> (SELECT sum(total_price) FROM order_lines l WHERE l.order_id = o.id)`,
    );
    expect(wrong).toEqual([]);
    const untracked = await db.query(
      `SELECT order_number FROM orders o WHERE status IN ('Shipped', 'Delivered')
          AND NOT EXISTS (SELECT 1 FROM order_shipments s WHERE s.order_id = o.id)`,
    );
    expect(untracked).toEqual([]);
  });
});

describe('getOrders', () => {
  it("shows a manager the account's orders, newest first, with ship-to and tracking", async () => {
    const page = await list({ pageSize: 100 });
    expect(page.totalCount).toBeGreaterThan(40);
    const dates = page.orders.map((o) => o.placedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(page.orders.map((o) => o.placedBy))).toEqual(
      new Set(['Maria Keller', 'Paul Okafor']),
    );
    const delivered = page.orders.find((o) => o.status === 'Delivered')!;
    expect(delivered.shipments[0]).toMatchObject({ carrier: expect.any(String) });
    expect(delivered.shipments[0]!.trackingNumber).toMatch(/^[0-9A-Z]{10,18}$/);
    expect(delivered.shipTo.city).toMatch(/Boston|Cambridge/);
  });

  it('shows a buyer who is not a manager only the orders they placed', async () => {
    const page = await list({ pageSize: 100 }, as(PAUL));
    expect(page.totalCount).toBeGreaterThan(10);
    expect(page.orders.every((o) => o.placedBy === 'Paul Okafor')).toBe(true);
  });

  it('filters by status, by placement day range and by order or PO number', async () => {
    const delivered = await list({ status: 'Delivered', pageSize: 100 });
    expect(delivered.orders.every((o) => o.status === 'Delivered')).toBe(true);
    const all = await list({ pageSize: 100 });
    const some = all.orders[5]!;
    const day = some.placedAt.slice(0, 10);
    const onDay = await list({ dateFrom: day, dateTo: day, pageSize: 100 });
    expect(onDay.orders.map((o) => o.orderNumber)).toContain(some.orderNumber);
    expect(onDay.orders.every((o) => o.placedAt.slice(0, 10) === day)).toBe(true);
    const withPo = all.orders.find((o) => o.poNumber)!;
    const byPo = await list({ searchText: withPo.poNumber! });
    expect(byPo.orders.map((o) => o.orderNumber)).toEqual([withPo.orderNumber]);
    const byNumber = await list({ searchText: some.orderNumber });
    expect(byNumber.orders.map((o) => o.orderNumber)).toEqual([some.orderNumber]);
  });

  it('sorts by total and by order number both ways, and pages without repeats', async () => {
    const byTotal = await list({ sortBy: 'total', sortDirection: 'ASC', pageSize: 100 });
    const totals = byTotal.orders.map((o) => o.total);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    const byNumber = await list({ sortBy: 'orderNumber', sortDirection: 'DESC', pageSize: 100 });
    const numbers = byNumber.orders.map((o) => o.orderNumber);
    expect([...numbers].sort().reverse()).toEqual(numbers);
    const first = await list({ page: 1, pageSize: 10 });
    const second = await list({ page: 2, pageSize: 10 });
    const both = [...first.orders, ...second.orders].map((o) => o.id);
    expect(new Set(both).size).toBe(20);
  });

  it('refuses bad filters with a message that names them', async () => {
    expect((await call('getOrders', { status: 'Lost' })).content).toMatch(/status must be one of/);
    expect((await call('getOrders', { dateFrom: '2024-13-45' })).content).toBe(
      'ERROR: dateFrom must be a date as YYYY-MM-DD.',
    );
    expect(
      (await call('getOrders', { dateFrom: '2024-06-02', dateTo: '2024-06-01' })).content,
    ).toBe('ERROR: dateFrom must not be after dateTo.');
    expect((await call('getOrders', { sortBy: 'id; DROP TABLE orders' })).content).toMatch(
      /^ERROR: sortBy must be one of/,
    );
    expect((await call('getOrders', { sortDirection: 'sideways' })).statusCode).toBe(400);
  });
});

describe('order details, document and reorder answer only for the verified caller', () => {
  const firstOrderOf = async (user: typeof PAUL, storefront: 'portal' | 'sso' = 'portal') =>
    (await list({ pageSize: 1 }, as(user, storefront))).orders[0]!;

  it('gives the order with its lines, totals and shipments to its buyer', async () => {
    const delivered = (await list({ status: 'Delivered', pageSize: 1 }, as(PAUL))).orders[0]!;
    const detail = await call('getOrderDetails', { orderNumber: delivered.orderNumber }, as(PAUL));
    expect(detail.statusCode).toBe(200);
    const order = detail.content as {
      lines: unknown[];
      shipments: { trackingNumber: string; deliveredAt: string | null }[];
      total: number;
    };
    expect(order.lines.length).toBeGreaterThan(0);
    expect(order.shipments[0]!.deliveredAt).toEqual(expect.any(String));
    expect(order.total).toBe(delivered.total);
  });

  it("answers another account's order as missing, whatever the payload's account says", async () => {
    const toms = await firstOrderOf(TOM);
    const sophies = await firstOrderOf(SOPHIE, 'sso');
    for (const [type, payload] of [
      ['getOrderDetails', { orderNumber: toms.orderNumber }],
      ['getOrderDetails', { orderId: sophies.id }],
      ['getOrderDocument', { orderNumber: toms.orderNumber }],
      ['reorder', { orderId: toms.id }],
    ] as const) {
      const answer = await call(type, payload, as(PAUL));
      expect(answer, type).toMatchObject({ statusCode: 404, content: 'ERROR: Order not found.' });
    }
    // A forged request naming Tom's account is refused: the verified caller is still Paul.
    const forged = await call(
      'getOrderDetails',
      { orderNumber: toms.orderNumber },
      { ...as(PAUL), accountId: TOM.accountId, contactId: TOM.contactId },
    );
    expect(forged.statusCode).toBe(403);
    expect(String(forged.content)).toMatch(/^ERROR: /);
  });

  it("answers a colleague's order as missing to a buyer who is not a manager", async () => {
    const marias = (await list({ pageSize: 100 })).orders.find(
      (o) => o.placedBy === 'Maria Keller',
    )!;
    expect((await call('getOrderDetails', { orderId: marias.id }, as(PAUL))).statusCode).toBe(404);
    expect((await call('getOrderDetails', { orderId: marias.id })).statusCode).toBe(200);
  });

  it('renders the order as a real PDF naming the order', async () => {
    const order = await firstOrderOf(PAUL);
    const answer = await call('getOrderDocument', { orderNumber: order.orderNumber }, as(PAUL));
    const file = answer.content as { fileName: string; contentType: string; base64: string };
    expect(file.fileName).toBe(`Order-${order.orderNumber}.pdf`);
    expect(file.contentType).toBe('application/pdf');
    const bytes = Buffer.from(file.base64, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(`Order ${order.orderNumber}`);
    expect(pdf.getPageCount()).toBeGreaterThan(0);
  });
});
