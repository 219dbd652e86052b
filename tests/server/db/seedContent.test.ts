import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, TemplateDetails } from '../../../server/shared/contracts';
import { DEMO_ACCOUNTS, DEMO_STOREFRONTS, DEMO_USERS } from '../../../server/shared/demo';
import { openTestDatabase } from '../../../server/db/testing';

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.close();
});

const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(sql, params))[0]?.n ?? 0;

describe('seeded catalogue', () => {
  it('holds at least 2000 items, in both catalogues', async () => {
    expect(await count('SELECT count(*) AS n FROM catalog_items')).toBeGreaterThanOrEqual(2000);
    expect(
      await count("SELECT count(*) AS n FROM catalog_items WHERE catalog_id = 'ecat-cytometry'"),
    ).toBeGreaterThan(1000);
    expect(
      await count("SELECT count(*) AS n FROM catalog_items WHERE catalog_id = 'ecat-genomics'"),
    ).toBeGreaterThan(800);
  });

  it('represents every configuration requirement, including the empty one', async () => {
    const rows = await db.query<{ configuration_requirement: string }>(
      'SELECT DISTINCT configuration_requirement FROM catalog_items',
    );
    expect(rows.map((r) => r.configuration_requirement).sort()).toEqual([
      '',
      'Needs Configuration',
      'No Configuration',
      'Suggests Configuration',
      'Upload',
      'Upload Add',
      'Upload Configuration',
    ]);
  });

  it('prices every item in USD and EUR and has picklists for the filters', async () => {
    expect(await count('SELECT count(*) AS n FROM catalog_item_prices')).toBe(
      2 * (await count('SELECT count(*) AS n FROM catalog_items')),
    );
    expect(
      await count("SELECT count(*) AS n FROM picklists WHERE attribute_name = 'fluorochrome'"),
    ).toBeGreaterThan(10);
  });

  it('keeps the SKUs and ids the legacy redirects name', async () => {
    const rows = await db.query<{ item_id: string; sku: string }>(
      "SELECT item_id, sku FROM catalog_items WHERE item_id IN ('a1Cellaris0000001', 'a1Cellaris0000005') ORDER BY item_id",
    );
    expect(rows).toEqual([
      { item_id: 'a1Cellaris0000001', sku: 'CY-AB-10001' },
      { item_id: 'a1Cellaris0000005', sku: 'GX-LP-10001' },
    ]);
  });
});

