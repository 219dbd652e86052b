import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { createCrm } from '../../../server/crm/index';
import { openTestDatabase } from '../../../server/db/testing';
import type { Crm, Db } from '../../../server/shared/contracts';
import { DEMO_ACCOUNTS, DEMO_STOREFRONTS } from '../../../server/shared/demo';
import type { CpqBundle, CpqQuote, CpqSelection } from '../../../schemas/cpq/cpqTypes';
import { quoteLines, quoteTotals } from '../../../schemas/cpq/cpqPricing';
import { callerOf, crmCall, GUEST_CALLER, IVY, MARIA, PAUL, SOPHIE } from './crmCall';

let db: Db;
let crm: Crm;
beforeAll(async () => {
  db = await openTestDatabase();
  crm = createCrm(db);
});
afterAll(async () => {
  await db.close();
});

const BASE = '/services/apexrest/cpq';
type Who = typeof MARIA;

function call(
  type: string,
  user: Who | null,
  options: { query?: Record<string, string>; payload?: unknown; callType?: 'GET' | 'POST' } = {},
) {
  const who = user
    ? {
        userType: user.group,
        accountId: user.accountId,
        contactId: user.contactId,
        caller: callerOf(user, user === SOPHIE ? 'sso' : 'portal'),
      }
    : {
        userType: 'AWSGuest',
        accountId: DEMO_STOREFRONTS.guest.guestAccountId!,
        domain: DEMO_STOREFRONTS.guest.domain,
        contactId: undefined,
        caller: GUEST_CALLER,
      };
  return crm.makeCall(
    crmCall(type, { base: BASE, callType: options.callType ?? 'GET', ...options, ...who }),
  );
}

async function bundlesOf(user: Who): Promise<CpqBundle[]> {
  const result = await call('getCpqBundles', user);
  expect(result.statusCode).toBe(200);
  return (result.content as { bundles: CpqBundle[] }).bundles;
}

function aurionSelection(bundle: CpqBundle): CpqSelection {
  const kit = bundle.components.find((c) => c.title.startsWith('Sheath Fluid'))!;
  const loader = bundle.components.find((c) => c.title.startsWith('Plate Loader'))!;
  return {
    bundleId: bundle.id,
    instrumentQty: 2,
    components: { [kit.id]: 3, [loader.id]: 1 },
    servicePlanId: bundle.servicePlans[1]!.id,
    serviceYears: 3,
  };
}

async function save(user: Who, payload: Record<string, unknown>) {
  return call('saveCpqQuote', user, { payload, callType: 'POST' });
}

describe('the cpq bundles', () => {
  it('prices the bundles for the caller’s account, with its contract prices and the quantity breaks', async () => {
    const bundles = await bundlesOf(MARIA);
    expect(bundles.map((bundle) => bundle.id)).toEqual([
      'bundle-aurion-3l',
      'bundle-aurion-5l',
      'bundle-sortera-4',
    ]);
    const aurion = bundles[0]!;
    expect(aurion.instrument.title).toBe('Cellaris Aurion 3L Flow Cytometer');
    expect(aurion.instrument.contract?.contractNumber).toBe('CT-2026-0142');
    expect(aurion.instrument.contract!.unitPrice).toBeLessThan(aurion.instrument.listPrice);
    expect(aurion.instrument.tiers).toEqual([
      { minQty: 2, percentOff: 3 },
      { minQty: 4, percentOff: 6 },
    ]);
    expect(aurion.servicePlans.map((plan) => plan.level)).toEqual([
      'Essential',
      'Advantage',
      'Premier',
    ]);
    expect(new Set(aurion.components.map((c) => c.kind))).toEqual(
      new Set(['option', 'accessory', 'starterKit']),
    );
    // The sales desk's own limit is not sent to the customer.
    expect(JSON.stringify(aurion)).not.toContain('desk');
    // Another account has other contract prices.
    const sophie = await bundlesOf(SOPHIE);
    expect(sophie[0]!.instrument.contract).toBeNull();
    expect(sophie[1]!.instrument.contract?.contractNumber).toBe('CT-2026-0388');
  });

  it('asks guests to sign in', async () => {
    const result = await call('getCpqBundles', null);
    expect(result).toEqual({ statusCode: 403, content: 'ERROR: Sign in to build a quote.' });
  });
});

