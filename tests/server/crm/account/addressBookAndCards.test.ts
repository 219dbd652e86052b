import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Crm, Db } from '../../../../server/shared/contracts';
import { DEMO_ACCOUNTS } from '../../../../server/shared/demo';
import { createCrm } from '../../../../server/crm/index';
import { DEMO_QUOTES } from '../../../../server/db/seed/crmRecords';
import { DEMO_CHECKOUT } from '../../../../server/db/seed/checkoutRecords';
import { openTestDatabase } from '../../../../server/db/testing';
import { callerOf, crmCall, GUEST_CALLER, IVY, PAUL, SOPHIE } from '../crmCall';
import { GOOD_CARD, payOnPage, paymentPage } from '../../payment/paymentFlow';

let db: Db;
let crm: Crm;
let page: ReturnType<typeof paymentPage>;
beforeAll(async () => {
  db = await openTestDatabase();
  crm = createCrm(db);
  page = paymentPage(db);
});
afterAll(async () => {
  await db.close();
});

const asSophie = {
  contactId: SOPHIE.contactId,
  accountId: DEMO_ACCOUNTS.sso.id,
  userType: SOPHIE.group,
  caller: callerOf(SOPHIE, 'sso'),
  domain: 'sso.localhost',
};
const asPaul = { contactId: PAUL.contactId, userType: PAUL.group, caller: callerOf(PAUL) };
const asIvy = {
  contactId: IVY.contactId,
  accountId: DEMO_ACCOUNTS.distributor.id,
  userType: IVY.group,
  caller: callerOf(IVY),
};
const asGuest = {
  contactId: undefined,
  accountId: GUEST_CALLER.guestAccountId!,
  userType: 'AWSGuest',
  caller: GUEST_CALLER,
  domain: GUEST_CALLER.domain,
};
const PM = '/services/apexrest/paymentmethod';

const ADDRESS = {
  Name: 'Cold room receiving',
  Street: '1 Distribution Way',
  City: 'Newark',
  State: 'NJ',
  PostalCode: '07102',
  Country: 'United States',
  ContactName: 'Ivy Chen',
  Phone: '+1 973 555 0101',
};

