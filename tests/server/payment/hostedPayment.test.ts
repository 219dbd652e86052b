import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Crm, Db } from '../../../server/shared/contracts';
import { createCrm } from '../../../server/crm/index';
import { DEMO_QUOTES } from '../../../server/db/seed/crmRecords';
import { DEMO_CHECKOUT } from '../../../server/db/seed/checkoutRecords';
import { openTestDatabase } from '../../../server/db/testing';
import { signFields } from '../../../server/payment/signature';
import { callerOf, crmCall, PAUL } from '../crm/crmCall';
import { GOOD_CARD, hiddenFields, payOnPage, paymentPage, signRequest } from './paymentFlow';

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

const QUOTE = DEMO_QUOTES.mariaCart;

async function signed(extra: Record<string, unknown> = {}) {
  const result = await signRequest(crm, QUOTE, extra);
  if (result.statusCode !== 200) throw new Error(String(result.content));
  return (result.content as { fields: Record<string, string> }).fields;
}

const handle = (fields: Record<string, string>, rest = {}) =>
  crm.makeCall(crmCall('paymentRequestHandler', { payload: fields, ...rest }));

describe('generateSignature', () => {
  it("signs the quote's own amount, currency and id with a new transaction uuid each time", async () => {
    const result = await signRequest(crm, QUOTE);
    const content = result.content as {
      message: string;
      fields: Record<string, string>;
      paymentPageUrl: string;
    };
    const [quote] = await db.query<{ total: number; currency: string }>(
      'SELECT total, currency FROM quotes WHERE id = $1',
      [QUOTE],
    );
    expect(content.fields).toMatchObject({
      reference_number: QUOTE,
      amount: Number(quote?.total).toFixed(2),
      currency: 'USD',
      transaction_type: 'authorization',
      signed_field_names:
        'access_key,profile_id,transaction_uuid,signed_field_names,unsigned_field_names,signed_date_time,locale,transaction_type,reference_number,amount,currency,override_custom_receipt_page',
    });
    expect(content.message).toBe(content.fields.signature);
    expect(content.paymentPageUrl).toBe('/hosted-payment/pay');
    const again = await signed();
    expect(again.transaction_uuid).not.toBe(content.fields.transaction_uuid);
  });

  it('refuses a receipt page on another site, an empty cart and a quote of someone else', async () => {
    expect((await signRequest(crm, QUOTE, { returnUrl: 'https://evil.test/steal' })).content).toBe(
      'ERROR: returnUrl must be a page of this storefront.',
    );
    expect((await signRequest(crm, QUOTE, { returnUrl: '//evil.test/x' })).statusCode).toBe(400);
    const paul = {
      contactId: PAUL.contactId,
      userType: PAUL.group,
      caller: callerOf(PAUL),
    };
    expect((await signRequest(crm, DEMO_QUOTES.paulEmptyCart, {}, paul)).content).toBe(
      'ERROR: The cart is empty.',
    );
    expect((await signRequest(crm, QUOTE, {}, paul)).statusCode).toBe(404);
  });
});

