import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Crm, Db } from '../../../../server/shared/contracts';
import { DEMO_ACCOUNTS, DEMO_STOREFRONTS, DEMO_USERS } from '../../../../server/shared/demo';
import { createCrm } from '../../../../server/crm/index';
import { DEMO_QUOTES } from '../../../../server/db/seed/crmRecords';
import { DEMO_CHECKOUT } from '../../../../server/db/seed/checkoutRecords';
import { openTestDatabase } from '../../../../server/db/testing';
import { callerOf, crmCall, GUEST_CALLER, PAUL } from '../crmCall';

let db: Db;
let crm: Crm;
beforeAll(async () => {
  db = await openTestDatabase();
  crm = createCrm(db);
});
afterAll(async () => {
  await db.close();
});

const IVY = DEMO_USERS.find((user) => user.username === 'ivy.indirect')!;
const asIvy = (accountId: string) => ({
  accountId,
  userType: IVY.group,
  contactId: IVY.contactId,
  caller: callerOf(IVY),
});
const guest = {
  userType: 'AWSGuest',
  accountId: DEMO_STOREFRONTS.guest.guestAccountId!,
  domain: DEMO_STOREFRONTS.guest.domain,
  contactId: undefined,
  caller: GUEST_CALLER,
};

describe("the account's saved addresses (getLookupRecords, saveAddress)", () => {
  it('lists the address book of the account the call acts for, default shipping address first', async () => {
    const result = await crm.makeCall(
      crmCall('getLookupRecords', {
        payload: {
          objectName: 'Address',
          displayFields: ['Name', 'Street', 'City', 'PostalCode', 'IsDefaultShipping'],
        },
      }),
    );
    const list = result.content as Record<string, unknown>[];
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ Id: DEMO_CHECKOUT.mariaDockAddress, IsDefaultShipping: true });
    const related = await crm.makeCall(
      crmCall('getLookupRecords', {
        payload: { objectName: 'Address' },
        accountId: DEMO_ACCOUNTS.related.id,
      }),
    );
    expect((related.content as { City: string }[]).map((a) => a.City)).toEqual(['Cambridge']);
    // A call that names an account the contact may not act for is refused.
    const foreign = await crm.makeCall(
      crmCall('getLookupRecords', {
        payload: { objectName: 'Address' },
        accountId: '001Dn00000Ridgeway',
      }),
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.content).toMatch(/^ERROR: Forbidden: /);
  });

  it('saves a new address once, however often it is sent, and checks it', async () => {
    const address = {
      Street: '1 Kendall Square',
      Street2: 'Suite B2201',
      City: 'Cambridge',
      State: 'MA',
      PostalCode: '02139',
      Country: 'United States',
      ContactName: 'Leo Martins',
      Email: 'leo.martins@northgate-labs.test',
    };
    const first = await crm.makeCall(crmCall('saveAddress', { payload: { address } }));
    const second = await crm.makeCall(
      crmCall('saveAddress', { payload: { address: { ...address, Street: '1 KENDALL SQUARE' } } }),
    );
    expect(first.statusCode).toBe(200);
    expect((second.content as { Id: string }).Id).toBe((first.content as { Id: string }).Id);
    const [count] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM account_addresses WHERE address ILIKE '1 Kendall Square'",
    );
    expect(count?.n).toBe(1);
    const bad = await crm.makeCall(
      crmCall('saveAddress', { payload: { address: { Street: '', City: 'X', Email: 'nope' } } }),
    );
    expect(bad.content).toMatch(
      // The address book's rules (schemas/address/addressBookRules.ts), in the forms' words.
      /Enter the street address\. Enter the postal code\. Enter the country\. Enter an email address/,
    );
    expect(
      (await crm.makeCall(crmCall('saveAddress', { payload: { address }, ...guest }))).statusCode,
    ).toBe(403);
  });
});

