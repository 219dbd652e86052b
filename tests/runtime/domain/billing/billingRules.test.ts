import { describe, expect, it } from 'vitest';
import {
  balanceTotals,
  daysOverdue,
  DEFAULT_INVOICE_SORT,
  filterInvoices,
  filterProblem,
  invoiceCsvRow,
  invoiceStatus,
  isOverdue,
  isPartlyPaid,
  isPayable,
  paymentMethodText,
  nextSort,
  parseAmountInput,
  paymentAmountProblem,
  paymentTotal,
  paySelectionProblem,
  sortInvoices,
  todayIso,
} from '../../../../runtime/domain/billing/billingRules';
import {
  allocationsSignature,
  readAttempt,
  storeAttempt,
} from '../../../../runtime/domain/billing/billingStore';
import type { InvoiceSummary } from '../../../../runtime/domain/billing/billingTypes';
import { amountFieldValue, currencyCode } from '../../../../runtime/domain/money/moneyRules';

const TODAY = '2026-11-25';

const invoice = (patch: Partial<InvoiceSummary>): InvoiceSummary => ({
  id: patch.id ?? 'a0I1',
  invoiceNumber: 'INV-210001',
  type: 'Invoice',
  status: 'Open',
  invoiceDate: '2026-11-01',
  dueDate: '2026-12-01',
  createdAt: '2026-11-01T09:00:00.000Z',
  poNumber: 'PO-NG-12345',
  orderNumber: 'SO-090001',
  paymentTerms: 'Net 30',
  currency: 'USD',
  total: 1000,
  balance: 1000,
  ...patch,
});

const open = invoice({ id: 'open' });
const overdue = invoice({
  id: 'overdue',
  invoiceNumber: 'INV-200002',
  dueDate: '2026-11-24',
  invoiceDate: '2026-10-25',
  createdAt: '2026-10-25T09:00:00.000Z',
  total: 500,
  balance: 200,
  poNumber: null,
});
const paid = invoice({
  id: 'paid',
  invoiceNumber: 'INV-199999',
  status: 'Paid',
  balance: 0,
  dueDate: '2026-01-01',
  invoiceDate: '2025-12-02',
  createdAt: '2025-12-02T09:00:00.000Z',
  total: 2500,
  poNumber: 'PO-HPL-00077',
});
const credit = invoice({
  id: 'credit',
  invoiceNumber: 'CN-7001',
  type: 'Credit Note',
  total: -120,
  balance: -120,
  dueDate: '2026-06-01',
  invoiceDate: '2026-06-01',
  createdAt: '2026-06-01T09:00:00.000Z',
  poNumber: null,
  orderNumber: null,
});
const voided = invoice({
  id: 'void',
  invoiceNumber: 'INV-150000',
  status: 'Void',
  balance: 0,
  createdAt: '2025-01-01T09:00:00.000Z',
  invoiceDate: '2025-01-01',
});
const euro = invoice({
  id: 'euro',
  currency: 'EUR (Euro)',
  total: 300,
  balance: 300,
  dueDate: '2026-11-01',
  createdAt: '2026-10-01T09:00:00.000Z',
  invoiceDate: '2026-10-01',
});
const ALL = [paid, open, credit, overdue, voided, euro];

describe('status, overdue and balances', () => {
  it('derives Open, Overdue, Paid, Credit and Void', () => {
    expect(ALL.map((row) => invoiceStatus(row, TODAY))).toEqual([
      'Paid',
      'Open',
      'Credit',
      'Overdue',
      'Void',
      'Overdue',
    ]);
  });

  it('counts an invoice due today as not yet overdue, and days overdue from the due date', () => {
    expect(isOverdue(invoice({ dueDate: TODAY }), TODAY)).toBe(false);
    expect(daysOverdue(overdue, TODAY)).toBe(1);
    expect(daysOverdue(euro, TODAY)).toBe(24);
    expect(daysOverdue(paid, TODAY)).toBe(0);
  });

  it('pays only open invoices with a balance; a partly paid one is still payable', () => {
    expect(ALL.filter(isPayable).map((row) => row.id)).toEqual(['open', 'overdue', 'euro']);
    expect(isPartlyPaid(overdue)).toBe(true);
    expect(isPartlyPaid(open)).toBe(false);
    expect(isPayable(invoice({ balance: 0.001 }))).toBe(false);
  });

  it('totals open and overdue balances per currency, never across currencies, with credit available', () => {
    expect(balanceTotals(ALL, TODAY)).toEqual([
      { currency: 'EUR', open: 300, openCount: 1, overdue: 300, overdueCount: 1, credit: 0 },
      { currency: 'USD', open: 1200, openCount: 2, overdue: 200, overdueCount: 1, credit: 120 },
    ]);
    expect(balanceTotals([paid, voided], TODAY)).toEqual([]);
  });

  it('adds money to the cent', () => {
    const cents = Array.from({ length: 10 }, (_, i) =>
      invoice({ id: `c${i}`, balance: 0.1, total: 0.1 }),
    );
    expect(balanceTotals(cents, TODAY)[0]!.open).toBe(1);
    expect(paymentTotal([0.1, 0.2])).toBe(0.3);
  });
});

