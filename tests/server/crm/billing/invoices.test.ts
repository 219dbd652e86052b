import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InvoiceDetails,
  InvoiceDocument,
  InvoicePaymentOutcome,
  InvoicePaymentRecord,
  InvoiceSummary,
} from '../../../../schemas/billing/billingCalls';
import type { Crm, Db } from '../../../../server/shared/contracts';
import { DEMO_ACCOUNTS } from '../../../../server/shared/demo';
import { createCrm } from '../../../../server/crm/index';
import { openTestDatabase } from '../../../../server/db/testing';
import { callerOf, crmCall, IVY, PAUL } from '../crmCall';
import { GOOD_CARD, payOnPage, paymentPage } from '../../payment/paymentFlow';

const BILLING = '/services/apexrest/billingportal';
const PAYMENT = '/services/apexrest/payment';

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

const AS_IVY = {
  userType: 'AWSManager',
  accountId: DEMO_ACCOUNTS.distributor.id,
  contactId: IVY.contactId,
  caller: callerOf(IVY),
};
const AS_PAUL = { userType: 'AWSPortalUser', contactId: PAUL.contactId, caller: callerOf(PAUL) };

const billing = (type: string, payload: unknown = {}, rest = {}) =>
  crm.makeCall(crmCall(type, { base: BILLING, payload, ...rest }));
const list = async (rest = {}) =>
  (await billing('getInvoices', {}, rest)).content as InvoiceSummary[];

let key = 0;
const newKey = () => `test-attempt-${String(++key).padStart(8, '0')}`;
const sign = (allocations: unknown, idempotencyKey = newKey(), extra = {}, rest = {}) =>
  crm.makeCall(
    crmCall('generateSignature', {
      base: PAYMENT,
      payload: {
        invoicePayment: { allocations, idempotencyKey },
        returnUrl: '/payment-return?next=/billing/payment',
        ...extra,
      },
      ...rest,
    }),
  );
const submit = (fields: Record<string, string>, rest = {}) =>
  crm.makeCall(crmCall('paymentRequestHandler', { base: PAYMENT, payload: { fields }, ...rest }));
const invoiceRow = async (id: string) =>
  (
    await db.query<{ status: string; balance: number }>(
      'SELECT status, balance FROM invoices WHERE id = $1',
      [id],
    )
  )[0]!;

/** Two open (not yet paid) invoices of maria's account, the newest first. */
async function openInvoices(count: number, rest = {}): Promise<InvoiceSummary[]> {
  const rows = (await list(rest)).filter(
    (row) => row.type === 'Invoice' && row.status === 'Open' && row.balance === row.total,
  );
  return rows.slice(0, count);
}

describe('getInvoices', () => {
  it("answers the account's hundreds of invoices, newest first, and only that account's", async () => {
    const rows = await list();
    expect(rows.length).toBeGreaterThan(300);
    const sorted = [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    expect(rows.map((row) => row.id)).toEqual(sorted.map((row) => row.id));
    const statuses = new Set(rows.map((row) => `${row.type}:${row.status}`));
    for (const kind of ['Invoice:Open', 'Invoice:Paid', 'Credit Note:Open', 'Credit Note:Paid'])
      expect(statuses).toContain(kind);
    const [owned] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM invoices WHERE account_id = $1',
      [DEMO_ACCOUNTS.main.id],
    );
    expect(rows).toHaveLength(owned!.n);
    const ivys = await list(AS_IVY);
    expect(ivys.length).toBeGreaterThan(200);
    expect(ivys.every((row) => row.currency === 'EUR')).toBe(true);
    const mine = new Set(rows.map((row) => row.id));
    expect(ivys.some((row) => mine.has(row.id))).toBe(false);
  });

  it("refuses an account the caller may not act for, and narrows to ids of the caller's own", async () => {
    const other = await billing('getInvoices', {}, { accountId: DEMO_ACCOUNTS.distributor.id });
    expect(other.statusCode).toBe(403);
    const [ivysFirst] = await list(AS_IVY);
    const [mine] = await list();
    const narrowed = (await billing('getInvoices', { ids: [mine!.id, ivysFirst!.id] }))
      .content as InvoiceSummary[];
    expect(narrowed.map((row) => row.id)).toEqual([mine!.id]);
  });
});

