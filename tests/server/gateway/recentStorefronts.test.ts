/**
 * Issue 22: a guest caller's storefront, found by the domain its gateway call names, is reused for
 * a short window instead of being queried on every call; a change is seen after the window, and
 * made-up domains cannot grow what is kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/shared/contracts';
import { DEMO_STOREFRONTS } from '../../../server/shared/demo';
import { openTestDatabase } from '../../../server/db/testing';
import { recentStorefrontsByDomain } from '../../../server/gateway/caller/recentStorefronts';

const GUEST = DEMO_STOREFRONTS.guest;

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.close();
});

/** The database, counting the queries that reach it. */
function counted(): { db: Db; queries: () => number } {
  let queries = 0;
  const wrapped: Db = Object.create(db) as Db;
  wrapped.query = ((...args: Parameters<Db['query']>) => {
    queries += 1;
    return db.query(...args);
  }) as Db['query'];
  return { db: wrapped, queries: () => queries };
}

async function setActive(active: boolean): Promise<void> {
  await db.query('UPDATE storefronts SET active = $1 WHERE storefront_id = $2', [
    active,
    GUEST.storefrontId,
  ]);
}

describe('recentStorefrontsByDomain', () => {
  it('answers a domain from one query within the window, whatever its case', async () => {
    const { db: countedDb, queries } = counted();
    const find = recentStorefrontsByDomain(countedDb, 60_000);
    const answers = await Promise.all([
      find(GUEST.domain),
      find(GUEST.domain.toUpperCase()),
      find(GUEST.domain),
    ]);
    for (const answer of answers) expect(answer?.guestAccountId).toBe(GUEST.guestAccountId);
    expect(queries()).toBe(1);
    expect(await find('nowhere.localhost')).toBeNull();
    expect(queries()).toBe(2);
  });

  it('sees a deactivated storefront once the window has passed', async () => {
    const find = recentStorefrontsByDomain(db, 50);
    expect(await find(GUEST.domain)).not.toBeNull();
    await setActive(false);
    try {
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(await find(GUEST.domain)).toBeNull();
    } finally {
      await setActive(true);
    }
  });

  it('asks on every call with a window of 0', async () => {
    const { db: countedDb, queries } = counted();
    const find = recentStorefrontsByDomain(countedDb, 0);
    await find(GUEST.domain);
    await find(GUEST.domain);
    expect(queries()).toBe(2);
  });

  it('keeps at most the bounded number of domains', async () => {
    const { db: countedDb, queries } = counted();
    const find = recentStorefrontsByDomain(countedDb, 60_000, 2);
    await find('a.localhost');
    await find('b.localhost');
    await find('c.localhost'); // drops what was kept
    await find('a.localhost');
    expect(queries()).toBe(4);
  });
});