describe('searchLookupDataAdvanced (bill-to account, billing contact)', () => {
  const search = (payload: Record<string, unknown>, rest = {}) =>
    crm.makeCall(crmCall('searchLookupDataAdvanced', { payload, ...rest }));

  it('finds the accounts the caller may act for in the portal context', async () => {
    const result = await search({
      obj: 'Account',
      displayFields: 'Name,AccountNumber',
      searchText: 'northgate',
      isPortalContext: true,
      filters: [],
    });
    expect((result.content as { Name: string }[]).map((a) => a.Name)).toEqual([
      DEMO_ACCOUNTS.related.name,
      DEMO_ACCOUNTS.main.name,
    ]);
    expect((await search({ obj: 'Account', searchText: 'Ridgeway' })).content).toBe(
      'ERROR: No records Found.',
    );
  });

  it("adds the accounts an indirect buyer's accounts relate to outside the portal context", async () => {
    // Aoife, a contact of the indirect buyer: her distributor is billed only outside the portal context.
    // She has no demo login: her caller is the one the gateway would derive from her token.
    const aoife = {
      accountId: DEMO_ACCOUNTS.indirectBuyer.id,
      contactId: '003Dn00000AoifeByr',
      userType: 'AWSPortalUser',
      caller: {
        ...callerOf(PAUL),
        username: 'aoife.byrne',
        groups: ['AWSPortalUser'],
        userType: 'AWSPortalUser',
        contactId: '003Dn00000AoifeByr',
        accountId: DEMO_ACCOUNTS.indirectBuyer.id,
      },
    };
    const inPortal = await search({ obj: 'Account', isPortalContext: true }, aoife);
    expect((inPortal.content as { Name: string }[]).map((a) => a.Name)).toEqual([
      DEMO_ACCOUNTS.indirectBuyer.name,
    ]);
    const wide = await search({ obj: 'Account', isPortalContext: false }, aoife);
    expect((wide.content as { Name: string }[]).map((a) => a.Name)).toEqual([
      DEMO_ACCOUNTS.distributor.name,
      DEMO_ACCOUNTS.indirectBuyer.name,
    ]);
    // Ivy, of the distributor, acts for the indirect buyers she supplies.
    const ivy = await search(
      { obj: 'Account', searchText: 'Lyon' },
      asIvy(DEMO_ACCOUNTS.distributor.id),
    );
    expect((ivy.content as { Id: string }[]).map((a) => a.Id)).toEqual(['001Dn00000LyonBio1']);
  });

  it('finds billing contacts of an account through filters, and refuses unknown filter fields', async () => {
    const result = await search({
      obj: 'Contact',
      displayFields: ['FirstName', 'LastName', 'Email', 'AccountId'],
      searchText: 'gr',
      filters: [{ field: 'AccountId', operator: '=', value: DEMO_ACCOUNTS.main.id }],
    });
    const contacts = result.content as { FirstName: string; AccountId: string }[];
    expect(contacts.map((c) => c.FirstName)).toContain('Grace');
    expect(contacts.every((c) => c.AccountId === DEMO_ACCOUNTS.main.id)).toBe(true);
    const mapFilter = await search({
      obj: 'Contact',
      filters: { AccountId: DEMO_ACCOUNTS.related.id },
    });
    expect((mapFilter.content as { LastName: string }[]).map((c) => c.LastName)).toContain(
      'Svensson',
    );
    expect(
      (await search({ obj: 'Contact', filters: [{ field: 'password', value: 'x' }] })).content,
    ).toBe('ERROR: Unknown filter field password.');
    // Contacts of accounts outside the caller's reach never show.
    const ravi = await search({ obj: 'Contact', searchText: 'Ravi' });
    expect(ravi.content).toBe('ERROR: No records Found.');
    expect((await search({ obj: 'Contact', searchText: 'Grace' }, guest)).content).toBe(
      'ERROR: No records Found.',
    );
  });
});

describe('getShippingMethods', () => {
  it('prices the services that ship to the quote country, with delivery estimates and carrier accounts', async () => {
    const result = await crm.makeCall(
      crmCall('getShippingMethods', { query: { quoteId: DEMO_QUOTES.mariaCart } }),
    );
    const content = result.content as {
      carriers: {
        code: string;
        services: {
          id: string;
          amount: number;
          estimatedDelivery: { earliest: string; latest: string };
        }[];
      }[];
      customerShippingAccounts: { carrierCode: string; accountNumber: string }[];
      shipToAccounts: { Id: string }[];
      selected: { serviceId: string; amount: number };
    };
    expect(content.carriers.map((c) => c.code)).toEqual(['FEDEX', 'UPS']);
    const services = content.carriers.flatMap((c) => c.services);
    expect(services.map((s) => s.id)).not.toContain('ship-dhl-express');
    for (const service of services) {
      expect(service.amount).toBeGreaterThanOrEqual(0);
      expect(service.estimatedDelivery.earliest <= service.estimatedDelivery.latest).toBe(true);
    }
    expect(content.selected.serviceId).toBe('ship-fedex-priority-cold');
    expect(content.selected.amount).toBe(
      services.find((s) => s.id === 'ship-fedex-priority-cold')?.amount,
    );
    expect(content.customerShippingAccounts).toContainEqual({
      carrierCode: 'FEDEX',
      carrierName: 'FedEx',
      accountNumber: '6104-2231-9',
    });
    expect(content.shipToAccounts.map((a) => a.Id)).toEqual(
      expect.arrayContaining([DEMO_ACCOUNTS.main.id, DEMO_ACCOUNTS.related.id]),
    );
  });

  it('offers international services for a quote shipping abroad, in its currency', async () => {
    const result = await crm.makeCall(
      crmCall('getShippingMethods', {
        query: { quoteId: DEMO_QUOTES.ivyIndirect },
        ...asIvy(DEMO_ACCOUNTS.indirectBuyer.id),
      }),
    );
    expect(result.statusCode).toBe(200);
    await crm.makeCall(
      crmCall('updateRecord', {
        payload: { objectId: DEMO_QUOTES.ivyIndirect, fields: { ShippingCountry: 'Ireland' } },
        ...asIvy(DEMO_ACCOUNTS.indirectBuyer.id),
      }),
    );
    const abroad = await crm.makeCall(
      crmCall('getShippingMethods', {
        query: { quoteId: DEMO_QUOTES.ivyIndirect },
        ...asIvy(DEMO_ACCOUNTS.indirectBuyer.id),
      }),
    );
    const services = (
      abroad.content as { carriers: { services: { id: string; currency: string }[] }[] }
    ).carriers.flatMap((c) => c.services);
    expect(services.map((s) => s.id)).toEqual([
      'ship-ups-standard-intl',
      'ship-dhl-express',
      'ship-dhl-medical',
    ]);
    expect(services.every((s) => s.currency === 'EUR')).toBe(true);
  });

  it("answers another contact's quote as not found", async () => {
    const paul = {
      contactId: PAUL.contactId,
      userType: PAUL.group,
      caller: callerOf(PAUL),
    };
    const result = await crm.makeCall(
      crmCall('getShippingMethods', { query: { quoteId: DEMO_QUOTES.mariaCart }, ...paul }),
    );
    expect(result).toEqual({ statusCode: 404, content: 'ERROR: Quote not found.' });
  });
});