describe('saving a cpq quote', () => {
  it('stores the server’s own prices as a quote of the caller’s account, and names every problem', async () => {
    const [aurion] = await bundlesOf(PAUL);
    const selection = aurionSelection(aurion!);
    const result = await save(PAUL, { selection, quoteId: undefined });
    expect(result.statusCode).toBe(200);
    const quote = result.content as CpqQuote;
    expect(quote.status).toBe('Quote');
    expect(quote.isActive).toBe(false);
    expect(quote.discount.state).toBe('None');
    expect(quote.total).toBe(quoteTotals(quoteLines(aurion!, selection)).total);
    const [row] = await db.query<{ account_id: string; contact_id: string }>(
      'SELECT account_id, contact_id FROM quotes WHERE id = $1',
      [quote.quoteId],
    );
    expect(row).toEqual({ account_id: DEMO_ACCOUNTS.main.id, contact_id: PAUL.contactId });
    const lines = await db.query<{ qty: number; unit_price: string }>(
      'SELECT qty, unit_price FROM quote_line_items WHERE quote_id = $1 ORDER BY sort_order',
      [quote.quoteId],
    );
    // 2 instruments, 2 plate loaders, 6 x sheath fluid, 6 plan-years.
    expect(lines.map((line) => line.qty)).toEqual([2, 2, 6, 6]);

    const bad = await save(PAUL, {
      selection: { ...selection, instrumentQty: 9, components: { nope: 1 }, serviceYears: 2 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.content).toBe(
      'ERROR: Choose between 1 and 5 instruments. Unknown option nope. A service plan runs for 1, 3 or 5 years.',
    );
  });

  it('answers another customer’s quote as missing, for reads, saves, discounts and documents', async () => {
    const [aurion] = await bundlesOf(MARIA);
    const mine = (await save(MARIA, { selection: aurionSelection(aurion!) })).content as CpqQuote;
    const query = { quoteId: mine.quoteId };
    expect((await call('getCpqQuote', PAUL, { query })).statusCode).toBe(404);
    expect((await call('getCpqQuoteDocument', SOPHIE, { query })).statusCode).toBe(404);
    expect(
      (await save(PAUL, { quoteId: mine.quoteId, selection: aurionSelection(aurion!) })).statusCode,
    ).toBe(404);
    // Ivy is a manager, of another account.
    const discount = await call('requestCpqDiscount', IVY, {
      payload: { quoteId: mine.quoteId, percent: 3, reason: 'Competitive offer from a rival' },
      callType: 'POST',
    });
    expect(discount.statusCode).toBe(404);
    // A plain cart is not a CPQ quote.
    const [cart] = await db.query<{ id: string }>(
      'SELECT id FROM quotes WHERE contact_id = $1 AND is_active',
      [MARIA.contactId],
    );
    expect((await call('getCpqQuote', MARIA, { query: { quoteId: cart!.id } })).statusCode).toBe(
      404,
    );
  });
});

describe('discount requests', () => {
  it('are for managers only, enforced by the server', async () => {
    const [aurion] = await bundlesOf(PAUL);
    const quote = (await save(PAUL, { selection: aurionSelection(aurion!) })).content as CpqQuote;
    const result = await call('requestCpqDiscount', PAUL, {
      payload: { quoteId: quote.quoteId, percent: 3, reason: 'Competitive offer from a rival' },
      callType: 'POST',
    });
    expect(result).toEqual({
      statusCode: 403,
      content: 'ERROR: Forbidden: Only a manager can request a discount.',
    });
  });

  it('are approved at once within the limit and carried by the quote’s lines', async () => {
    const [aurion] = await bundlesOf(MARIA);
    const selection = aurionSelection(aurion!);
    const quote = (await save(MARIA, { selection })).content as CpqQuote;
    const refused = await call('requestCpqDiscount', MARIA, {
      payload: { quoteId: quote.quoteId, percent: 4, reason: 'short' },
      callType: 'POST',
    });
    expect(refused.content).toBe('ERROR: Give a reason of at least 15 characters.');
    const tooMuch = await call('requestCpqDiscount', MARIA, {
      payload: { quoteId: quote.quoteId, percent: 25, reason: 'Competitive offer from a rival' },
      callType: 'POST',
    });
    expect(tooMuch.content).toBe(
      'ERROR: A discount above 20% needs your Cellaris account executive.',
    );
    const result = await call('requestCpqDiscount', MARIA, {
      payload: { quoteId: quote.quoteId, percent: 4, reason: 'Competitive offer from a rival' },
      callType: 'POST',
    });
    const approved = result.content as CpqQuote;
    expect(approved.discount).toMatchObject({
      percent: 4,
      state: 'Approved',
      requestedBy: 'Maria Keller',
      reason: 'Competitive offer from a rival',
    });
    expect(approved.total).toBe(quoteTotals(quoteLines(aurion!, selection), 4).total);
    // Saving the same configuration keeps the approval; a changed one withdraws it.
    const same = (await save(MARIA, { quoteId: quote.quoteId, selection })).content as CpqQuote;
    expect(same.discount.state).toBe('Approved');
    const changed = (
      await save(MARIA, { quoteId: quote.quoteId, selection: { ...selection, instrumentQty: 1 } })
    ).content as CpqQuote;
    expect(changed.discount).toMatchObject({
      state: 'None',
      percent: 0,
      note: 'The configuration changed: request the discount again.',
    });
  });

  it('above the limit wait for the simulated sales desk, which approves or rejects', async () => {
    const [aurion] = await bundlesOf(MARIA);
    const selection = aurionSelection(aurion!);
    async function pending(percent: number): Promise<CpqQuote> {
      const quote = (await save(MARIA, { selection })).content as CpqQuote;
      const result = await call('requestCpqDiscount', MARIA, {
        payload: { quoteId: quote.quoteId, percent, reason: 'Core facility tender, 3 vendors' },
        callType: 'POST',
      });
      const asked = result.content as CpqQuote;
      expect(asked.discount.state).toBe('Pending');
      // Pending: the lines carry no discount yet.
      expect(asked.total).toBe(quoteTotals(quoteLines(aurion!, selection)).total);
      // Still pending on an immediate read.
      const again = await call('getCpqQuote', MARIA, { query: { quoteId: quote.quoteId } });
      expect((again.content as CpqQuote).discount.state).toBe('Pending');
      // The desk's review is due.
      await db.query(
        "UPDATE cpq_quotes SET requested_at = requested_at - interval '1 minute' WHERE quote_id = $1",
        [quote.quoteId],
      );
      return quote;
    }
    const within = await pending(10);
    const decided = (await call('getCpqQuote', MARIA, { query: { quoteId: within.quoteId } }))
      .content as CpqQuote;
    expect(decided.discount).toMatchObject({
      state: 'Approved',
      note: 'Approved by the Cellaris sales desk.',
    });
    expect(decided.total).toBe(quoteTotals(quoteLines(aurion!, selection), 10).total);

    const above = await pending(15);
    const rejected = (await call('getCpqQuote', MARIA, { query: { quoteId: above.quoteId } }))
      .content as CpqQuote;
    expect(rejected.discount.state).toBe('Rejected');
    expect(rejected.discount.note).toContain('up to 12%');
    expect(rejected.total).toBe(quoteTotals(quoteLines(aurion!, selection)).total);
  });
});

describe('the quote document and the active cart', () => {
  it('gives the quote as a PDF and makes it the active cart with the quote’s figures', async () => {
    const [aurion] = await bundlesOf(MARIA);
    const quote = (await save(MARIA, { selection: aurionSelection(aurion!) })).content as CpqQuote;
    const file = await call('getCpqQuoteDocument', MARIA, { query: { quoteId: quote.quoteId } });
    expect(file.statusCode).toBe(200);
    const { fileName, contentType, base64 } = file.content as Record<string, string>;
    expect(fileName).toBe(`Quote-${quote.quoteNumber}.pdf`);
    expect(contentType).toBe('application/pdf');
    const pdf = await PDFDocument.load(Buffer.from(base64!, 'base64'));
    expect(pdf.getTitle()).toBe(`Quote ${quote.quoteNumber}`);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);

    const active = await crm.makeCall(
      crmCall('makeActiveCart', { query: { quoteId: quote.quoteId }, callType: 'POST' }),
    );
    expect(active.statusCode).toBe(200);
    const cart = active.content as {
      quote: { id: string; total: string | number; isActive: boolean };
    };
    expect(cart.quote.id).toBe(quote.quoteId);
    expect(cart.quote.isActive).toBe(true);
    expect(Number(cart.quote.total)).toBe(quote.total);
    const reread = (await call('getCpqQuote', MARIA, { query: { quoteId: quote.quoteId } }))
      .content as CpqQuote;
    expect(reread.isActive).toBe(true);
  });
});
