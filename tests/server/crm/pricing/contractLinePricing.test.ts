import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Crm, Db } from '../../../../server/shared/contracts';
import { DEMO_ACCOUNTS, DEMO_STOREFRONTS } from '../../../../server/shared/demo';
import { createCrm } from '../../../../server/crm/index';
import { DEMO_QUOTES } from '../../../../server/db/seed/crmRecords';
import { openTestDatabase } from '../../../../server/db/testing';
import { callerOf, crmCall, GUEST_CALLER, MARIA } from '../crmCall';

interface Line {
  id: string;
  itemId: string;
  qty: number;
  unitPrice: number;
  listPrice: number | null;
  totalPrice: number;
}
interface QuoteContent {
  quote: { id: string; subtotal: string | number };
  lineItems: Line[];
}

let db: Db;
let crm: Crm;
/** An antibody and a bead (not in the seeded carts) with their USD list prices. */
let antibody: { id: string; list: number };
let bead: { id: string; list: number };

const cents = (value: number) => Math.round(value * 100) / 100;
const priceAt = (list: number, percent: number) => cents((list * (100 - percent)) / 100);

async function itemOf(group: string) {
  const [row] = await db.query<{ item_id: string; unit_price: string }>(
    `SELECT c.item_id, p.unit_price FROM catalog_items c
       JOIN catalog_item_prices p ON p.item_id = c.item_id AND p.currency = 'USD'
      WHERE c.item_group = $1 AND c.active AND c.configuration_requirement IN ('', 'No Configuration')
      ORDER BY c.item_id DESC LIMIT 1`,
    [group],
  );
  return { id: row!.item_id, list: Number(row!.unit_price) };
}

async function add(
  itemId: string,
  qty: number,
  extra: Partial<Parameters<typeof crmCall>[1]> = {},
) {
  const result = await crm.makeCall(
    crmCall('saveItemToQuote', { payload: { saverequest: [{ itemId, qty }] }, ...extra }),
  );
  expect(result.statusCode).toBe(200);
  return result.content as QuoteContent;
}

async function setQty(lineId: string, qty: number) {
  const result = await crm.makeCall(crmCall('updateQLI', { payload: [{ Id: lineId, qty }] }));
  expect(result.statusCode).toBe(200);
  return result.content as Line[];
}

const subtotalOf = async (quoteId: string) =>
  Number(
    (
      await db.query<{ subtotal: string }>('SELECT subtotal FROM quotes WHERE id = $1', [quoteId])
    )[0]!.subtotal,
  );

beforeAll(async () => {
  db = await openTestDatabase();
  crm = createCrm(db);
  antibody = await itemOf('Antibodies');
  bead = await itemOf('Beads');
});
afterAll(async () => {
  await db.close();
});

