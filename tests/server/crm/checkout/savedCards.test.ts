import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Crm, Db } from '../../../../server/shared/contracts';
import { DEMO_ACCOUNTS, DEMO_STOREFRONTS } from '../../../../server/shared/demo';
import { createCrm } from '../../../../server/crm/index';
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

describe('getSavedCards', () => {
  it("lists the caller's saved cards at the account, with no card number, and flags expired ones", async () => {
    await db.query(
      `INSERT INTO saved_cards (token, account_id, contact_id, brand, last4, expiry, is_default)
       VALUES ('tok_old', $1, $2, 'MasterCard', '5100', '01-2020', false)`,
      [
        DEMO_ACCOUNTS.main.id,
        (
          await db.query<{ id: string }>("SELECT id FROM contacts WHERE username = 'maria.manager'")
        )[0]?.id,
      ],
    );
    const result = await crm.makeCall(crmCall('getSavedCards', { callType: 'GET' }));
    expect(result.content).toEqual([
      {
        token: DEMO_CHECKOUT.mariaSavedCardToken,
        brand: 'Visa',
        last4: '1111',
        expiry: '12-2030',
        holderName: 'Maria Keller',
        isDefault: true,
        isExpired: false,
      },
      {
        token: 'tok_old',
        brand: 'MasterCard',
        last4: '5100',
        expiry: '01-2020',
        holderName: null,
        isDefault: false,
        isExpired: true,
      },
    ]);
  });

  it("shows a colleague and a guest none of maria's cards", async () => {
    const paul = await crm.makeCall(
      crmCall('getSavedCards', {
        callType: 'GET',
        contactId: PAUL.contactId,
        caller: callerOf(PAUL),
      }),
    );
    // Paul sees his own seeded cards (accountBillingRecords.ts), never maria's.
    const tokens = (paul.content as { token: string }[]).map((card) => card.token);
    expect(tokens).not.toContain(DEMO_CHECKOUT.mariaSavedCardToken);
    expect(tokens).toEqual(['tok_demo_0000000000000002', 'tok_demo_0000000000000003']);
    const guest = await crm.makeCall(
      crmCall('getSavedCards', {
        callType: 'GET',
        accountId: DEMO_STOREFRONTS.guest.guestAccountId!,
        contactId: undefined,
        caller: GUEST_CALLER,
      }),
    );
    expect(guest.content).toEqual([]);
  });
});

describe('the payment bases', () => {
  it('answer the payment calls as the ecommerce base does', async () => {
    const cards = await crm.makeCall(
      crmCall('getSavedCards', { callType: 'GET', base: '/services/apexrest/paymentmethod' }),
    );
    expect((cards.content as { token: string }[]).map((c) => c.token)).toContain(
      DEMO_CHECKOUT.mariaSavedCardToken,
    );
    const signature = await crm.makeCall(
      crmCall('generateSignature', {
        base: '/services/apexrest/payment',
        payload: { quoteId: '0Q0Dn00000Cart0001', returnUrl: '/payment-return' },
      }),
    );
    expect(signature.statusCode).toBe(200);
  });
});