describe('getInvoiceDetails and getInvoicePdf', () => {
  it('answers the header, lines, tax and the payments applied, adding up', async () => {
    const paid = (await list()).find((row) => row.type === 'Invoice' && row.status === 'Paid')!;
    const result = await billing('getInvoiceDetails', { invoiceId: paid.id });
    expect(result.statusCode).toBe(200);
    const invoice = result.content as InvoiceDetails;
    expect(invoice.accountName).toBe(DEMO_ACCOUNTS.main.name);
    expect(invoice.lines.length).toBeGreaterThan(0);
    const lineSum = invoice.lines.reduce((sum, line) => sum + line.amount, 0);
    expect(Math.round(lineSum * 100)).toBe(Math.round(invoice.subtotal * 100));
    expect(Math.round((invoice.subtotal + invoice.freight + invoice.taxAmount) * 100)).toBe(
      Math.round(invoice.total * 100),
    );
    const applied = invoice.payments.reduce((sum, payment) => sum + payment.amount, 0);
    expect(Math.round(applied * 100)).toBe(Math.round((invoice.total - invoice.balance) * 100));
    expect(invoice.balance).toBe(0);
  });

  it("answers another account's invoice as missing, in details and PDF alike", async () => {
    const [ivys] = await list(AS_IVY);
    for (const type of ['getInvoiceDetails', 'getInvoicePdf']) {
      const result = await billing(type, { invoiceId: ivys!.id });
      expect(result).toEqual({ statusCode: 404, content: 'ERROR: Invoice not found.' });
      expect(await billing(type, { invoiceId: 'a0I0000000000Nope' })).toEqual(result);
    }
  });

  it('answers the PDF as base64 in chunks of 512 characters that decode to the file', async () => {
    const [first] = await list();
    const result = await billing('getInvoicePdf', { invoiceId: first!.id });
    const document = result.content as InvoiceDocument;
    expect(document).toMatchObject({
      fileName: `${first!.invoiceNumber}.pdf`,
      contentType: 'application/pdf',
      chunkSize: 512,
    });
    expect(document.chunks.length).toBeGreaterThan(2);
    expect(document.chunks.slice(0, -1).every((chunk) => chunk.length === 512)).toBe(true);
    const bytes = Buffer.concat(document.chunks.map((chunk) => Buffer.from(chunk, 'base64')));
    expect(bytes.byteLength).toBe(document.size);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('paying invoices by card (generateSignature + paymentRequestHandler on the payment base)', () => {
  it('pays two invoices, one in part, exactly once; the same result again answers the recorded payment, a second attempt with the key is refused', async () => {
    const [a, b] = await openInvoices(2);
    const partial = Math.round(b!.balance * 50) / 100;
    const attempt = newKey();
    const signed = await sign(
      [
        { invoiceId: a!.id, amount: a!.balance },
        { invoiceId: b!.id, amount: partial },
      ],
      attempt,
    );
    expect(signed.statusCode).toBe(200);
    const request = signed.content as { fields: Record<string, string> };
    expect(request.fields.amount).toBe((a!.balance + partial).toFixed(2));
    expect(request.fields.reference_number).toMatch(/^RCP-\d+$/);
    const result = await payOnPage(page, request.fields, GOOD_CARD);
    const outcome = (await submit(result)).content as InvoicePaymentOutcome;
    expect(outcome.status).toBe('Authorized');
    expect(outcome.invoicePayment).toMatchObject({
      status: 'Paid',
      method: 'Card',
      cardLast4: '1111',
      paidBy: 'Maria Keller',
      receiptNumber: request.fields.reference_number,
    });
    expect(outcome.invoicePayment.invoices.map((line) => line.invoiceId).sort()).toEqual(
      [a!.id, b!.id].sort(),
    );
    expect(await invoiceRow(a!.id)).toEqual({ status: 'Paid', balance: 0 });
    const afterB = await invoiceRow(b!.id);
    expect(afterB.status).toBe('Open');
    expect(Number(afterB.balance)).toBeCloseTo(b!.balance - partial, 2);

    // The same result again (a reload, a retry after a lost answer): the payment recorded the
    // first time, and nothing applied to the invoices twice.
    const repeated = await submit(result);
    expect(repeated.statusCode).toBe(200);
    expect((repeated.content as InvoicePaymentOutcome).paymentId).toBe(outcome.paymentId);
    expect(await invoiceRow(a!.id)).toEqual({ status: 'Paid', balance: 0 });
    expect(Number((await invoiceRow(b!.id)).balance)).toBeCloseTo(b!.balance - partial, 2);
    const again = await sign([{ invoiceId: a!.id, amount: a!.balance }], attempt);
    expect(again.statusCode).toBe(409);
    expect(String(again.content)).toContain('already paid');
    const paidAgain = await sign([{ invoiceId: a!.id, amount: 1 }]);
    expect(paidAgain).toEqual({
      statusCode: 409,
      content: `ERROR: Invoice ${a!.invoiceNumber} is already paid.`,
    });
    const history = (await billing('getInvoicePayments')).content as InvoicePaymentRecord[];
    expect(history[0]!.receiptNumber).toBe(request.fields.reference_number);
  });

  it('leaves the invoices open when the card is declined, and records the attempt', async () => {
    const [a, b] = await openInvoices(2);
    const allocations = [a!, b!].map((row) => ({ invoiceId: row.id, amount: row.balance }));
    const signed = (await sign(allocations)).content as { fields: Record<string, string> };
    const result = await payOnPage(page, signed.fields, {
      ...GOOD_CARD,
      card_number: '4000 0000 0000 0002',
    });
    const outcome = (await submit(result)).content as InvoicePaymentOutcome;
    expect(outcome.status).toBe('Declined');
    expect(outcome.message).toBe(
      'The card was declined by the bank. Use another card or pay on account.',
    );
    expect(outcome.invoicePayment.status).toBe('Declined');
    for (const row of [a!, b!])
      expect(await invoiceRow(row.id)).toEqual({ status: 'Open', balance: row.balance });
  });

  it('refuses a tampered result and changes nothing', async () => {
    const [a] = await openInvoices(1);
    const signed = (await sign([{ invoiceId: a!.id, amount: a!.balance }])).content as {
      fields: Record<string, string>;
    };
    const result = await payOnPage(page, signed.fields, GOOD_CARD);
    const tampered = await submit({ ...result, req_amount: '1.00', auth_amount: '1.00' });
    expect(tampered.statusCode).toBe(403);
    expect(await invoiceRow(a!.id)).toEqual({ status: 'Open', balance: a!.balance });
  });

  it('voids the second of two payments of one invoice: it is never paid twice', async () => {
    const [a] = await openInvoices(1);
    const allocation = [{ invoiceId: a!.id, amount: a!.balance }];
    const first = (await sign(allocation)).content as { fields: Record<string, string> };
    const second = (await sign(allocation)).content as { fields: Record<string, string> };
    const firstResult = await payOnPage(page, first.fields, GOOD_CARD);
    const secondResult = await payOnPage(page, second.fields, GOOD_CARD);
    const [one, two] = await Promise.all([submit(firstResult), submit(secondResult)]);
    const statuses = [one, two].map((r) => (r.content as InvoicePaymentOutcome).status).sort();
    expect(statuses).toEqual(['Authorized', 'Voided']);
    expect(await invoiceRow(a!.id)).toEqual({ status: 'Paid', balance: 0 });
    const [{ n }] = (await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM invoice_payment_allocations a JOIN invoice_payments p
          ON p.id = a.invoice_payment_id WHERE a.invoice_id = $1 AND p.status = 'Paid'`,
      [a!.id],
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it("refuses bad amounts, another account's invoice, credit notes and a bad key, creating nothing", async () => {
    const [a] = await openInvoices(1);
    const [ivys] = await openInvoices(1, AS_IVY);
    const credit = (await list()).find((row) => row.type === 'Credit Note')!;
    const [{ before }] = (await db.query<{ before: number }>(
      'SELECT count(*)::int AS before FROM invoice_payments',
    )) as [{ before: number }];
    const cases: [unknown, string][] = [
      [[], 'ERROR: Choose at least one invoice to pay.'],
      [[{ invoiceId: a!.id, amount: a!.balance + 1 }], 'more than its balance'],
      [[{ invoiceId: a!.id, amount: 0 }], 'ERROR: Each amount must be more than zero.'],
      [[{ invoiceId: a!.id, amount: 1.234 }], 'ERROR: Amounts have at most two decimals.'],
      [[{ invoiceId: ivys!.id, amount: 1 }], 'ERROR: Invoice not found.'],
      [[{ invoiceId: credit.id, amount: 1 }], 'is a credit note'],
    ];
    for (const [allocations, message] of cases)
      expect(String((await sign(allocations)).content)).toContain(message);
    expect(String((await sign([{ invoiceId: a!.id, amount: 1 }], 'short')).content)).toContain(
      'idempotencyKey',
    );
    const [{ after }] = (await db.query<{ after: number }>(
      'SELECT count(*)::int AS after FROM invoice_payments',
    )) as [{ after: number }];
    expect(after).toBe(before);
  });

  it("lets paul pay his account's invoices too, but not settle maria's attempt on another account", async () => {
    const [a] = await openInvoices(1, AS_PAUL);
    const signed = await sign([{ invoiceId: a!.id, amount: 10 }], newKey(), {}, AS_PAUL);
    expect(signed.statusCode).toBe(200);
    const fields = (signed.content as { fields: Record<string, string> }).fields;
    const result = await payOnPage(page, fields, GOOD_CARD);
    expect((await submit(result, AS_IVY)).statusCode).toBe(404);
    expect(((await submit(result, AS_PAUL)).content as InvoicePaymentOutcome).status).toBe(
      'Authorized',
    );
  });
});