describe("quote lines at the account's contract price (Northgate: antibodies 18/22/26 %, beads 10/12/15 %)", () => {
  it("the seeded open cart is priced from maria's book, its totals from those prices", async () => {
    const result = await crm.makeCall(crmCall('getActiveQuote', { callType: 'GET' }));
    const { quote, lineItems } = result.content as QuoteContent;
    expect(quote.id).toBe(DEMO_QUOTES.mariaCart);
    for (const line of lineItems) {
      expect(line.listPrice).not.toBeNull();
      expect(line.unitPrice).toBeLessThan(line.listPrice!);
    }
    const lineSum = cents(lineItems.reduce((sum, line) => sum + line.totalPrice, 0));
    expect(await subtotalOf(quote.id)).toBe(lineSum);
  });

  it('prices an added line at its tier and prices it again when the quantity changes', async () => {
    const content = await add(antibody.id, 3);
    const line = content.lineItems.find((entry) => entry.itemId === antibody.id)!;
    expect(line).toMatchObject({
      qty: 3,
      unitPrice: priceAt(antibody.list, 18),
      listPrice: antibody.list,
    });
    expect(line.totalPrice).toBe(cents(3 * priceAt(antibody.list, 18)));

    const at10 = (await setQty(line.id, 10)).find((entry) => entry.id === line.id)!;
    expect(at10.unitPrice).toBe(priceAt(antibody.list, 22));
    const at50 = (await setQty(line.id, 50)).find((entry) => entry.id === line.id)!;
    expect(at50.unitPrice).toBe(priceAt(antibody.list, 26));
    expect(at50.totalPrice).toBe(cents(50 * priceAt(antibody.list, 26)));
    const back = (await setQty(line.id, 9)).find((entry) => entry.id === line.id)!;
    expect(back.unitPrice).toBe(priceAt(antibody.list, 18));

    // Adding one more to the 9 reaches the next tier.
    const merged = (await add(antibody.id, 1)).lineItems.find((entry) => entry.id === line.id)!;
    expect(merged).toMatchObject({ qty: 10, unitPrice: priceAt(antibody.list, 22) });
    const lines = (
      await crm.makeCall(crmCall('getQuoteItems', { query: { quoteid: DEMO_QUOTES.mariaCart } }))
    ).content as Line[];
    expect(await subtotalOf(DEMO_QUOTES.mariaCart)).toBe(
      cents(lines.reduce((sum, entry) => sum + entry.totalPrice, 0)),
    );
  });

  it('ignores a price the client sends', async () => {
    const result = await crm.makeCall(
      crmCall('saveItemToQuote', {
        payload: { saverequest: [{ itemId: bead.id, qty: 12, unitPrice: 0.01, price: 0.01 }] },
      }),
    );
    const line = (result.content as QuoteContent).lineItems.find(
      (entry) => entry.itemId === bead.id,
    )!;
    expect(line).toMatchObject({ unitPrice: priceAt(bead.list, 12), listPrice: bead.list });
  });

  it('keeps the price of a line priced otherwise (no list price: CPQ, configuration, part)', async () => {
    const line = (await add(bead.id, 1)).lineItems.find((entry) => entry.itemId === bead.id)!;
    await db.query(
      'UPDATE quote_line_items SET list_price = NULL, unit_price = 7.5 WHERE id = $1',
      [line.id],
    );
    const after = (await setQty(line.id, 60)).find((entry) => entry.id === line.id)!;
    expect(after).toMatchObject({ qty: 60, unitPrice: 7.5, listPrice: null });
  });

  it('prices a service part at the parts list price whichever call put it in the cart', async () => {
    // Northgate's book has general tiers (5/8/10 %) that would otherwise reach the part's family.
    const [part] = await db.query<{ item_id: string; part_number: string; price: string }>(
      `SELECT c.item_id, pt.part_number, COALESCE(p.unit_price, c.price) AS price
         FROM parts pt JOIN catalog_items c ON c.item_id = pt.item_id
         LEFT JOIN catalog_item_prices p ON p.item_id = c.item_id AND p.currency = 'USD'
        WHERE NOT pt.is_obsolete AND NOT pt.is_kit ORDER BY c.item_id LIMIT 1`,
    );
    const price = Number(part!.price);
    // What the parts search shows for it.
    const search = await crm.makeCall(
      crmCall('getPartsList', {
        base: '/services/apexrest/ibm',
        payload: { searchText: part!.part_number, page: 1, pageSize: 20 },
      }),
    );
    const shown = (search.content as { parts: { itemId: string; price: number }[] }).parts.find(
      (entry) => entry.itemId === part!.item_id,
    );
    expect(shown?.price).toBe(price);
    // Through the catalogue's call (a reorder of an order that held it), at 12 and 60 units.
    const line = (await add(part!.item_id, 12)).lineItems.find(
      (entry) => entry.itemId === part!.item_id,
    )!;
    expect(line.unitPrice).toBe(price);
    const after = (await setQty(line.id, 60)).find((entry) => entry.id === line.id)!;
    expect(after.unitPrice).toBe(price);
  });

  it('a guest pays list prices; signing in takes the cart over at the contract price', async () => {
    const guest = await add(antibody.id, 10, {
      userType: 'AWSGuest',
      accountId: DEMO_STOREFRONTS.guest.guestAccountId ?? '',
      contactId: undefined,
      domain: DEMO_STOREFRONTS.guest.domain,
      caller: GUEST_CALLER,
    });
    const guestLine = guest.lineItems[0]!;
    expect(guestLine).toMatchObject({ unitPrice: antibody.list, listPrice: null });

    const taken = await crm.makeCall(
      crmCall('makeActiveCartForGuest', {
        query: {
          cid: MARIA.contactId,
          accId: DEMO_ACCOUNTS.main.id,
          ut: 'AWSManager',
          quoteId: guest.quote.id,
        },
        domain: DEMO_STOREFRONTS.guest.domain,
        caller: callerOf(MARIA, 'guest'),
      }),
    );
    const line = (taken.content as QuoteContent).lineItems[0]!;
    expect(line).toMatchObject({
      qty: 10,
      unitPrice: priceAt(antibody.list, 22),
      listPrice: antibody.list,
    });
    expect(await subtotalOf(guest.quote.id)).toBe(cents(10 * priceAt(antibody.list, 22)));
  });
});

describe('the product record names the tiers of the price book', () => {
  const record = async (extra: Partial<Parameters<typeof crmCall>[1]> = {}) => {
    const result = await crm.makeCall(
      crmCall('getRecord', {
        payload: {
          objectName: 'Product2',
          objectId: antibody.id,
          displayFields: ['Name', 'Price', 'CurrencyIsoCode'],
        },
        ...extra,
      }),
    );
    return (result.content as { recordData: Record<string, unknown> }).recordData;
  };

  it("gives a signed-in customer the account's unit price per quantity range", async () => {
    const data = await record();
    const list = Number(data.ListPrice);
    expect(data.Price).toBe(priceAt(list, 18));
    expect(data.PriceTiers).toEqual([
      { minQty: 1, maxQty: 9, price: priceAt(list, 18) },
      { minQty: 10, maxQty: 49, price: priceAt(list, 22) },
      { minQty: 50, maxQty: null, price: priceAt(list, 26) },
    ]);
  });

  it('gives a guest the list price and no tiers', async () => {
    const data = await record({
      userType: 'AWSGuest',
      accountId: DEMO_STOREFRONTS.guest.guestAccountId ?? '',
      contactId: undefined,
      domain: DEMO_STOREFRONTS.guest.domain,
      caller: GUEST_CALLER,
    });
    expect(data.ListPrice).toBeUndefined();
    expect(data.PriceTiers).toBeUndefined();
  });
});
