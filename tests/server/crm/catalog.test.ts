import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Crm, Db } from '../../../server/shared/contracts';
import { DEMO_STOREFRONTS } from '../../../server/shared/demo';
import { createCrm } from '../../../server/crm/index';
import { openTestDatabase } from '../../../server/db/testing';
import { callerOf, crmCall, GUEST_CALLER, IVY } from './crmCall';

let db: Db;
let crm: Crm;
beforeAll(async () => {
  db = await openTestDatabase();
  crm = createCrm(db);
});
afterAll(async () => {
  await db.close();
});

type CatalogResult = {
  lstItems: Record<string, unknown>[];
  soslOrderedItemIds: string[];
  itemCount: number;
};

async function retrieve(
  jsonData: Record<string, unknown>,
  asString = true,
): Promise<CatalogResult> {
  const result = await crm.makeCall(
    crmCall('retrieveCatalogNG', {
      payload: { jsonData: asString ? JSON.stringify(jsonData) : jsonData },
    }),
  );
  expect(result.statusCode).toBe(200);
  return result.content as CatalogResult;
}

describe('retrieveCatalogNG', () => {
  it('caps the ordered ids and the count at 2000 and pages the items', async () => {
    const all = await retrieve({ page: 1, pageSize: 24 });
    expect(all.itemCount).toBe(2000);
    expect(all.soslOrderedItemIds).toHaveLength(2000);
    expect(all.lstItems).toHaveLength(24);
    expect(all.lstItems[0]).toMatchObject({
      itemId: 'a1Cellaris0000001',
      sku: 'CY-AB-10001',
      currency: 'USD',
      friendlyURL: expect.stringContaining('CY-AB-10001'),
    });
    const second = await retrieve({ page: 2, pageSize: 24 });
    expect(second.lstItems[0]?.itemId).toBe(all.soslOrderedItemIds[24]);
  });

  it('searches text, filters attributes and sorts', async () => {
    const found = await retrieve(
      {
        searchText: 'CD4 FITC',
        catalogId: 'ecat-cytometry',
        filters: { species: ['Human'] },
        sort: 'price-desc',
        pageSize: 200,
      },
      false,
    );
    expect(found.itemCount).toBeGreaterThan(0);
    for (const item of found.lstItems) {
      expect(`${String(item.title)} ${JSON.stringify(item.attributes)}`).toMatch(/CD4/);
      expect((item.attributes as Record<string, string>).species).toBe('Human');
    }
    const prices = found.lstItems.map((item) => Number(item.price));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const none = await retrieve({ searchText: 'no-such-product-xyz' });
    expect(none).toMatchObject({ itemCount: 0, lstItems: [], soslOrderedItemIds: [] });
  });

  it('prices in the account currency', async () => {
    const result = await crm.makeCall(
      crmCall('retrieveCatalogNG', {
        accountId: '001Dn00000Distrib1',
        contactId: IVY.contactId,
        caller: callerOf(IVY),
        payload: { jsonData: { pageSize: 1 } },
      }),
    );
    expect((result.content as CatalogResult).lstItems[0]).toMatchObject({ currency: 'EUR' });
  });
});

describe('catalogue details and counts', () => {
  it('describes the storefront catalogues with groups and filters', async () => {
    const result = await crm.makeCall(
      crmCall('getEcatalogDetails', { query: { catalogId: 'ecat-genomics' } }),
    );
    expect(result.statusCode).toBe(200);
    const [catalog] = result.content as Record<string, unknown>[];
    expect(catalog).toMatchObject({
      eCatalogId: 'ecat-genomics',
      catalogGroupId: 'cg-genomics',
      groups: expect.arrayContaining(['NGS Panels']),
    });
    expect(catalog?.filters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          attribute: 'platform',
          values: expect.arrayContaining(['HelixSeq 2000']),
        }),
      ]),
    );
    expect(
      (await crm.makeCall(crmCall('getEcatalogDetails', { query: { catalogId: 'ecat-nope' } })))
        .content,
    ).toBe('ERROR: No records Found.');
  });

  it('counts items per group, ignoring the group filter itself', async () => {
    const result = await crm.makeCall(
      crmCall('getCatalogGroupCounts', {
        payload: { jsonData: { catalogId: 'ecat-cytometry', itemGroups: ['Beads'] } },
      }),
    );
    const counts = result.content as { group: string; count: number }[];
    expect(counts.find((c) => c.group === 'Antibodies')?.count).toBeGreaterThan(500);
    expect(counts.reduce((sum, c) => sum + c.count, 0)).toBe(1200);
  });

  it('counts picklist values per attribute', async () => {
    const result = await crm.makeCall(
      crmCall('getCatalogPicklistGroupCounts', {
        payload: { jsonData: { catalogId: 'ecat-cytometry', filters: { species: ['Mouse'] } } },
      }),
    );
    const counts = result.content as Record<string, { values: { value: string; count: number }[] }>;
    expect(counts.species?.values.map((v) => v.value)).toContain('Human');
    const fluorochromeTotal = counts.fluorochrome?.values.reduce((sum, v) => sum + v.count, 0) ?? 0;
    expect(fluorochromeTotal).toBeGreaterThan(0);
  });
});

