import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/shared/contracts';
import { openTestDatabase } from '../../../server/db/testing';

describe('openTestDatabase', () => {
  const opened: Db[] = [];
  afterAll(async () => {
    for (const db of opened) await db.close();
  });

  // Timing belongs to the benchmarks (docs/benchmarks.md), not to a test on a shared machine.
  it('gives each caller its own seeded copy', async () => {
    const first = await openTestDatabase();
    opened.push(first);
    const second = await openTestDatabase();
    opened.push(second);

    await first.query(
      "UPDATE accounts SET name = 'Changed in copy one' WHERE id = '001Dn00000NorthLab'",
    );
    await first.query(
      "INSERT INTO promo_codes (code, description, discount_percent, valid_from, valid_to) VALUES ('ONLYONE', 'x', 1, '2024-01-01', '2099-01-01')",
    );
    const [inSecond] = await second.query<{ name: string }>(
      "SELECT name FROM accounts WHERE id = '001Dn00000NorthLab'",
    );
    expect(inSecond?.name).toBe('Northgate Research Laboratories');
    expect(await second.query("SELECT 1 FROM promo_codes WHERE code = 'ONLYONE'")).toHaveLength(0);

    const third = await openTestDatabase();
    opened.push(third);
    const [inThird] = await third.query<{ name: string }>(
      "SELECT name FROM accounts WHERE id = '001Dn00000NorthLab'",
    );
    expect(inThird?.name).toBe('Northgate Research Laboratories');
  });

  it('rolls a failed transaction back and keeps committed ones', async () => {
    const db = await openTestDatabase();
    opened.push(db);
    await expect(
      db.transaction(async (tx) => {
        await tx.query("UPDATE contacts SET title = 'Temp' WHERE id = '003Dn00000MariaKel'");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const [row] = await db.query<{ title: string }>(
      "SELECT title FROM contacts WHERE id = '003Dn00000MariaKel'",
    );
    expect(row?.title).toBe('Lab Manager');
    await db.transaction((tx) =>
      tx.query("UPDATE contacts SET title = 'Head of Lab' WHERE id = '003Dn00000MariaKel'"),
    );
    const [after] = await db.query<{ title: string }>(
      "SELECT title FROM contacts WHERE id = '003Dn00000MariaKel'",
    );
    expect(after?.title).toBe('Head of Lab');
  });

  it('returns numbers for counts and prices and ISO strings for timestamps', async () => {
    const db = opened[0]!;
    const [row] = await db.query<{
      n: unknown;
      price: unknown;
      created_at: unknown;
      theme: unknown;
    }>(
      `SELECT count(*) AS n, max(c.price) AS price, min(q.created_at) AS created_at,
              (SELECT theme FROM organizations LIMIT 1) AS theme
         FROM catalog_items c, (SELECT created_at FROM quotes LIMIT 1) q`,
    );
    expect(typeof row?.n).toBe('number');
    expect(typeof row?.price).toBe('number');
    expect(row?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(row?.theme).toMatchObject({ colors: expect.any(Object) });
  });
});
