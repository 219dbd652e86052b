import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Crm, Db } from '../../../server/shared/contracts';
import { DEMO_ACCOUNTS, DEMO_STOREFRONTS } from '../../../server/shared/demo';
import { createCrm } from '../../../server/crm/index';
import { DEMO_QUOTES } from '../../../server/db/seed/crmRecords';
import { openTestDatabase } from '../../../server/db/testing';
import { ADA, callerOf, crmCall, GUEST_CALLER, MARIA, PAUL } from './crmCall';

let db: Db;
let crm: Crm;
beforeAll(async () => {
  db = await openTestDatabase();
  crm = createCrm(db);
});
afterAll(async () => {
  await db.close();
});

type QuoteContent = {
  quote: Record<string, unknown>;
  lineItems: { id: string; itemId: string; qty: number }[];
  itemCount: number;
};

describe('active cart', () => {
  it("finds maria's active cart with its three lines", async () => {
    const result = await crm.makeCall(crmCall('getActiveQuote', { callType: 'GET' }));
    expect(result.statusCode).toBe(200);
    const content = result.content as QuoteContent;
    expect(content.quote).toMatchObject({
      id: DEMO_QUOTES.mariaCart,
      isActive: true,
      shipping: { city: 'Boston', state: 'MA' },
    });
    expect(content.lineItems).toHaveLength(3);
    const fromUser = await crm.makeCall(
      crmCall('getActiveQuoteFromUser', { callType: 'GET', accountId: '' }),
    );
    expect((fromUser.content as QuoteContent).quote.isActive).toBe(true);
  });

  it('answers No records Found when the contact has no cart', async () => {
    const result = await crm.makeCall(
      crmCall('getActiveQuote', {
        callType: 'GET',
        contactId: ADA.contactId,
        caller: callerOf(ADA),
      }),
    );
    expect(result).toEqual({ statusCode: 200, content: 'ERROR: No records Found.' });
  });

  it('lists quote items, or No records Found for an unknown quote', async () => {
    const result = await crm.makeCall(
      crmCall('getQuoteItems', { query: { quoteid: DEMO_QUOTES.mariaCart } }),
    );
    expect(result.content).toHaveLength(3);
    expect(
      (await crm.makeCall(crmCall('getQuoteItems', { query: { quoteid: 'nope' } }))).content,
    ).toBe('ERROR: No records Found.');
  });
});

describe('editing the cart', () => {
  it('adds items, raising the quantity of an item already there', async () => {
    const result = await crm.makeCall(
      crmCall('saveItemToQuote', {
        payload: {
          objID: DEMO_QUOTES.mariaCart,
          saverequest: JSON.stringify([
            { itemId: 'a1Cellaris0000001', qty: 1 },
            { itemId: 'a1Cellaris0000100', qty: 2 },
          ]),
        },
      }),
    );
    expect(result.statusCode).toBe(200);
    const content = result.content as QuoteContent;
    expect(content.lineItems).toHaveLength(4);
    expect(content.lineItems.find((l) => l.itemId === 'a1Cellaris0000001')?.qty).toBe(3);
    const unknown = await crm.makeCall(
      crmCall('saveItemToQuote', {
        payload: { objID: DEMO_QUOTES.mariaCart, saverequest: [{ itemId: 'nope', qty: 1 }] },
      }),
    );
    expect(unknown.statusCode).toBe(404);
    const bad = await crm.makeCall(
      crmCall('saveItemToQuote', {
        payload: { saverequest: [{ itemId: 'a1Cellaris0000001', qty: 0 }] },
      }),
    );
    expect(bad.content).toMatch(/^ERROR: /);
  });

  it('sets quantities idempotently, ignores empty ones and removes zero', async () => {
    const lines = (
      await crm.makeCall(crmCall('getQuoteItems', { query: { quoteid: DEMO_QUOTES.mariaCart } }))
    ).content as { id: string; qty: number }[];
    const [first, second] = lines;
    const update = crmCall('updateQLI', {
      payload: [
        { Id: first!.id, qty: 7 },
        { Id: second!.id, qty: '' },
      ],
    });
    await crm.makeCall(update);
    const retried = await crm.makeCall(update);
    const after = retried.content as { id: string; qty: number }[];
    expect(after.find((l) => l.id === first!.id)?.qty).toBe(7);
    expect(after.find((l) => l.id === second!.id)?.qty).toBe(second!.qty);
    const removed = await crm.makeCall(
      crmCall('updateQLI', { payload: [{ Id: second!.id, qty: 0 }] }),
    );
    expect((removed.content as unknown[]).length).toBe(lines.length - 1);
    expect(
      (await crm.makeCall(crmCall('updateQLI', { payload: [{ Id: 'nope', qty: 1 }] }))).statusCode,
    ).toBe(404);
  });

  it('deletes line items and keeps totals in step', async () => {
    const lines = (
      await crm.makeCall(crmCall('getQuoteItems', { query: { quoteid: DEMO_QUOTES.mariaCart } }))
    ).content as { id: string; totalPrice: number }[];
    const result = await crm.makeCall(
      crmCall('deleteLineItems', { payload: { qliIds: [lines[0]!.id] } }),
    );
    const content = result.content as QuoteContent & { deleted: number };
    expect(content.deleted).toBe(1);
    const expected = lines.slice(1).reduce((sum, l) => sum + l.totalPrice, 0);
    expect(Number(content.quote.subtotal)).toBeCloseTo(expected, 2);
    expect(
      (await crm.makeCall(crmCall('deleteLineItems', { payload: { qliIds: [] } }))).content,
    ).toMatch(/^ERROR: /);
  });
});

