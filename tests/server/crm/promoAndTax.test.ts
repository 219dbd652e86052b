import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Crm, Db } from '../../../server/shared/contracts';
import { createCrm } from '../../../server/crm/index';
import { DEMO_QUOTES } from '../../../server/db/seed/crmRecords';
import { openTestDatabase } from '../../../server/db/testing';
import { DEMO_STOREFRONTS } from '../../../server/shared/demo';
import { callerOf, crmCall, PAUL, SOPHIE } from './crmCall';

let db: Db;
let crm: Crm;
beforeAll(async () => {
  db = await openTestDatabase();
  crm = createCrm(db);
});
afterAll(async () => {
  await db.close();
});

describe('promo codes', () => {
  it('lists the QLIs for a promo, or the spec error when the quote has none', async () => {
    const result = await crm.makeCall(
      crmCall('getQLIsForPromoCode', { query: { quoteId: DEMO_QUOTES.mariaCart } }),
    );
    expect(result.content).toMatchObject({
      qliIds: expect.any(Array),
      originalTotalSalesPrice: expect.any(Number),
    });
    expect((result.content as { qliIds: string[] }).qliIds).toHaveLength(3);
    const empty = await crm.makeCall(
      crmCall('getQLIsForPromoCode', {
        query: { quoteId: DEMO_QUOTES.paulEmptyCart },
        contactId: PAUL.contactId,
        caller: callerOf(PAUL),
      }),
    );
    expect(empty).toEqual({
      statusCode: 400,
      content: 'ERROR: QLIs not found for promo code application.',
    });
  });

  it('applies a code in batches and records it on the last one', async () => {
    const { qliIds, originalTotalSalesPrice } = (
      await crm.makeCall(
        crmCall('getQLIsForPromoCode', { query: { quoteId: DEMO_QUOTES.mariaCart } }),
      )
    ).content as { qliIds: string[]; originalTotalSalesPrice: number };
    const apply = (ids: string[], isLastBatch: boolean) =>
      crm.makeCall(
        crmCall('applyPromoCodeNG', {
          query: { ut: 'AWSManager' },
          payload: {
            promoCode: 'welcome10',
            quoteId: DEMO_QUOTES.mariaCart,
            qliIds: ids,
            isLastBatch,
            originalTotalSalesPrice,
          },
        }),
      );
    const first = await apply(qliIds.slice(0, 2), false);
    expect(first.content).toMatchObject({ success: true, isLastBatch: false });
    const last = await apply(qliIds.slice(2), true);
    expect(last.content).toMatchObject({ success: true, promoCode: 'WELCOME10' });
    const discount = Number((last.content as { discountTotal: number }).discountTotal);
    expect(discount).toBeCloseTo(originalTotalSalesPrice * 0.1, 1);
    const info = await crm.makeCall(
      crmCall('getPromoCodeInfo', { query: { quoteId: DEMO_QUOTES.mariaCart } }),
    );
    expect(info.content).toMatchObject({
      promoCode: 'WELCOME10',
      appliedToQuote: true,
      discountPercent: 10,
      isValid: true,
    });
  });

  it('refuses unknown and expired codes and empty batches', async () => {
    const base = {
      quoteId: DEMO_QUOTES.mariaCart,
      qliIds: ['x'],
      isLastBatch: true,
      originalTotalSalesPrice: 100,
    };
    expect(
      (await crm.makeCall(crmCall('applyPromoCodeNG', { payload: { ...base, promoCode: 'NOPE' } })))
        .content,
    ).toBe('ERROR: Promo code NOPE is not valid.');
    expect(
      (
        await crm.makeCall(
          crmCall('applyPromoCodeNG', { payload: { ...base, promoCode: 'SUMMER2024' } }),
        )
      ).content,
    ).toMatch(/^ERROR: .*expired/);
    expect(
      (
        await crm.makeCall(
          crmCall('applyPromoCodeNG', { payload: { ...base, qliIds: [], promoCode: 'WELCOME10' } }),
        )
      ).content,
    ).toBe('ERROR: QLIs not found for promo code application.');
    expect(
      (await crm.makeCall(crmCall('getPromoCodeInfo', { query: { promoCode: 'NOPE' } }))).content,
    ).toMatch(/^ERROR: /);
  });
});

describe('calculateAvaTax', () => {
  it('calculates and commits tax for a quote with a full shipping address', async () => {
    const result = await crm.makeCall(
      crmCall('calculateAvaTax', { payload: { recordId: DEMO_QUOTES.mariaCart, isCommit: true } }),
    );
    expect(result.content).toMatchObject({ taxCalculated: true, isCommitted: true, taxRate: 6.25 });
    const [quote] = await db.query<{ tax_amount: number; tax_committed: boolean }>(
      'SELECT tax_amount, tax_committed FROM quotes WHERE id = $1',
      [DEMO_QUOTES.mariaCart],
    );
    expect(quote?.tax_amount).toBeGreaterThan(0);
    expect(quote?.tax_committed).toBe(true);
  });

  it('skips a quote without a full shipping address', async () => {
    const result = await crm.makeCall(
      crmCall('calculateAvaTax', {
        payload: { recordId: DEMO_QUOTES.sophieCart, isCommit: false },
        accountId: SOPHIE.accountId,
        contactId: SOPHIE.contactId,
        domain: DEMO_STOREFRONTS.sso.domain,
        caller: callerOf(SOPHIE, 'sso'),
      }),
    );
    expect(result).toMatchObject({ statusCode: 200, content: { taxCalculated: false } });
    expect(
      (await crm.makeCall(crmCall('calculateAvaTax', { payload: { recordId: 'nope' } })))
        .statusCode,
    ).toBe(404);
  });
});