describe('the address book: add, edit, delete, default', () => {
  it('adds an address with the country rules, edits it, makes it the default and deletes it', async () => {
    const added = await crm.makeCall(
      crmCall('saveAddress', { payload: { address: ADDRESS }, ...asIvy }),
    );
    expect(added.statusCode).toBe(200);
    const id = (added.content as { Id: string }).Id;
    expect(added.content).toMatchObject({
      Name: 'Cold room receiving',
      State: 'NJ',
      IsDefaultShipping: false,
    });

    const edited = await crm.makeCall(
      crmCall('saveAddress', {
        payload: { address: { ...ADDRESS, Id: id, Street2: 'Dock 4', PostalCode: '07102-1234' } },
        ...asIvy,
      }),
    );
    expect(edited.content).toMatchObject({ Id: id, Street2: 'Dock 4', PostalCode: '07102-1234' });

    const second = await crm.makeCall(
      crmCall('saveAddress', {
        payload: {
          address: { ...ADDRESS, Name: 'Office', Street: '9 Market St', IsDefaultShipping: true },
        },
        ...asIvy,
      }),
    );
    const secondId = (second.content as { Id: string }).Id;
    expect(second.content).toMatchObject({ IsDefaultShipping: true });
    // Only one default: making the first the default takes it from the second.
    const made = await crm.makeCall(
      crmCall('setDefaultAddress', { payload: { addressId: id }, ...asIvy }),
    );
    expect(made.content).toMatchObject({ Id: id, IsDefaultShipping: true });
    const book = await crm.makeCall(
      crmCall('getLookupRecords', { payload: { objectName: 'Address' }, ...asIvy }),
    );
    expect(
      (book.content as { Id: string; IsDefaultShipping: boolean }[]).map((a) => [
        a.Id,
        a.IsDefaultShipping,
      ]),
    ).toEqual([
      [id, true],
      [secondId, false],
    ]);
    // An edit that makes it equal to another entry is refused, naming it.
    const clash = await crm.makeCall(
      crmCall('saveAddress', {
        payload: {
          address: { ...ADDRESS, Id: secondId, Street2: 'Dock 4', PostalCode: '07102-1234' },
        },
        ...asIvy,
      }),
    );
    expect(clash).toEqual({
      statusCode: 409,
      content: 'ERROR: This address is already in the address book as "Cold room receiving".',
    });

    expect(
      (await crm.makeCall(crmCall('deleteAddress', { payload: { addressId: secondId }, ...asIvy })))
        .statusCode,
    ).toBe(200);
    const again = await crm.makeCall(
      crmCall('deleteAddress', { payload: { addressId: secondId }, ...asIvy }),
    );
    expect(again).toEqual({ statusCode: 404, content: 'ERROR: Address not found.' });
  });

  it('refuses what the country rules refuse, with the forms words', async () => {
    const bad = await crm.makeCall(
      crmCall('saveAddress', {
        payload: { address: { ...ADDRESS, State: 'Bavaria', PostalCode: '7102', Phone: '12' } },
        ...asIvy,
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.content).toBe(
      'ERROR: Choose a state of United States. ZIP code: Use 5 digits, or 5+4 digits (02115-1234). Enter a phone number with at least 7 digits, such as +1 617 555 0140.',
    );
    const germany = await crm.makeCall(
      crmCall('saveAddress', {
        payload: {
          address: { Street: 'Marienplatz 1', City: 'München', PostalCode: '80331', Country: 'de' },
        },
        ...asIvy,
      }),
    );
    expect(germany.content).toBe('ERROR: Enter the state.');
    const saved = await crm.makeCall(
      crmCall('saveAddress', {
        payload: {
          address: {
            Street: 'Marienplatz 1',
            City: 'München',
            State: 'Bayern',
            PostalCode: '80331',
            Country: 'de',
          },
        },
        ...asIvy,
      }),
    );
    // A listed country is kept under its own name.
    expect(saved.content).toMatchObject({ Country: 'Germany', Name: 'Marienplatz 1, München' });
  });

  it("answers another account's address as missing, to edit, delete or make default", async () => {
    const maria = DEMO_CHECKOUT.mariaDockAddress;
    for (const [type, payload] of [
      ['deleteAddress', { addressId: maria }],
      ['setDefaultAddress', { addressId: maria }],
      ['saveAddress', { address: { ...ADDRESS, Id: maria } }],
    ] as const) {
      expect(await crm.makeCall(crmCall(type, { payload, ...asIvy }))).toEqual({
        statusCode: 404,
        content: 'ERROR: Address not found.',
      });
    }
    const [still] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM account_addresses WHERE id = $1 AND address = $2',
      [maria, '400 Longwood Avenue'],
    );
    expect(still?.n).toBe(1);
    expect(
      (await crm.makeCall(crmCall('deleteAddress', { payload: { addressId: maria }, ...asGuest })))
        .statusCode,
    ).toBe(403);
  });
});

describe('shipping preferences and carrier accounts', () => {
  it('saves preferred services and a default, which getShippingMethods answers for a quote it ships to', async () => {
    const saved = await crm.makeCall(
      crmCall('saveShippingPreferences', {
        payload: { preferredServiceIds: ['ship-ups-ground'], defaultServiceId: 'ship-fedex-2day' },
        ...asPaul,
      }),
    );
    // The default counts as preferred.
    expect(saved.content).toEqual({
      preferredServiceIds: ['ship-fedex-2day', 'ship-ups-ground'],
      defaultServiceId: 'ship-fedex-2day',
    });
    const prefs = await crm.makeCall(crmCall('getShippingPreferences', { ...asPaul }));
    expect(prefs.content).toMatchObject({
      defaultServiceId: 'ship-fedex-2day',
      carrierAccounts: [
        { carrierCode: 'FEDEX', accountNumber: '6104-2231-9' },
        { carrierCode: 'UPS' },
      ],
    });
    expect(
      (prefs.content as { carriers: { services: unknown[] }[] }).carriers.flatMap(
        (c) => c.services,
      ),
    ).toHaveLength(8);
    // Maria's seeded cart ships to Boston: the default is offered, so checkout preselects it.
    const methods = await crm.makeCall(
      crmCall('getShippingMethods', { payload: { quoteId: DEMO_QUOTES.mariaCart } }),
    );
    expect(methods.content).toMatchObject({
      defaultServiceId: 'ship-fedex-2day',
      preferredServiceIds: ['ship-fedex-2day', 'ship-ups-ground'],
    });
    // Unknown services are refused and change nothing; clearing leaves no default.
    const unknown = await crm.makeCall(
      crmCall('saveShippingPreferences', {
        payload: { preferredServiceIds: ['ship-teleport'], defaultServiceId: null },
        ...asPaul,
      }),
    );
    expect(unknown.content).toBe('ERROR: These shipping services are not offered: ship-teleport.');
    const cleared = await crm.makeCall(
      crmCall('saveShippingPreferences', {
        payload: { preferredServiceIds: [], defaultServiceId: null },
        ...asPaul,
      }),
    );
    expect(cleared.content).toEqual({ preferredServiceIds: [], defaultServiceId: null });
  });

  it("reads the preferences of the account the call acts for (an indirect buyer's)", async () => {
    // St. Aldric (Ireland) prefers DHL Medical Express by default (seed).
    const prefs = await crm.makeCall(
      crmCall('getShippingPreferences', { ...asIvy, accountId: DEMO_ACCOUNTS.indirectBuyer.id }),
    );
    expect(prefs.content).toMatchObject({ defaultServiceId: 'ship-dhl-medical' });
  });

  it('adds, changes and removes carrier account numbers of the account the call acts for', async () => {
    const added = await crm.makeCall(
      crmCall('saveCarrierAccount', {
        payload: { carrierCode: 'DHL', accountNumber: ' 960-555-001 ' },
        ...asIvy,
      }),
    );
    expect(added.content).toEqual([
      { carrierCode: 'DHL', carrierName: 'DHL Express', accountNumber: '960-555-001' },
    ]);
    const changed = await crm.makeCall(
      crmCall('saveCarrierAccount', {
        payload: { carrierCode: 'DHL', accountNumber: '960555002' },
        ...asIvy,
      }),
    );
    expect(changed.content).toEqual([
      { carrierCode: 'DHL', carrierName: 'DHL Express', accountNumber: '960555002' },
    ]);
    expect(
      (
        await crm.makeCall(
          crmCall('saveCarrierAccount', {
            payload: { carrierCode: 'DHL', accountNumber: 'x' },
            ...asIvy,
          }),
        )
      ).content,
    ).toBe(
      'ERROR: Use 3 to 40 letters, digits, spaces or dashes, as printed on your carrier contract.',
    );
    expect(
      (
        await crm.makeCall(
          crmCall('saveCarrierAccount', {
            payload: { carrierCode: 'ACME', accountNumber: '12345' },
            ...asIvy,
          }),
        )
      ).content,
    ).toBe('ERROR: There is no carrier ACME.');
    expect(
      (
        await crm.makeCall(
          crmCall('deleteCarrierAccount', { payload: { carrierCode: 'DHL' }, ...asIvy }),
        )
      ).content,
    ).toEqual([]);
    expect(
      (
        await crm.makeCall(
          crmCall('deleteCarrierAccount', { payload: { carrierCode: 'DHL' }, ...asIvy }),
        )
      ).statusCode,
    ).toBe(404);
    // Maria's account keeps its numbers: Ivy's calls act for her own account only.
    const [count] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM account_carrier_accounts WHERE account_id = $1',
      [DEMO_ACCOUNTS.main.id],
    );
    expect(count?.n).toBe(2);
    expect((await crm.makeCall(crmCall('getShippingPreferences', { ...asGuest }))).statusCode).toBe(
      403,
    );
  });
});