describe('the currency-field rule (spec 000 section 5)', () => {
  it('drops the text after "(" from currency and amount fields', () => {
    expect(currencyCode('EUR (Euro)')).toBe('EUR');
    expect(currencyCode('  USD ')).toBe('USD');
    expect(currencyCode('', 'EUR')).toBe('EUR');
    expect(currencyCode(null)).toBe('USD');
    expect(amountFieldValue('1,250.00 (incl. freight)')).toBe(1250);
    expect(amountFieldValue('-120.5')).toBe(-120.5);
    expect(amountFieldValue('(n/a)')).toBeNull();
    expect(amountFieldValue('abc')).toBeNull();
    expect(amountFieldValue(12)).toBe(12);
  });
});

describe('filters', () => {
  it('keeps everything for an empty filter', () => {
    expect(filterInvoices(ALL, {}, TODAY)).toEqual(ALL);
  });

  it('filters by status (several at once)', () => {
    expect(filterInvoices(ALL, { statuses: ['Overdue'] }, TODAY).map((r) => r.id)).toEqual([
      'overdue',
      'euro',
    ]);
    expect(filterInvoices(ALL, { statuses: ['Open', 'Credit'] }, TODAY).map((r) => r.id)).toEqual([
      'open',
      'credit',
    ]);
  });

  it('filters by invoice date range, both ends included', () => {
    expect(
      filterInvoices(ALL, { from: '2026-10-01', to: '2026-11-01' }, TODAY).map((r) => r.id),
    ).toEqual(['open', 'overdue', 'euro']);
  });

  it('filters by amount (credit notes by their size)', () => {
    expect(filterInvoices(ALL, { minAmount: 100, maxAmount: 500 }, TODAY).map((r) => r.id)).toEqual(
      ['credit', 'overdue', 'euro'],
    );
  });

  it('filters by PO number and searches invoice, PO and order numbers, any case', () => {
    expect(filterInvoices(ALL, { poNumber: 'hpl' }, TODAY).map((r) => r.id)).toEqual(['paid']);
    expect(filterInvoices(ALL, { search: 'cn-70' }, TODAY).map((r) => r.id)).toEqual(['credit']);
    expect(filterInvoices(ALL, { search: ' po-ng ' }, TODAY).map((r) => r.id)).toEqual([
      'open',
      'void',
      'euro',
    ]);
    expect(filterInvoices(ALL, { search: 'so-090001' }, TODAY)).toHaveLength(5);
  });

  it('names an upside-down range', () => {
    expect(filterProblem({ from: '2026-02-01', to: '2026-01-01' })).toBe(
      'The start date is after the end date.',
    );
    expect(filterProblem({ minAmount: 10, maxAmount: 5 })).toBe(
      'The minimum amount is more than the maximum.',
    );
    expect(
      filterProblem({ from: '2026-01-01', to: '2026-01-01', minAmount: 5, maxAmount: 5 }),
    ).toBeNull();
  });
});

describe('sort (spec 000 section 9: createdAt by default)', () => {
  it('sorts by createdAt, newest first, by default', () => {
    expect(DEFAULT_INVOICE_SORT).toEqual({ key: 'createdAt', direction: 'desc' });
    expect(sortInvoices(ALL, DEFAULT_INVOICE_SORT, TODAY).map((r) => r.id)).toEqual([
      'open',
      'overdue',
      'euro',
      'credit',
      'paid',
      'void',
    ]);
  });

  it('sorts by amount, number (numerically) and status, ties newest first, without changing its input', () => {
    const copy = [...ALL];
    expect(
      sortInvoices(ALL, { key: 'total', direction: 'asc' }, TODAY).map((r) => r.total),
    ).toEqual([-120, 300, 500, 1000, 1000, 2500]);
    expect(ALL).toEqual(copy);
    expect(
      sortInvoices(
        [
          invoice({ id: 'a', invoiceNumber: 'INV-9' }),
          invoice({ id: 'b', invoiceNumber: 'INV-10' }),
        ],
        { key: 'invoiceNumber', direction: 'asc' },
        TODAY,
      ).map((r) => r.id),
    ).toEqual(['a', 'b']);
    expect(sortInvoices(ALL, { key: 'status', direction: 'asc' }, TODAY).map((r) => r.id)).toEqual([
      'overdue',
      'euro',
      'open',
      'credit',
      'paid',
      'void',
    ]);
  });

  it('flips the direction on the same column; dates and amounts start descending', () => {
    expect(nextSort(DEFAULT_INVOICE_SORT, 'createdAt')).toEqual({
      key: 'createdAt',
      direction: 'asc',
    });
    expect(nextSort(DEFAULT_INVOICE_SORT, 'total')).toEqual({ key: 'total', direction: 'desc' });
    expect(nextSort(DEFAULT_INVOICE_SORT, 'invoiceNumber')).toEqual({
      key: 'invoiceNumber',
      direction: 'asc',
    });
  });
});