describe('switching carts', () => {
  it('starts a new cart and makes an older quote active again', async () => {
    const started = await crm.makeCall(
      crmCall('startNewCart', {
        query: { cid: PAUL.contactId },
        contactId: PAUL.contactId,
        caller: callerOf(PAUL),
      }),
    );
    const newCart = (started.content as QuoteContent).quote;
    expect(newCart).toMatchObject({
      isActive: true,
      accountId: DEMO_ACCOUNTS.main.id,
      contactId: PAUL.contactId,
    });
    const paulCarts = await db.query('SELECT id FROM quotes WHERE contact_id = $1 AND is_active', [
      PAUL.contactId,
    ]);
    expect(paulCarts).toEqual([{ id: newCart.id }]);

    const made = await crm.makeCall(
      crmCall('makeActiveCart', { query: { quoteId: DEMO_QUOTES.mariaPresented } }),
    );
    expect((made.content as QuoteContent).quote).toMatchObject({
      id: DEMO_QUOTES.mariaPresented,
      isActive: true,
    });
    const [oldCart] = await db.query<{ is_active: boolean }>(
      'SELECT is_active FROM quotes WHERE id = $1',
      [DEMO_QUOTES.mariaCart],
    );
    expect(oldCart?.is_active).toBe(false);
    expect(
      (
        await crm.makeCall(
          crmCall('makeActiveCart', { query: { quoteId: DEMO_QUOTES.sophieCart } }),
        )
      ).content,
    ).toBe('ERROR: Forbidden: this quote is not yours.');
  });

  it("turns the guest quote into the signed-in user's active cart", async () => {
    const call = crmCall('makeActiveCartForGuest', {
      query: {
        cid: MARIA.contactId,
        accId: DEMO_ACCOUNTS.main.id,
        ut: 'AWSManager',
        quoteId: DEMO_QUOTES.guestCart,
      },
      // Maria signs in on the guest storefront, where the guest cart was made.
      domain: DEMO_STOREFRONTS.guest.domain,
      caller: callerOf(MARIA, 'guest'),
    });
    const result = await crm.makeCall(call);
    expect((result.content as QuoteContent).quote).toMatchObject({
      id: DEMO_QUOTES.guestCart,
      isGuest: false,
      isActive: true,
      contactId: MARIA.contactId,
      accountId: DEMO_ACCOUNTS.main.id,
    });
    expect((await crm.makeCall(call)).statusCode).toBe(200);
    const missing = await crm.makeCall(
      crmCall('makeActiveCartForGuest', {
        query: { cid: MARIA.contactId },
        caller: callerOf(MARIA, 'guest'),
      }),
    );
    expect(missing.content).toMatch(/^ERROR: /);
  });

  it('creates a guest cart when a guest adds an item with no cart yet', async () => {
    const result = await crm.makeCall(
      crmCall('saveItemToQuote', {
        userType: 'AWSGuest',
        accountId: DEMO_STOREFRONTS.guest.guestAccountId ?? '',
        contactId: undefined,
        caller: GUEST_CALLER,
        domain: DEMO_STOREFRONTS.guest.domain,
        payload: { saverequest: { itemId: 'a1Cellaris0000002', qty: 1 } },
      }),
    );
    expect((result.content as QuoteContent).quote).toMatchObject({
      isGuest: true,
      contactId: null,
      storefrontId: DEMO_STOREFRONTS.guest.storefrontId,
    });
  });
});
