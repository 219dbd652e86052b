import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Crm, Db } from '../../../../server/shared/contracts';
import { DEMO_ACCOUNTS, DEMO_STOREFRONTS } from '../../../../server/shared/demo';
import { createCrm } from '../../../../server/crm/index';
import { DEMO_QUOTES } from '../../../../server/db/seed/crmRecords';
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

const update = (
  fields: Record<string, unknown>,
  quoteId: string = DEMO_QUOTES.mariaCart,
  rest = {},
) =>
  crm.makeCall(
    crmCall('updateRecord', {
      payload: { objectName: 'Quote', objectId: quoteId, fields },
      ...rest,
    }),
  );

const read = async (displayFields: string[], quoteId: string = DEMO_QUOTES.mariaCart, rest = {}) =>
  crm.makeCall(
    crmCall('getRecord', {
      payload: { objectName: 'Quote', objectId: quoteId, displayFields },
      ...rest,
    }),
  );

describe('the quote checkout fields (getRecord / updateRecord)', () => {
  it('reads the shipping, billing, deliver-to and payment fields of spec 001 section 3', async () => {
    const result = await read([
      'ShippingStreet',
      'ShippingPostalCode',
      'Shipping_Location__c',
      'Shipping_Carrier__c',
      'Shipping_Service__c',
      'ShippingHandling',
      'Ship_To_Account__c',
      'BillingName',
      'Deliver_To_Name__c',
      'Pay_Online_Terms__c',
      'PoNumber',
    ]);
    expect(result.statusCode).toBe(200);
    expect((result.content as { recordData: unknown }).recordData).toMatchObject({
      Id: DEMO_QUOTES.mariaCart,
      ShippingStreet: '400 Longwood Avenue',
      ShippingPostalCode: '02115',
      Shipping_Location__c: 'Receiving Dock 3',
      Shipping_Carrier__c: 'FedEx',
      Ship_To_Account__c: DEMO_ACCOUNTS.main.id,
      BillingName: 'Grace Oduya',
      Deliver_To_Name__c: 'Maria Keller',
      Pay_Online_Terms__c: 'Net 30',
    });
  });

  it('writes fields, voids the tax when the shipping address changes, and reads them back', async () => {
    await crm.makeCall(
      crmCall('calculateAvaTax', { payload: { recordId: DEMO_QUOTES.mariaCart } }),
    );
    const result = await update({
      ShippingStreet: ' 300 Technology Square ',
      ShippingCity: 'Cambridge',
      ShippingPostalCode: '02139',
      PoNumber: 'PO-7781',
      Shipping_Email__c: 'dock@northgate-labs.test',
      Terms_Accepted__c: true,
      Custom_Fields__c: { 'Grant number': 'R01-GM-1234', 'Cold room': true },
    });
    expect(result.statusCode).toBe(200);
    const record = (result.content as { recordData: Record<string, unknown> }).recordData;
    expect(record).toMatchObject({
      ShippingStreet: '300 Technology Square',
      ShippingCity: 'Cambridge',
      PoNumber: 'PO-7781',
      Terms_Accepted__c: true,
      Tax: 0,
      Tax_Committed__c: false,
      Custom_Fields__c: { 'Grant number': 'R01-GM-1234', 'Cold room': true },
    });
    expect(record.Terms_Accepted_Date__c).toEqual(expect.any(String));
    expect(Number(record.Total)).toBeCloseTo(
      Number(record.Subtotal) - Number(record.Discount) + Number(record.ShippingHandling),
      2,
    );
    // Answers merge: a second form writes its own keys beside the first's.
    const merged = await update({ Custom_Fields__c: { 'Cost centre': 'CC-42' } });
    expect(
      (merged.content as { recordData: Record<string, unknown> }).recordData.Custom_Fields__c,
    ).toEqual({
      'Grant number': 'R01-GM-1234',
      'Cold room': true,
      'Cost centre': 'CC-42',
    });
  });

  it('prices the chosen shipping method on the server; a customer carrier account ships at no charge', async () => {
    const chosen = await update({ Shipping_Service_Id__c: 'ship-ups-ground', ShippingHandling: 1 });
    expect(chosen.content).toBe('ERROR: ShippingHandling: the field is read-only.');
    const ok = await update({ Shipping_Service_Id__c: 'ship-ups-next-day' });
    const record = (ok.content as { recordData: Record<string, unknown> }).recordData;
    expect(record).toMatchObject({
      Shipping_Carrier__c: 'UPS',
      Shipping_Service__c: 'Next Day Air',
    });
    expect(Number(record.ShippingHandling)).toBeGreaterThan(58);
    const own = await update({ Customer_Shipping_Account__c: '6104-2231-9' });
    expect(
      (own.content as { recordData: Record<string, unknown> }).recordData.ShippingHandling,
    ).toBe(0);
    const abroad = await update({ Shipping_Service_Id__c: 'ship-dhl-express' });
    expect(abroad.content).toMatch(
      /^ERROR: Shipping_Service_Id__c: DHL Express Express Worldwide does not ship to United States\./,
    );
  });

  it('refuses bad values, unknown and read-only fields, and writes nothing then', async () => {
    const result = await update({
      ShippingCity: 'Somerville',
      Shipping_Email__c: 'not-an-email',
      Shipping_Phone__c: 'call me',
      Payment_Method__c: 'Cash',
      Nope__c: 1,
      Total: 0,
      PoNumber: 'x'.repeat(41),
    });
    expect(result.statusCode).toBe(400);
    const message = String(result.content);
    for (const part of [
      'Shipping_Email__c: enter an email address',
      'Shipping_Phone__c: enter a phone number',
      'Payment_Method__c: expected one of Terms, Card',
      'Nope__c: no such field',
      'Total: the field is read-only',
      'PoNumber: at most 40 characters',
    ])
      expect(message).toContain(part);
    const after = await read(['ShippingCity']);
    expect(
      (after.content as { recordData: Record<string, unknown> }).recordData.ShippingCity,
    ).not.toBe('Somerville');
  });

  it('checks references: bill-to accounts and billing contacts the caller may use', async () => {
    const related = await update({
      Bill_To_Account__c: DEMO_ACCOUNTS.related.id,
      Billing_Contact__c: '003Dn00000HenrikSv',
    });
    expect(related.statusCode).toBe(200);
    const foreign = await update({ Bill_To_Account__c: '001Dn00000Ridgeway' });
    expect(foreign.content).toMatch(
      /Bill_To_Account__c: account 001Dn00000Ridgeway is not one you may use/,
    );
    const wrongContact = await update({
      Bill_To_Account__c: DEMO_ACCOUNTS.main.id,
      Billing_Contact__c: '003Dn00000RaviKuma',
    });
    expect(wrongContact.content).toMatch(
      /Billing_Contact__c: contact .* is not a contact of the bill-to account/,
    );
  });

  it("answers another contact's or account's quote as not found, for reads and writes", async () => {
    const paul = {
      contactId: PAUL.contactId,
      userType: 'AWSPortalUser',
      caller: callerOf(PAUL),
    };
    expect((await read(['Name'], DEMO_QUOTES.mariaCart, paul)).content).toBe(
      'ERROR: No records Found.',
    );
    expect(await update({ PoNumber: 'mine' }, DEMO_QUOTES.mariaCart, paul)).toEqual({
      statusCode: 404,
      content: 'ERROR: Quote not found.',
    });
    // A call that names an account the caller may not act for is refused before the handler runs.
    const other = await read(['Name'], DEMO_QUOTES.mariaCart, { accountId: '001Dn00000Ridgeway' });
    expect(other.statusCode).toBe(403);
    expect(other.content).toMatch(/^ERROR: Forbidden: /);
  });

  it('lets a guest write only the guest cart of the guest account', async () => {
    const guest = {
      userType: 'AWSGuest',
      accountId: DEMO_STOREFRONTS.guest.guestAccountId!,
      domain: DEMO_STOREFRONTS.guest.domain,
      contactId: undefined,
      caller: GUEST_CALLER,
    };
    const ok = await update(
      {
        Buyer_Contact_Name__c: 'Gus Moreau',
        Buyer_Email__c: 'gus@example.test',
        Buyer_Phone__c: '+1 555 010 2000',
      },
      DEMO_QUOTES.guestCart,
      guest,
    );
    expect(ok.statusCode).toBe(200);
    expect((await update({ PoNumber: 'x' }, DEMO_QUOTES.mariaCart, guest)).statusCode).toBe(404);
  });

  it('refuses changes to an ordered quote', async () => {
    const result = await update({ PoNumber: 'late' }, DEMO_QUOTES.mariaOrdered);
    expect(result).toEqual({
      statusCode: 409,
      content: 'ERROR: This quote is Ordered and can no longer be changed.',
    });
  });
});
