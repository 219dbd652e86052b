import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Crm, Db } from '../../../server/shared/contracts';
import { DEMO_ACCOUNTS, DEMO_STOREFRONTS } from '../../../server/shared/demo';
import { createCrm } from '../../../server/crm/index';
import { openTestDatabase } from '../../../server/db/testing';
import { callerOf, crmCall, IVY, MARIA, PAUL } from './crmCall';

let db: Db;
let crm: Crm;
beforeAll(async () => {
  db = await openTestDatabase();
  crm = createCrm(db);
});
afterAll(async () => {
  await db.close();
});

describe('storefronts and records', () => {
  it("lists active storefronts with the caller's storefront info, current one first", async () => {
    const result = await crm.makeCall(crmCall('getActiveStorefronts', { callType: 'GET' }));
    const list = result.content as Record<string, unknown>[];
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({
      domain: DEMO_STOREFRONTS.portal.domain,
      isCurrent: true,
      accountId: DEMO_ACCOUNTS.main.id,
      contactId: MARIA.contactId,
      userType: 'AWSManager',
    });
  });

  it('reads a record with field metadata, and reports unknown objects and ids', async () => {
    const result = await crm.makeCall(
      crmCall('getRecord', {
        payload: {
          objectName: 'Account',
          objectId: DEMO_ACCOUNTS.related.id,
          displayFields: 'Name, BillingCity, Nope',
        },
      }),
    );
    expect(result.content).toEqual({
      recordData: {
        Id: DEMO_ACCOUNTS.related.id,
        Name: DEMO_ACCOUNTS.related.name,
        BillingCity: 'Cambridge',
      },
      fieldsMetadata: [
        { name: 'Id', label: 'Account ID', type: 'id' },
        { name: 'Name', label: 'Account Name', type: 'string' },
        { name: 'BillingCity', label: 'Billing City', type: 'string' },
      ],
    });
    expect(
      (
        await crm.makeCall(
          crmCall('getRecord', { payload: { objectName: 'Account', objectId: 'nope' } }),
        )
      ).content,
    ).toBe('ERROR: No records Found.');
    expect(
      (
        await crm.makeCall(
          crmCall('getRecord', { payload: { objectName: 'pg_user', objectId: 'x' } }),
        )
      ).content,
    ).toMatch(/^ERROR: Invalid object name/);
  });

  it("looks up records of the caller's account", async () => {
    const result = await crm.makeCall(
      crmCall('getLookupRecords', {
        payload: {
          objectName: 'Contact',
          searchText: 'northgate',
          displayFields: ['FirstName', 'LastName', 'Email'],
        },
      }),
    );
    const contacts = result.content as { AccountId?: string; Email: string }[];
    expect(contacts.length).toBeGreaterThan(3);
    expect(contacts.every((c) => c.Email.includes('northgate'))).toBe(true);
    expect(
      (
        await crm.makeCall(
          crmCall('getLookupRecords', { payload: { objectName: 'Contact', searchText: 'zzzz' } }),
        )
      ).content,
    ).toBe('ERROR: No records Found.');
  });

  it('returns the guest account, or No records Found for any other account', async () => {
    const guest = await crm.makeCall(
      crmCall('getGuestAccounts', { callType: 'GET', query: { accId: '001Dn00000GuestAcc' } }),
    );
    expect(guest.content).toEqual([
      { Id: '001Dn00000GuestAcc', Name: 'Cellaris Web Shop Guests', CurrencyIsoCode: 'USD' },
    ]);
    const other = await crm.makeCall(
      crmCall('getGuestAccounts', { callType: 'GET', query: { accId: DEMO_ACCOUNTS.main.id } }),
    );
    expect(other.content).toBe('ERROR: No records Found.');
  });
});

