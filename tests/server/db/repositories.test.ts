import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/shared/contracts';
import {
  DEMO_ORGANIZATION,
  DEMO_STOREFRONTS,
  DEMO_USER_POOL_ID,
} from '../../../server/shared/demo';
import { openTestDatabase } from '../../../server/db/testing';
import {
  findStorefrontByDomain,
  findStorefrontById,
} from '../../../server/db/repositories/storefronts';
import { getTemplateBlocks } from '../../../server/db/repositories/templateBlocks';
import { listMetaItemsByStorefront } from '../../../server/db/repositories/metaItems';
import { listCustomerOrgApiUsers } from '../../../server/db/repositories/customerOrgApiUsers';
import { insertActivityLog, listActivityLog } from '../../../server/db/repositories/activityLog';
import {
  getOrganizationTheme,
  getStorefrontTheme,
} from '../../../server/db/repositories/organizationTheme';

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.close();
});

const GUEST = DEMO_STOREFRONTS.guest;

describe('storefront repositories', () => {
  it('finds a storefront by domain, case-insensitively, with its organisation', async () => {
    expect(await findStorefrontByDomain(db, 'GUEST.localhost')).toEqual({
      storefrontId: GUEST.storefrontId,
      id: GUEST.storefrontId,
      storefrontName: GUEST.storefrontName,
      domain: GUEST.domain,
      awsUserPoolId: DEMO_USER_POOL_ID,
      clientId: GUEST.clientId,
      clientName: GUEST.clientName,
      guestAccountId: GUEST.guestAccountId,
      resourcesDomain: '',
      organization: {
        id: DEMO_ORGANIZATION.id,
        salesforceOrgId: DEMO_ORGANIZATION.salesforceOrgId,
      },
    });
    expect(await findStorefrontByDomain(db, 'nowhere.localhost')).toBeNull();
    expect((await findStorefrontById(db, DEMO_STOREFRONTS.sso.storefrontId))?.clientName).toBe(
      'oidc-cellaris-partners',
    );
    expect(await findStorefrontById(db, 'sf-missing')).toBeNull();
  });

  it('returns template blocks ordered Header, Content, Footer', async () => {
    const result = await getTemplateBlocks(db, GUEST.storefrontId, 'tpl-home');
    expect(result?.templateId).toBe('tpl-home');
    const sections = result?.blocks.map((b) => b.section) ?? [];
    expect(sections[0]).toBe('Header');
    expect(sections.at(-1)).toBe('Footer');
    expect(sections.filter((s) => s === 'Content').length).toBeGreaterThan(3);
    const content = result?.blocks.filter((b) => b.section === 'Content') ?? [];
    expect(content.map((b) => b.order)).toEqual(content.map((_, i) => i + 1));
    expect(result?.blocks[0]).toMatchObject({
      componentName: 'header',
      schemaVersion: 1,
      layoutSettings: { visibility: 'ALL' },
    });
    expect(await getTemplateBlocks(db, GUEST.storefrontId, 'tpl-nope')).toBeNull();
    expect(
      await getTemplateBlocks(db, DEMO_STOREFRONTS.sso.storefrontId, 'tpl-guidance'),
    ).toBeNull();
  });

  it('lists meta items by creation time in either direction', async () => {
    const ascending = await listMetaItemsByStorefront(db, GUEST.storefrontId, 'ASC');
    const descending = await listMetaItemsByStorefront(db, GUEST.storefrontId, 'DESC');
    expect(ascending.length).toBeGreaterThan(20);
    expect(descending.map((m) => m.id)).toEqual([...ascending].reverse().map((m) => m.id));
    expect(ascending[0]).toMatchObject({
      organizationId: DEMO_ORGANIZATION.id,
      storefrontId: GUEST.storefrontId,
    });
    expect(ascending.some((m) => m.key === 'theme' && m.templateId === null)).toBe(true);
  });

  it('reads the organisation and storefront themes', async () => {
    expect(await getOrganizationTheme(db, DEMO_ORGANIZATION.id)).toMatchObject({
      colors: { primary: '#0B5FA5' },
      logoUrl: expect.any(String),
    });
    expect(await getOrganizationTheme(db, 'org-missing')).toBeNull();
    expect(await getStorefrontTheme(db, DEMO_STOREFRONTS.sso.storefrontId)).toMatchObject({
      colors: { primary: '#5B2A86' },
    });
  });
});

describe('API users and activity log', () => {
  it('lists the customer-organisation API users', async () => {
    const users = await listCustomerOrgApiUsers(db);
    expect(users.length).toBeGreaterThan(0);
    expect(Object.keys(users[0]!).sort()).toEqual([
      'customerOrgApiUsersId',
      'eCProductUsersId',
      'id',
      'local',
      'owner',
      'salesforceUserId',
    ]);
  });

  it('stores an activity log entry with its payload', async () => {
    const id = await insertActivityLog(db, {
      storefrontId: GUEST.storefrontId,
      salesforceOrgId: DEMO_ORGANIZATION.salesforceOrgId,
      userName: 'maria.manager',
      userPoolId: DEMO_USER_POOL_ID,
      expiry: 1_900_000_000,
      payload: {
        email: 'maria.keller@northgate-labs.test',
        action: 'login',
        domain: GUEST.domain,
        timestamp: '2025-01-15T09:00:00.000Z',
      },
    });
    const [entry] = await listActivityLog(db, GUEST.storefrontId, 1);
    expect(entry).toMatchObject({
      id,
      userName: 'maria.manager',
      expiry: 1_900_000_000,
      payload: { action: 'login' },
    });
  });
});
