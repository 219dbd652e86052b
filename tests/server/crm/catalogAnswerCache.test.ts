/**
 * Issue 22: one instance's cache of catalogue answers. A guest's repeated catalogue read is
 * answered without running the query again; a change to the catalogue in the database (from any
 * instance) is answered at once; signed-in callers, whose prices are their account's, are never
 * shared; the cache stays within its bounds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionResult, Db } from '../../../server/shared/contracts';
import { DEMO_ACCOUNTS, DEMO_STOREFRONTS } from '../../../server/shared/demo';
import { createCrm } from '../../../server/crm/index';
import { countingCatalogHandlers } from './countingCatalogHandlers';
import { createCatalogAnswerCache } from '../../../server/crm/catalogAnswerCache';
import { openTestDatabase } from '../../../server/db/testing';
import { callerOf, crmCall, GUEST_CALLER, MARIA } from './crmCall';

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.close();
});

/** A CRM whose retrieveCatalogNG counts how often it really runs. */
function countingCrm() {
  const { handlers, runs } = countingCatalogHandlers();
  const crm = createCrm(db, handlers);
  return { crm, runs };
}

const guestSearch = (searchText: string) =>
  crmCall('retrieveCatalogNG', {
    domain: DEMO_STOREFRONTS.guest.domain,
    accountId: DEMO_STOREFRONTS.guest.guestAccountId ?? '',
    userType: 'AWSGuest',
    contactId: undefined,
    caller: GUEST_CALLER,
    payload: { jsonData: JSON.stringify({ searchText, pageSize: 5 }) },
  });

type Page = { lstItems: Array<{ itemId: string; title: string; price: unknown }> };

describe('catalogue answers shared between callers of one instance', () => {
  it("a guest's repeated search runs once; a catalogue change is answered at once", async () => {
    const { crm, runs } = countingCrm();
    const first = await crm.makeCall(guestSearch('CD4'));
    const second = await crm.makeCall(guestSearch('CD4'));
    expect(second).toEqual(first);
    expect(runs.count).toBe(1);
    // Another search is another entry.
    await crm.makeCall(guestSearch('CD8'));
    expect(runs.count).toBe(2);

    const item = (first.content as Page).lstItems[0]!;
    await db.query('UPDATE catalog_items SET title = $2 WHERE item_id = $1', [
      item.itemId,
      `${item.title} (new lot)`,
    ]);
    const after = (await crm.makeCall(guestSearch('CD4'))).content as Page;
    expect(runs.count).toBe(3);
    expect(after.lstItems[0]!.title).toBe(`${item.title} (new lot)`);
  });

  it("a signed-in customer's catalogue is never shared (their account's prices)", async () => {
    const { crm, runs } = countingCrm();
    const asMaria = () =>
      crm.makeCall(
        crmCall('retrieveCatalogNG', {
          caller: callerOf(MARIA),
          accountId: DEMO_ACCOUNTS.main.id,
          payload: { jsonData: JSON.stringify({ searchText: 'CD4', pageSize: 5 }) },
        }),
      );
    await asMaria();
    await asMaria();
    expect(runs.count).toBe(2);
  });

  it('a failed answer is not kept', async () => {
    const cache = createCatalogAnswerCache();
    let runs = 0;
    const failing = async (): Promise<ActionResult> => {
      runs += 1;
      return { statusCode: 500, content: 'ERROR: row lock' };
    };
    const call = guestSearch('CD4');
    await cache.answer(db, call, { kind: 'guest' } as never, 'guests', failing);
    await cache.answer(db, call, { kind: 'guest' } as never, 'guests', failing);
    expect(runs).toBe(2);
  });

  it('keeps at most its entry count, dropping the least recently used first', async () => {
    const cache = createCatalogAnswerCache({ maxEntries: 2, maxBytes: 1e6, maxEntryBytes: 1e6 });
    const runs: string[] = [];
    const ask = (text: string) =>
      cache.answer(db, guestSearch(text), { kind: 'guest' } as never, 'guests', async () => {
        runs.push(text);
        return { statusCode: 200, content: { text } };
      });
    await ask('a');
    await ask('b');
    await ask('a'); // a is now the most recently used
    await ask('c'); // drops b
    await ask('a');
    await ask('b');
    expect(runs).toEqual(['a', 'b', 'c', 'b']);
  });
});