describe('saved cards through the payment method base', () => {
  const addCard = async (as: object, extra: Record<string, unknown> = {}) => {
    const request = await crm.makeCall(
      crmCall('addPaymentMethod', {
        base: PM,
        payload: {
          returnUrl: '/payment-return?next=%2Fbilling%2Fpaymentmethods',
          acceptedBrands: [],
          ...extra,
        },
        ...as,
      }),
    );
    expect(request.statusCode).toBe(200);
    return (request.content as { fields: Record<string, string> }).fields;
  };
  const save = (fields: Record<string, string>, as: object) =>
    crm.makeCall(crmCall('savePaymentMethod', { base: PM, payload: { fields }, ...as }));

  it('adds a card through the tokenize-only page: a token is saved, never the number, nothing is charged', async () => {
    const fields = await addCard(asSophie, { makeDefault: true });
    expect(fields).toMatchObject({
      transaction_type: 'create_payment_token',
      amount: '0.00',
      currency: 'USD',
    });
    const result = await payOnPage(page, fields, {
      ...GOOD_CARD,
      card_number: '5105 1051 0510 5100',
    });
    expect(result).toMatchObject({
      decision: 'ACCEPT',
      card_type_name: 'MasterCard',
      req_transaction_type: 'create_payment_token',
    });
    const outcome = await save(result, asSophie);
    expect(outcome.content).toMatchObject({
      status: 'Saved',
      message: 'Your MasterCard ending in 5100 was saved.',
      card: { brand: 'MasterCard', last4: '5100', isDefault: true },
    });
    // The result again (a reload, a retry after a lost answer) answers the same and saves
    // nothing more.
    const again = await save(result, asSophie);
    expect(again.statusCode).toBe(200);
    expect(again.content).toEqual(outcome.content);
    const cards = await crm.makeCall(crmCall('getSavedCards', { base: PM, ...asSophie }));
    const list = cards.content as { brand: string; isDefault: boolean; token: string }[];
    expect(list.map((c) => [c.brand, c.isDefault])).toEqual([
      ['MasterCard', true],
      ['American Express', false],
    ]);
    const stored = JSON.stringify(
      await db.query('SELECT * FROM saved_cards WHERE contact_id = $1', [SOPHIE.contactId]),
    );
    expect(stored).not.toContain('5105105105105100');
    expect(stored).not.toContain('5105 1051');
    const [nothing] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payments WHERE transaction_uuid = $1',
      [result.req_transaction_uuid],
    );
    expect(nothing?.n).toBe(0);
  });

  it('refuses a tampered result, another caller s result, a brand not accepted and keeps a declined card out', async () => {
    const result = await payOnPage(page, await addCard(asSophie), GOOD_CARD);
    expect((await save({ ...result, req_card_number: 'xxxxxxxxxxxx9999' }, asSophie)).content).toBe(
      'ERROR: The card result is not signed by the payment provider.',
    );
    expect((await save(result, asPaul)).content).toBe(
      'ERROR: This card was not added through this store.',
    );
    const visaOnly = await payOnPage(page, await addCard(asSophie, { acceptedBrands: ['Visa'] }), {
      ...GOOD_CARD,
      card_number: '3782 822463 10005',
      card_cvn: '1234',
    });
    expect((await save(visaOnly, asSophie)).content).toMatchObject({
      status: 'Refused',
      message: 'American Express cards are not accepted here. Add a Visa card.',
    });
    const declined = await payOnPage(page, await addCard(asSophie), {
      ...GOOD_CARD,
      card_number: '4000 0000 0000 0002',
    });
    expect((await save(declined, asSophie)).content).toMatchObject({
      status: 'Declined',
      message: 'The bank declined the card, so it was not saved. Add another card.',
    });
    const [count] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM saved_cards WHERE contact_id = $1',
      [SOPHIE.contactId],
    );
    expect(count?.n).toBe(2);
    expect(
      (
        await crm.makeCall(
          crmCall('addPaymentMethod', {
            base: PM,
            payload: { returnUrl: 'https://evil.test/' },
            ...asSophie,
          }),
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await crm.makeCall(
          crmCall('addPaymentMethod', { base: PM, payload: { returnUrl: '/x' }, ...asGuest }),
        )
      ).statusCode,
    ).toBe(403);
  });

  it("sets the default and removes the caller's own cards; another customer's card answers as missing", async () => {
    const maria = DEMO_CHECKOUT.mariaSavedCardToken;
    for (const type of ['deletePaymentMethod', 'setDefaultPaymentMethod']) {
      expect(
        await crm.makeCall(crmCall(type, { base: PM, payload: { token: maria }, ...asPaul })),
      ).toEqual({ statusCode: 404, content: 'ERROR: Card not found.' });
    }
    // Paul's expired Visa cannot be the default; his MasterCard stays it.
    expect(
      (
        await crm.makeCall(
          crmCall('setDefaultPaymentMethod', {
            base: PM,
            payload: { token: 'tok_demo_0000000000000003' },
            ...asPaul,
          }),
        )
      ).statusCode,
    ).toBe(409);
    const removed = await crm.makeCall(
      crmCall('deletePaymentMethod', {
        base: PM,
        payload: { token: 'tok_demo_0000000000000003' },
        ...asPaul,
      }),
    );
    expect(removed.statusCode).toBe(200);
    const paulCards = await crm.makeCall(crmCall('getSavedCards', { base: PM, ...asPaul }));
    expect(paulCards.content).toEqual([
      expect.objectContaining({
        token: 'tok_demo_0000000000000002',
        isDefault: true,
        isExpired: false,
      }),
    ]);
    const [mariaCard] = await db.query('SELECT 1 FROM saved_cards WHERE token = $1', [maria]);
    expect(mariaCard).toBeDefined();
  });
});
