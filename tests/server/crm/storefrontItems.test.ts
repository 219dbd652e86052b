import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrm } from '../../../server/crm/index';
import { DEMO_QUOTES } from '../../../server/db/seed/crmRecords';
import { openTestDatabase } from '../../../server/db/testing';
import type { Crm, Db } from '../../../server/shared/contracts';
import { DEMO_STOREFRONTS } from '../../../server/shared/demo';
import { callerOf, crmCall, MARIA, SOPHIE } from './crmCall';

/**
 * The storefront decides what it sells: every call that puts an item in a cart refuses (or, for a
 * reorder, skips) an item of a catalogue only another storefront sells (records/storefrontOfDomain).
 * The test gives the SSO storefront a catalogue of its own; the seed sells every catalogue on
 * every storefront.
 */
let db: Db;
let crm: Crm;
const SSO_ONLY_ITEM = 'a1SsoOnly00000001';
const PLAIN_ITEM = 'a1Cellaris0000100';
const B_CELL_KIT = 'a1Cellaris0000901';

beforeAll(async () => {
  db = await openTestDatabase();
  crm = createCrm(db);
  const [group] = await db.query<{ catalog_group_id: string }>(
    'SELECT catalog_group_id FROM catalogs LIMIT 1',
  );
  await db.query(
    `INSERT INTO catalogs (id, name, slug, catalog_group_id) VALUES ('ecat-sso-only', 'SSO only', 'sso-only', $1)`,
    [group!.catalog_group_id],
  );
  await db.query(
    `INSERT INTO storefront_catalogs (storefront_id, catalog_id) VALUES ($1, 'ecat-sso-only')`,
    [DEMO_STOREFRONTS.sso.storefrontId],
  );
  await db.query(
    `INSERT INTO catalog_items (item_id, catalog_item_id, catalog_id, sku, title, price, item_group, friendly_url)
     VALUES ($1, 'ci-sso-only-1', 'ecat-sso-only', 'SSO-ONLY-1', 'SSO-only reagent', 10, 'Reagents', 'sso-only-reagent')`,
    [SSO_ONLY_ITEM],
  );
});
afterAll(async () => {
  await db.close();
});

type Cart = { quote: { id: string }; lineItems: { itemId: string; sku: string; qty: number }[] };

function addToMariasCart(lines: { itemId: string; qty: number }[]) {
  return crm.makeCall(
    crmCall('saveItemToQuote', {
      payload: { objID: DEMO_QUOTES.mariaCart, saverequest: JSON.stringify(lines) },
    }),
  );
}

async function mariasLines(): Promise<{ item_id: string; qty: number }[]> {
  return db.query('SELECT item_id, qty FROM quote_line_items WHERE quote_id = $1 ORDER BY id', [
    DEMO_QUOTES.mariaCart,
  ]);
}

describe('saveItemToQuote and the storefront', () => {
  it("refuses an item of another storefront's catalogue with a clear error, adding nothing of the list", async () => {
    const before = await mariasLines();
    const answer = await addToMariasCart([
      { itemId: PLAIN_ITEM, qty: 1 },
      { itemId: SSO_ONLY_ITEM, qty: 1 },
    ]);
    expect(answer).toEqual({
      statusCode: 400,
      content: `ERROR: Item ${SSO_ONLY_ITEM} is not sold on this storefront.`,
    });
    expect(await mariasLines()).toEqual(before);
    // Named by its catalogue item id, the same item is refused the same way.
    const byCatalogueId = await addToMariasCart([{ itemId: 'ci-sso-only-1', qty: 1 }]);
    expect(byCatalogueId.content).toBe('ERROR: Item ci-sso-only-1 is not sold on this storefront.');
  });

  it('adds the item on the storefront that sells it', async () => {
    const answer = await crm.makeCall(
      crmCall('saveItemToQuote', {
        payload: { saverequest: JSON.stringify({ itemId: SSO_ONLY_ITEM, qty: 2 }) },
        userType: SOPHIE.group,
        accountId: SOPHIE.accountId,
        contactId: SOPHIE.contactId,
        domain: DEMO_STOREFRONTS.sso.domain,
        caller: callerOf(SOPHIE, 'sso'),
      }),
    );
    expect(answer.statusCode).toBe(200);
    expect((answer.content as Cart).lineItems).toContainEqual(
      expect.objectContaining({ itemId: SSO_ONLY_ITEM, qty: 2 }),
    );
  });

  it("still adds a service part: the parts catalogue is no storefront's", async () => {
    const [part] = await db.query<{ item_id: string }>(
      `SELECT item_id FROM catalog_items WHERE catalog_id = 'ecat-service-parts' AND active LIMIT 1`,
    );
    const answer = await addToMariasCart([{ itemId: part!.item_id, qty: 1 }]);
    expect(answer.statusCode).toBe(200);
  });
});

describe('reorder and the storefront', () => {
  it("puts back what this storefront sells and names another storefront's item as unavailable", async () => {
    const [order] = await db.query<{ id: string }>(
      `SELECT o.id FROM orders o WHERE o.contact_id = $1 AND o.account_id = $2
          AND (SELECT count(*) FROM order_lines l WHERE l.order_id = o.id) >= 2 LIMIT 1`,
      [MARIA.contactId, MARIA.accountId],
    );
    const lines = await db.query<{ item_id: string; sku: string }>(
      'SELECT item_id, sku FROM order_lines WHERE order_id = $1 ORDER BY line_number',
      [order!.id],
    );
    const moved = lines[0]!;
    await db.query(`UPDATE catalog_items SET catalog_id = 'ecat-sso-only' WHERE item_id = $1`, [
      moved.item_id,
    ]);
    const answer = await crm.makeCall(crmCall('reorder', { payload: { orderId: order!.id } }));
    expect(answer.statusCode).toBe(200);
    const content = answer.content as Cart & { unavailable: { sku: string }[] };
    expect(content.unavailable.map((entry) => entry.sku)).toEqual([moved.sku]);
    expect(content.lineItems.map((line) => line.itemId)).toContain(lines[1]!.item_id);
  });
});