describe('payment amounts and selection', () => {
  it('accepts more than zero, at most the balance, to the cent', () => {
    expect(paymentAmountProblem(200, 200)).toBeNull();
    expect(paymentAmountProblem(0.01, 200)).toBeNull();
    expect(paymentAmountProblem(null, 200)).toBe('Enter an amount.');
    expect(paymentAmountProblem(0, 200)).toBe('Enter an amount more than zero.');
    expect(paymentAmountProblem(200.01, 200)).toBe('The amount is more than the balance.');
    expect(paymentAmountProblem(1.005, 200)).toBe('Use at most two decimals.');
  });

  it("reads an amount typed in the user's locale", () => {
    expect(parseAmountInput('1,234.56', 'en-US')).toBe(1234.56);
    expect(parseAmountInput('1.234,56', 'de-DE')).toBe(1234.56);
    expect(parseAmountInput('1 234,56', 'fr-FR')).toBe(1234.56);
    expect(parseAmountInput('12', 'en-GB')).toBe(12);
    expect(parseAmountInput('-5', 'en-US')).toBeNull();
    expect(parseAmountInput('abc', 'en-US')).toBeNull();
    expect(parseAmountInput('', 'en-US')).toBeNull();
  });

  it('pays only payable invoices of one currency together', () => {
    expect(paySelectionProblem([open, overdue])).toBeNull();
    expect(paySelectionProblem([])).toBe('Choose at least one open invoice to pay.');
    expect(paySelectionProblem([open, paid])).toBe('INV-199999 has nothing left to pay.');
    expect(paySelectionProblem([open, euro])).toBe(
      'Invoices in different currencies are paid separately.',
    );
  });

  it('keeps one attempt key per selection of invoices and amounts', () => {
    const allocations = [
      { invoiceId: 'b', amount: 2 },
      { invoiceId: 'a', amount: 1.5 },
    ];
    expect(allocationsSignature(allocations)).toBe('a:150,b:200');
    storeAttempt(allocations, 'invpay-key-1');
    expect(readAttempt([...allocations].reverse())).toBe('invpay-key-1');
    expect(readAttempt([{ invoiceId: 'a', amount: 1.5 }])).toBeNull();
    storeAttempt(allocations, null);
    expect(readAttempt(allocations)).toBeNull();
  });
});

describe('CSV rows and today', () => {
  it('writes each invoice as plain values with its derived status', () => {
    expect(invoiceCsvRow(euro, TODAY)).toEqual([
      'INV-210001',
      'Invoice',
      'Overdue',
      '2026-10-01',
      '2026-11-01',
      'PO-NG-12345',
      'SO-090001',
      'EUR',
      '300.00',
      '300.00',
      24,
    ]);
  });

  it('reads today in the local calendar', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    // The same moment is another day in another zone: the visitor's zone decides.
    const lateUtc = new Date(Date.UTC(2026, 10, 29, 7, 30));
    expect(todayIso(lateUtc, 'UTC')).toBe('2026-11-29');
    expect(todayIso(lateUtc, 'America/Los_Angeles')).toBe('2026-11-28');
    expect(todayIso(lateUtc, 'Asia/Tokyo')).toBe('2026-11-29');
  });
});

describe('paymentMethodText', () => {
  const base = {
    method: 'Wire transfer',
    reference: null,
    cardBrand: null,
    cardLast4: null,
  } as const;
  it.each([
    [{ ...base, method: 'Card', cardBrand: 'Visa', cardLast4: '4242' }, 'Visa ending 4242'],
    [{ ...base, method: 'Card', cardLast4: '0005' }, 'Card ending 0005'],
    [{ ...base, reference: 'WT-1182' }, 'Wire transfer · WT-1182'],
    [base, 'Wire transfer'],
  ] as const)('%j -> %s', (payment, text) => {
    expect(paymentMethodText(payment)).toBe(text);
  });
});