describe('seeded storefronts and templates', () => {
  it('has the three demo storefronts', async () => {
    const rows = await db.query<{ domain: string }>(
      'SELECT domain FROM storefronts ORDER BY domain',
    );
    expect(rows.map((r) => r.domain)).toEqual(
      Object.values(DEMO_STOREFRONTS)
        .map((s) => s.domain)
        .sort(),
    );
  });

  it('gives every storefront templates of every kind, with templateDetails', async () => {
    for (const storefront of Object.values(DEMO_STOREFRONTS)) {
      const metas = await db.query<{ value: string }>(
        "SELECT value FROM meta_items WHERE storefront_id = $1 AND key = 'templateDetails'",
        [storefront.storefrontId],
      );
      const details = metas.map((m) => JSON.parse(m.value) as TemplateDetails);
      const categories = new Set(details.map((d) => d.pageCategory));
      for (const category of [
        'Application',
        'My Account',
        'Cart',
        'Checkout',
        'List page',
        'Details page',
      ])
        expect(categories).toContain(category);
      expect(categories.has('Guidance')).toBe(storefront.domain !== DEMO_STOREFRONTS.sso.domain);
      expect(details.filter((d) => d.portalHome)).toHaveLength(1);
      expect(details.filter((d) => d.pageType === 'Catalog').length).toBeGreaterThanOrEqual(2);
      expect(details.filter((d) => d.pageType === 'Content').length).toBeGreaterThanOrEqual(3);
      const cytometryCarts = details.filter(
        (d) => d.pageCategory === 'Cart' && d.catalogGroup === 'cg-cytometry',
      );
      expect(new Set(cytometryCarts.map((d) => d.createdAt)).size).toBe(2);
      expect(
        await count(
          "SELECT count(*) AS n FROM meta_items WHERE storefront_id = $1 AND key = 'theme' AND template_id IS NULL",
          [storefront.storefrontId],
        ),
      ).toBe(1);
    }
  });

  it('gives every template a header, content and a footer, with unique block ids', async () => {
    expect(await count('SELECT count(*) AS n FROM template_blocks')).toBe(
      await count('SELECT count(DISTINCT block_id) AS n FROM template_blocks'),
    );
    const incomplete = await db.query(
      `SELECT t.storefront_id, t.template_id FROM templates t
        WHERE NOT EXISTS (SELECT 1 FROM template_blocks b WHERE b.storefront_id = t.storefront_id AND b.template_id = t.template_id AND b.section = 'Header')
           OR NOT EXISTS (SELECT 1 FROM template_blocks b WHERE b.storefront_id = t.storefront_id AND b.template_id = t.template_id AND b.section = 'Content')
           OR NOT EXISTS (SELECT 1 FROM template_blocks b WHERE b.storefront_id = t.storefront_id AND b.template_id = t.template_id AND b.section = 'Footer')`,
    );
    expect(incomplete).toEqual([]);
    const components = await db.query<{ component_name: string }>(
      'SELECT DISTINCT component_name FROM template_blocks',
    );
    const names = components.map((c) => c.component_name);
    for (const name of [
      'header',
      'footer',
      'heroBanner',
      'richText',
      'image',
      'video',
      'filePreviewLink',
      'columns',
      'catalogue',
      'product',
      'cart',
      'checkoutAccount',
      'shippingAddress',
      'shippingMethod',
      'customForm',
      'termsAndPayment',
      'quoteSummary',
      'customCode',
      'list',
      'detail',
      'manageUsers',
      'orders',
      'orderDetail',
    ]) {
      expect(names).toContain(name);
    }
  });
});

describe('seeded CRM records', () => {
  it('has a contact for every demo user, on their account', async () => {
    for (const user of DEMO_USERS) {
      const [contact] = await db.query<{ account_id: string; username: string }>(
        'SELECT account_id, username FROM contacts WHERE id = $1',
        [user.contactId],
      );
      expect(contact).toEqual({ account_id: user.accountId, username: user.username });
    }
  });

  it('lets maria switch between main and related, and ivy act for the indirect buyer', async () => {
    const maria = await db.query<{ related_account_id: string }>(
      "SELECT related_account_id FROM portal_accessible_accounts WHERE contact_id = '003Dn00000MariaKel' AND portal_context = 'Portal' ORDER BY related_account_id",
    );
    expect(maria.map((r) => r.related_account_id).sort()).toEqual(
      [DEMO_ACCOUNTS.main.id, DEMO_ACCOUNTS.related.id].sort(),
    );
    expect(
      await count(
        "SELECT count(*) AS n FROM portal_accessible_accounts WHERE contact_id = '003Dn00000IvyChen1' AND related_account_id = $1 AND is_indirect_buyer",
        [DEMO_ACCOUNTS.indirectBuyer.id],
      ),
    ).toBe(1);
  });

  it('gives maria an active cart with three lines and totals, and keeps a guest quote', async () => {
    const [cart] = await db.query<{ id: string; subtotal: number; total: number }>(
      "SELECT id, subtotal, total FROM quotes WHERE contact_id = '003Dn00000MariaKel' AND account_id = $1 AND is_active",
      [DEMO_ACCOUNTS.main.id],
    );
    expect(
      await count('SELECT count(*) AS n FROM quote_line_items WHERE quote_id = $1', [cart?.id]),
    ).toBe(3);
    expect(cart?.subtotal).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM quotes WHERE is_guest')).toBe(1);
  });
});
