import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Crm, Db, MakeCallRequest } from '../../../server/shared/contracts';
import { DEMO_STOREFRONTS } from '../../../server/shared/demo';
import { createCrm } from '../../../server/crm/index';
import { openTestDatabase } from '../../../server/db/testing';
import { crmCall, GUEST_CALLER } from './crmCall';

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
  accountId: DEMO_STOREFRONTS.guest.guestAccountId ?? '',
  domain: DEMO_STOREFRONTS.guest.domain,
  caller: GUEST_CALLER,
} as const;

/** A call from a guest on the guest storefront: no contact, no signed-in user. */
function guestCall(...args: Parameters<typeof crmCall>): MakeCallRequest {
  const call = crmCall(...args);
  delete call.contactId;
  return call;
}

describe('saved catalogue filters', () => {
  it('saves a filter set and reads it back by its ecfr id on the same storefront only', async () => {
    const filters = {
      searchText: 'cd4',
      groups: ['Antibodies'],
      filters: { fluorochrome: ['FITC'] },
    };
    const saved = await crm.makeCall(
      guestCall('saveECatalogFilters', {
        ...GUEST,
        payload: { name: 'FITC antibodies', catalogId: 'ecat-cytometry', filters },
      }),
    );
    expect(saved.statusCode).toBe(200);
    const { ecfr } = saved.content as { ecfr: string };
    expect(ecfr).toMatch(/^aEF/);

    const read = await crm.makeCall(
      guestCall('getSavedFilter', { ...GUEST, callType: 'GET', query: { ecfr } }),
    );
    expect(read).toEqual({
      statusCode: 200,
      content: { ecfr, name: 'FITC antibodies', catalogId: 'ecat-cytometry', filters },
    });
    const elsewhere = await crm.makeCall(crmCall('getSavedFilter', { query: { ecfr } }));
    expect(elsewhere.content).toBe('ERROR: No records Found.');
  });

  it('refuses a filter set that is not an object', async () => {
    const result = await crm.makeCall(
      guestCall('saveECatalogFilters', { ...GUEST, payload: { filters: ['x'] } }),
    );
    expect(result).toEqual({ statusCode: 400, content: 'ERROR: filters must be an object.' });
  });
});

describe('getFormattedObjectDetails', () => {
  it('gives a product its fields, attributes, images and documents, found by SKU or item id', async () => {
    const byId = await crm.makeCall(
      guestCall('getFormattedObjectDetails', {
        ...GUEST,
        query: { objectapi: 'Product2', objectid: 'a1Cellaris0000001' },
      }),
    );
    expect(byId.statusCode).toBe(200);
    const product = byId.content as {
      itemId: string;
      fields: { name: string; value: unknown }[];
      attributes: Record<string, string>;
      images: { url: string; thumbnailUrl: string | null }[];
      documents: { name: string; fileName: string }[];
    };
    expect(product.itemId).toBe('a1Cellaris0000001');
    const sku = product.fields.find((field) => field.name === 'ProductCode')?.value;
    expect(typeof sku).toBe('string');
    // One picture with its own thumbnail, not the thumbnail as a second picture.
    expect(product.images).toHaveLength(1);
    expect(product.images[0]?.thumbnailUrl).toMatch(/thumb/);
    expect(product.documents.map((document) => document.name)).toContain('Datasheet');
    expect(Object.keys(product.attributes).length).toBeGreaterThan(0);

    const bySku = await crm.makeCall(
      guestCall('getFormattedObjectDetails', {
        ...GUEST,
        query: { objectapi: 'Product2', objectid: String(sku) },
      }),
    );
    expect((bySku.content as { itemId: string }).itemId).toBe('a1Cellaris0000001');
  });

  it('answers No records Found for an unknown product and an error for an unknown object', async () => {
    const missing = await crm.makeCall(
      crmCall('getFormattedObjectDetails', { query: { objectapi: 'Product2', objectid: 'nope' } }),
    );
    expect(missing.content).toBe('ERROR: No records Found.');
    const wrong = await crm.makeCall(
      crmCall('getFormattedObjectDetails', { query: { objectapi: 'Secret', objectid: 'x' } }),
    );
    expect(wrong).toEqual({ statusCode: 400, content: 'ERROR: Invalid object name Secret.' });
  });
});

describe('a guest cart', () => {
  it('is created by saveItemToQuote and read back by getActiveQuote with its quoteId', async () => {
    const saved = await crm.makeCall(
      guestCall('saveItemToQuote', {
        ...GUEST,
        payload: { saverequest: JSON.stringify([{ itemId: 'a1Cellaris0000003', qty: 2 }]) },
      }),
    );
    const quoteId = (saved.content as { quote: { id: string; isGuest: boolean } }).quote.id;
    expect((saved.content as { quote: { isGuest: boolean } }).quote.isGuest).toBe(true);

    const read = await crm.makeCall(
      guestCall('getActiveQuote', { ...GUEST, callType: 'GET', query: { quoteId } }),
    );
    expect(read.content).toMatchObject({ quote: { id: quoteId }, itemCount: 2 });

    // A guest cannot act for another account, and a guest must name a quote.
    const other = await crm.makeCall(
      guestCall('getActiveQuote', {
        ...GUEST,
        accountId: 'someone-else',
        callType: 'GET',
        query: { quoteId },
      }),
    );
    expect(other).toEqual({
      statusCode: 403,
      content: "ERROR: Forbidden: a guest may only use the storefront's guest account.",
    });
    const unnamed = await crm.makeCall(guestCall('getActiveQuote', { ...GUEST, callType: 'GET' }));
    expect(unnamed).toEqual({ statusCode: 400, content: 'ERROR: Contact is required.' });
  });

  it('pages up to the whole capped result in one retrieveCatalogNG call', async () => {
    const result = await crm.makeCall(
      guestCall('retrieveCatalogNG', {
        ...GUEST,
        payload: { jsonData: JSON.stringify({ page: 1, pageSize: 5000 }) },
      }),
    );
    const content = result.content as { lstItems: unknown[]; itemCount: number };
    expect(content.itemCount).toBe(2000);
    expect(content.lstItems).toHaveLength(2000);
  });
});