describe('the hosted payment page with the documented test cards', () => {
  beforeEach(async () => {
    await db.query('UPDATE quotes SET payment_method = NULL WHERE id = $1', [QUOTE]);
  });

  it('approves a good card; paymentRequestHandler records the authorised payment once', async () => {
    const result = await payOnPage(page, await signed(), GOOD_CARD);
    expect(result).toMatchObject({
      decision: 'ACCEPT',
      reason_code: '100',
      req_reference_number: QUOTE,
      card_type_name: 'Visa',
    });
    expect(result.req_card_number).toBe('xxxxxxxxxxxx1111');
    const recorded = await handle(result);
    expect(recorded.content).toMatchObject({
      status: 'Authorized',
      decision: 'ACCEPT',
      cardBrand: 'Visa',
      cardLast4: '1111',
    });
    const [quote] = await db.query<{ payment_method: string }>(
      'SELECT payment_method FROM quotes WHERE id = $1',
      [QUOTE],
    );
    expect(quote?.payment_method).toBe('Card');
    // The same result again (a reload, or a retry after the answer was lost) gets the outcome
    // recorded the first time and records nothing more.
    const again = await handle(result);
    expect(again).toEqual(recorded);
    // Another result for the same request (another transaction) is refused.
    expect(await handle({ ...result, transaction_id: 'another-transaction' })).toMatchObject({
      statusCode: 403,
    });
    const [count] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payments WHERE transaction_uuid = $1',
      [result.req_transaction_uuid],
    );
    expect(count?.n).toBe(1);
  });

  it('records a declined card and an expired card with the reason to show', async () => {
    const declined = await payOnPage(page, await signed(), {
      ...GOOD_CARD,
      card_number: '4000 0000 0000 0002',
    });
    expect(declined).toMatchObject({ decision: 'DECLINE', reason_code: '203' });
    expect((await handle(declined)).content).toMatchObject({
      status: 'Declined',
      message: 'The card was declined by the bank. Use another card or pay on account.',
    });
    const expired = await payOnPage(page, await signed(), {
      ...GOOD_CARD,
      card_number: '4000000000000069',
    });
    expect(expired).toMatchObject({ decision: 'DECLINE', reason_code: '202' });
    expect((await handle(expired)).content).toMatchObject({
      status: 'Declined',
      message: 'The card has expired. Use another card.',
    });
  });

  it('asks for 3-D Secure confirmation: the right code approves, three wrong ones decline', async () => {
    const fields = await signed();
    const start = await page.post('/hosted-payment/pay', fields);
    const location = start.headers.get('location') ?? '';
    const uuid = location.split('/').pop() ?? '';
    await page.post(`/hosted-payment/pay/${uuid}/card`, {
      ...GOOD_CARD,
      card_number: '4000 0000 0000 3220',
    });
    const challenge = await (await page.get(location)).text();
    expect(challenge).toContain('Confirm it is you');
    const wrong = await page.post(`/hosted-payment/pay/${uuid}/challenge`, {
      challenge_code: '000000',
    });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('You have 2 tries left');
    await page.post(`/hosted-payment/pay/${uuid}/challenge`, { challenge_code: '123456' });
    const approved = hiddenFields(await (await page.get(location)).text());
    expect(approved).toMatchObject({ decision: 'ACCEPT', reason_code: '100' });

    const failing = await page.post('/hosted-payment/pay', await signed());
    const failingAt = failing.headers.get('location') ?? '';
    const failingUuid = failingAt.split('/').pop() ?? '';
    await page.post(`/hosted-payment/pay/${failingUuid}/card`, {
      ...GOOD_CARD,
      card_number: '4000000000003220',
    });
    for (const code of ['111111', '222222', '333333'])
      await page.post(`/hosted-payment/pay/${failingUuid}/challenge`, { challenge_code: code });
    const declined = hiddenFields(await (await page.get(failingAt)).text());
    expect(declined).toMatchObject({ decision: 'DECLINE', reason_code: '476' });
    expect((await handle(declined)).content).toMatchObject({
      status: 'Declined',
      message: 'The bank could not verify the card holder. Try again or use another card.',
    });
  });

  it('explains card form errors next to each field, keeping what was typed except the security code', async () => {
    const start = await page.post('/hosted-payment/pay', await signed());
    const uuid = (start.headers.get('location') ?? '').split('/').pop() ?? '';
    const response = await page.post(`/hosted-payment/pay/${uuid}/card`, {
      card_holder: 'Maria Keller',
      card_number: '4111 1111 1111 1112',
      card_expiry_month: '01',
      card_expiry_year: '2020',
      card_cvn: '12',
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('Enter a valid card number: check it for a mistyped digit');
    expect(html).toContain('The expiry date has passed');
    expect(html).toContain('Enter the 3-digit security code');
    expect(html).toMatch(
      /id="card_number"[^>]*value="4111 1111 1111 1112"[^>]*aria-describedby="card_number-hint card_number-error"[^>]*aria-invalid="true"/s,
    );
    expect(html).toContain('role="alert"');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('saves a card as a token when asked, and pays with a saved card', async () => {
    const result = await payOnPage(page, await signed({ saveCard: true }), {
      ...GOOD_CARD,
      card_number: '5105105105105100',
    });
    expect(result.payment_token).toMatch(/^tok_/);
    expect(result.signed_field_names?.endsWith(',payment_token')).toBe(true);
    const recorded = (await handle(result)).content as {
      savedCardToken: string;
      cardBrand: string;
    };
    expect(recorded).toMatchObject({
      savedCardToken: result.payment_token,
      cardBrand: 'MasterCard',
    });
    const [card] = await db.query('SELECT brand, last4 FROM saved_cards WHERE token = $1', [
      result.payment_token,
    ]);
    expect(card).toEqual({ brand: 'MasterCard', last4: '5100' });

    const withToken = await signed({ paymentToken: DEMO_CHECKOUT.mariaSavedCardToken });
    expect(withToken.signed_field_names?.endsWith(',payment_token')).toBe(true);
    const paid = await payOnPage(page, withToken, null);
    expect(paid).toMatchObject({ decision: 'ACCEPT', req_card_number: 'xxxxxxxxxxxx1111' });
    expect((await handle(paid)).content).toMatchObject({ status: 'Authorized' });
    expect((await signRequest(crm, QUOTE, { paymentToken: 'tok_someone_else' })).statusCode).toBe(
      404,
    );
  });

  it('refuses a cancelled payment as not paid', async () => {
    const start = await page.post('/hosted-payment/pay', await signed());
    const location = start.headers.get('location') ?? '';
    const uuid = location.split('/').pop() ?? '';
    await page.post(`/hosted-payment/pay/${uuid}/cancel`, {});
    const result = hiddenFields(await (await page.get(location)).text());
    expect(result.decision).toBe('CANCEL');
    expect((await handle(result)).content).toMatchObject({
      status: 'Declined',
      message: 'Payment cancelled. Choose how you would like to pay.',
    });
  });
});

describe('forged, tampered and replayed results are refused', () => {
  it('refuses a tampered amount, a forged signature, an unknown transaction and a foreign caller', async () => {
    const result = await payOnPage(page, await signed(), GOOD_CARD);
    expect((await handle({ ...result, req_amount: '1.00', auth_amount: '1.00' })).statusCode).toBe(
      403,
    );
    expect(
      (
        await handle({
          ...result,
          decision: 'ACCEPT',
          reason_code: '100',
          req_reference_number: DEMO_QUOTES.mariaPresented,
        })
      ).content,
    ).toBe('ERROR: The payment result is not signed by the payment provider.');
    const forged = signFields(result, result.signed_field_names!.split(','), 'guessed-secret');
    expect((await handle(forged)).statusCode).toBe(403);
    const paul = {
      contactId: PAUL.contactId,
      userType: PAUL.group,
      caller: callerOf(PAUL),
    };
    expect((await handle(result, paul)).statusCode).toBe(404);
    // The genuine result still works once.
    expect((await handle(result)).content).toMatchObject({ status: 'Authorized' });
  });

  it('refuses a signed request at the page when tampered or used twice', async () => {
    const fields = await signed();
    const tampered = await page.post('/hosted-payment/pay', { ...fields, amount: '0.01' });
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain('not signed correctly');
    await payOnPage(page, fields, GOOD_CARD);
    const replay = await page.post('/hosted-payment/pay', fields);
    expect(replay.status).toBe(410);
  });

  it('voids an approved payment whose cart changed while paying', async () => {
    const fields = await signed();
    const result = await payOnPage(page, fields, GOOD_CARD);
    await db.query(
      'UPDATE quote_line_items SET qty = qty + 1 WHERE id = (SELECT min(id) FROM quote_line_items WHERE quote_id = $1)',
      [QUOTE],
    );
    await db.query('UPDATE quotes SET total = total + 10 WHERE id = $1', [QUOTE]);
    expect((await handle(result)).content).toMatchObject({ status: 'Voided' });
  });
});
