import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../../server/shared/contracts';
import { openTestDatabase } from '../../../../server/db/testing';
import { DEMO_CHECKOUT } from '../../../../server/db/seed/checkoutRecords';

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.close();
});

describe('checkout seed', () => {
  it('holds address books, carriers with services, and the shipped order with its lines', async () => {
    const [addresses] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM account_addresses',
    );
    expect(addresses?.n).toBe(6);
    const services = await db.query('SELECT id FROM shipping_services WHERE active');
    expect(services.length).toBe(8);
    const [order] = await db.query<{ total: number; lines: number }>(
      `SELECT o.total, (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS lines
         FROM orders o WHERE o.id = $1`,
      [DEMO_CHECKOUT.shippedOrderId],
    );
    expect(order?.lines).toBe(2);
    expect(order?.total).toBeGreaterThan(0);
  });
});