describe('getMergedMetaInfo', () => {
  it('resolves a friendly product URL to template, item and catalogue', async () => {
    const result = await crm.makeCall(
      crmCall('getMergedMetaInfo', {
        callType: 'GET',
        domain: DEMO_STOREFRONTS.guest.domain,
        contactId: undefined,
        caller: GUEST_CALLER,
        query: { accId: '001Dn00000GuestAcc', url: '/product_detail/guest-catalog/CY-AB-10001/' },
      }),
    );
    expect(result).toMatchObject({
      statusCode: 200,
      content: {
        templateId: 'tpl-product',
        ecatalogItemId: 'a1ECellaris0000001',
        eCatalogId: 'ecat-cytometry',
        metaInfo: { title: expect.stringContaining('CD4') },
      },
    });
  });

  it('gives null ids for an unknown item and the spec error for an unknown template', async () => {
    const unknownItem = await crm.makeCall(
      crmCall('getMergedMetaInfo', { callType: 'GET', query: { url: '/product_detail/x/NOPE-1' } }),
    );
    expect(unknownItem.content).toMatchObject({
      templateId: 'tpl-product',
      ecatalogItemId: null,
      eCatalogId: null,
    });
    const unknownTemplate = await crm.makeCall(
      crmCall('getMergedMetaInfo', { callType: 'GET', query: { url: '/nowhere/x/CY-AB-10001' } }),
    );
    expect(unknownTemplate).toEqual({ statusCode: 404, content: 'ERROR: No template found' });
  });
});

describe('retrieveCatalogNG by item numbers (the order upload)', () => {
  it('finds items by SKU in any case, by item id and by catalogue item id, and nothing else', async () => {
    const found = await retrieve({
      itemNumbers: ['cy-ab-10001', 'a1Cellaris0000002', 'a1ECellaris0000003', 'NOPE-404', ' '],
      pageSize: 500,
    });
    expect(found.itemCount).toBe(3);
    expect(found.lstItems.map((item) => item.sku).sort()).toEqual([
      'CY-AB-10001',
      'CY-AB-10002',
      'CY-AB-10003',
    ]);
    expect(found.lstItems[0]).toHaveProperty('configurationRequirement');
  });

  it('finds nothing for numbers that are not in the catalogue', async () => {
    const found = await retrieve({ itemNumbers: ['XX-00-00000'] });
    expect(found).toMatchObject({ itemCount: 0, lstItems: [] });
  });

  it('answers a guest on the guest storefront too', async () => {
    const result = await crm.makeCall(
      crmCall('retrieveCatalogNG', {
        caller: GUEST_CALLER,
        userType: 'AWSGuest',
        contactId: undefined,
        accountId: DEMO_STOREFRONTS.guest.guestAccountId!,
        domain: DEMO_STOREFRONTS.guest.domain,
        payload: { jsonData: JSON.stringify({ itemNumbers: ['CY-BF-50001'] }) },
      }),
    );
    expect(result.statusCode).toBe(200);
    expect((result.content as CatalogResult).lstItems[0]).toMatchObject({
      sku: 'CY-BF-50001',
      configurationRequirement: 'Upload Add',
    });
  });
});