describe('a configuration and the storefront', () => {
  it("refuses to save a configuration of another storefront's item", async () => {
    await db.query(`UPDATE catalog_items SET catalog_id = 'ecat-sso-only' WHERE item_id = $1`, [
      B_CELL_KIT,
    ]);
    const answer = await crm.makeCall(
      crmCall('saveItemToQuote', {
        payload: {
          saverequest: JSON.stringify({
            configuration: {
              itemId: B_CELL_KIT,
              name: 'B cell panel',
              selection: { kind: 'panel', instrumentItemId: null, markers: [], quantity: 1 },
            },
          }),
        },
      }),
    );
    expect(answer).toEqual({
      statusCode: 400,
      content: `ERROR: Item ${B_CELL_KIT} is not sold on this storefront.`,
    });
  });
});

describe('CPQ bundles and the storefront', () => {
  const CPQ_BASE = '/services/apexrest/cpq';

  type Bundle = {
    id: string;
    instrument: { itemId: string };
    components: { id: string; itemId: string; title: string }[];
    servicePlans: { id: string }[];
  };

  function cpq(
    type: string,
    user: typeof MARIA,
    options: { payload?: unknown; callType?: 'GET' | 'POST' } = {},
  ) {
    const storefront = user === SOPHIE ? 'sso' : 'portal';
    return crm.makeCall(
      crmCall(type, {
        base: CPQ_BASE,
        callType: options.callType ?? 'GET',
        payload: options.payload,
        userType: user.group,
        accountId: user.accountId,
        contactId: user.contactId,
        domain: DEMO_STOREFRONTS[storefront].domain,
        caller: callerOf(user, storefront),
      }),
    );
  }

  async function bundlesOf(user: typeof MARIA): Promise<Bundle[]> {
    const answer = await cpq('getCpqBundles', user);
    expect(answer.statusCode).toBe(200);
    return (answer.content as { bundles: Bundle[] }).bundles;
  }

  async function cpqQuoteCount(): Promise<number> {
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM cpq_quotes');
    return Number(row!.n);
  }

  function selectionOf(bundle: Bundle, components: Record<string, number> = {}) {
    return {
      selection: {
        bundleId: bundle.id,
        instrumentQty: 1,
        components,
        servicePlanId: bundle.servicePlans[0]?.id ?? null,
        serviceYears: 3,
      },
    };
  }

  it("offers only the bundles whose instrument the storefront sells, and refuses to quote another storefront's", async () => {
    const before = await bundlesOf(MARIA);
    const sortera = before.find((bundle) => bundle.id === 'bundle-sortera-4')!;
    await db.query(`UPDATE catalog_items SET catalog_id = 'ecat-sso-only' WHERE item_id = $1`, [
      sortera.instrument.itemId,
    ]);
    expect((await bundlesOf(MARIA)).map((bundle) => bundle.id)).not.toContain('bundle-sortera-4');
    // Sophie's storefront sells the instrument: the bundle is offered there.
    expect((await bundlesOf(SOPHIE)).map((bundle) => bundle.id)).toContain('bundle-sortera-4');

    const quotes = await cpqQuoteCount();
    const refused = await cpq('saveCpqQuote', MARIA, {
      callType: 'POST',
      payload: selectionOf(sortera),
    });
    expect(refused).toEqual({
      statusCode: 400,
      content: 'ERROR: Bundle bundle-sortera-4 is not offered on this storefront.',
    });
    expect(await cpqQuoteCount()).toBe(quotes);
    const unknown = await cpq('saveCpqQuote', MARIA, {
      callType: 'POST',
      payload: selectionOf({ ...sortera, id: 'bundle-none' }),
    });
    expect(unknown).toEqual({ statusCode: 404, content: 'ERROR: Bundle not found.' });
  });

  it("leaves out an option of another storefront's catalogue and names it when a selection asks for it", async () => {
    const [aurion] = (await bundlesOf(MARIA)).filter((bundle) => bundle.id === 'bundle-aurion-3l');
    const loader = aurion!.components.find((component) =>
      component.title.startsWith('Plate Loader'),
    )!;
    await db.query(`UPDATE catalog_items SET catalog_id = 'ecat-sso-only' WHERE item_id = $1`, [
      loader.itemId,
    ]);
    const [scoped] = (await bundlesOf(MARIA)).filter((bundle) => bundle.id === 'bundle-aurion-3l');
    expect(scoped!.components.map((component) => component.id)).not.toContain(loader.id);
    expect(scoped!.components.length).toBe(aurion!.components.length - 1);

    const quotes = await cpqQuoteCount();
    const refused = await cpq('saveCpqQuote', MARIA, {
      callType: 'POST',
      payload: selectionOf(scoped!, { [loader.id]: 1 }),
    });
    expect(refused).toEqual({
      statusCode: 400,
      content: `ERROR: ${loader.title} is not offered on this storefront.`,
    });
    expect(await cpqQuoteCount()).toBe(quotes);
    // Without it the bundle is quoted as the storefront offers it.
    const saved = await cpq('saveCpqQuote', MARIA, {
      callType: 'POST',
      payload: selectionOf(scoped!),
    });
    expect(saved.statusCode).toBe(200);
    expect(await cpqQuoteCount()).toBe(quotes + 1);
  });
});