describe('contacts and user sync', () => {
  it('finds or creates the contact of a new portal user', async () => {
    const existing = await crm.makeCall(
      crmCall('contactInSF', {
        payload: {
          accId: DEMO_ACCOUNTS.main.id,
          fn: 'Leo',
          ln: 'Martins',
          email: 'LEO.martins@northgate-labs.test',
        },
      }),
    );
    expect(existing.content).toEqual({ contactId: '003Dn00000LeoMarti' });
    const created = await crm.makeCall(
      crmCall('contactInSF', {
        payload: {
          accId: DEMO_ACCOUNTS.main.id,
          fn: 'New',
          ln: 'Person',
          email: 'new.person@northgate-labs.test',
        },
      }),
    );
    const { contactId } = created.content as { contactId: string };
    expect(contactId).toMatch(/^003Dn/);
    const again = await crm.makeCall(
      crmCall('contactInSF', {
        payload: {
          accId: DEMO_ACCOUNTS.main.id,
          fn: 'New',
          ln: 'Person',
          email: 'new.person@northgate-labs.test',
        },
      }),
    );
    expect(again.content).toEqual({ contactId });
    expect(
      (
        await crm.makeCall(
          crmCall('contactInSF', { payload: { accId: DEMO_ACCOUNTS.main.id, fn: 'X' } }),
        )
      ).content,
    ).toMatch(/^ERROR: /);
  });

  it('mirrors activation and deactivation on the contact', async () => {
    const off = await crm.makeCall(
      crmCall('userDeactivatedInAWS', { query: { cid: PAUL.contactId } }),
    );
    expect(off.content).toEqual({ contactId: PAUL.contactId, awsStatus: 'Inactive' });
    const on = await crm.makeCall(
      crmCall('userActivatedInAWS', { query: { cid: PAUL.contactId } }),
    );
    expect(on.content).toEqual({ contactId: PAUL.contactId, awsStatus: 'Active' });
    expect(
      (await crm.makeCall(crmCall('userActivatedInAWS', { query: { cid: 'nope' } }))).statusCode,
    ).toBe(404);
  });
});

describe('updateContactInSF', () => {
  it("links a contact of the manager's account to its pool user, and no one else's", async () => {
    const linked = await crm.makeCall(
      crmCall('updateContactInSF', {
        query: { cid: PAUL.contactId },
        payload: { awsUserId: 'sub-1' },
      }),
    );
    expect(linked.content).toEqual({ contactId: PAUL.contactId, awsUserId: 'sub-1' });
    const [row] = await db.query<{ aws_user_id: string }>(
      'SELECT aws_user_id FROM contacts WHERE id = $1',
      [PAUL.contactId],
    );
    expect(row?.aws_user_id).toBe('sub-1');
    // A portal user may not link contacts; a manager may not link another account's contact.
    const byPortalUser = await crm.makeCall(
      crmCall('updateContactInSF', {
        query: { cid: PAUL.contactId },
        payload: { awsUserId: 'sub-2' },
        caller: callerOf(PAUL),
        userType: 'AWSPortalUser',
        contactId: PAUL.contactId,
      }),
    );
    expect(byPortalUser.statusCode).toBe(403);
    const foreign = await crm.makeCall(
      crmCall('updateContactInSF', {
        query: { cid: IVY.contactId },
        payload: { awsUserId: 'sub-3' },
      }),
    );
    expect(foreign.statusCode).toBe(403);
    expect(
      (await crm.makeCall(crmCall('updateContactInSF', { query: { cid: PAUL.contactId } })))
        .content,
    ).toMatch(/^ERROR: /);
  });
});

describe('notifications', () => {
  it("counts, lists and updates the contact's notifications", async () => {
    const count = await crm.makeCall(
      crmCall('getNotificationsCount', {
        callType: 'GET',
        query: { accId: DEMO_ACCOUNTS.main.id, cid: MARIA.contactId },
      }),
    );
    expect(count.content).toMatchObject({ unreadCount: 4, unseenCount: 3, total: 23 });
    const list = await crm.makeCall(crmCall('getNotifications', { callType: 'GET' }));
    const { notification, contactNotification } = list.content as {
      notification: { Id: string; url: string | null }[];
      contactNotification: { Id: string; isRead: boolean }[];
    };
    expect(notification).toHaveLength(23);
    expect(notification.find((n) => n.Id === 'a3NDn0000000001')?.url).toBe(
      '/detail/tpl-order-detail?recordId=0Q0Dn00000Quote102',
    );
    const unread = contactNotification
      .filter((c) => !c.isRead)
      .map((c) => ({ Id: c.Id, isRead: true }));
    const updated = await crm.makeCall(crmCall('updateNotifications', { payload: unread }));
    expect(updated.content).toEqual({ updated: 4 });
    const after = await crm.makeCall(crmCall('getNotificationsCount', { callType: 'GET' }));
    expect(after.content).toMatchObject({ unreadCount: 0, unseenCount: 0 });
    expect((await crm.makeCall(crmCall('updateNotifications', { payload: [] }))).content).toMatch(
      /^ERROR: /,
    );
  });
});
