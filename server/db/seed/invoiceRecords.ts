import { DEMO_ACCOUNTS } from '../../shared/demo';
import type { CatalogueItem } from './catalogue';
import { createPrng, type Prng } from './prng';

/**
 * The demo accounts' invoices, credit notes and the payments applied to them (issue 18): about two
 * years of billing per account, so the invoice list has hundreds of rows in every state.
 *
 * Dates are placed relative to an anchor day (by default the day the database is seeded), not the
 * seed epoch: whether an open invoice is overdue depends on today's date, and a demo where every
 * open invoice is two years overdue would show nothing real. Ids, numbers, amounts, lines and
 * statuses are the same on every run (seeded PRNG); only the dates move with the anchor
 * (docs/decisions.md, "Invoices").
 */

type Row = Record<string, unknown>;

interface BillingAccount {
  id: string;
  count: number;
  currency: 'USD' | 'EUR';
  terms: string;
  termDays: number;
  /** Sales tax or VAT rate in percent. */
  taxRate: number;
  billTo: Record<string, string>;
  shipTo: Record<string, string>;
  /** A short code in PO numbers. */
  poPrefix: string;
}

const place = (
  name: string,
  street: string,
  city: string,
  state: string,
  zip: string,
  country: string,
) => ({
  name,
  street,
  city,
  state,
  zip,
  country,
});

/** The accounts demo users sign in to, with their terms and tax (the guest account has none). */
export const BILLING_ACCOUNTS: readonly BillingAccount[] = [
  {
    id: DEMO_ACCOUNTS.main.id,
    count: 340,
    currency: 'USD',
    terms: 'Net 30',
    termDays: 30,
    taxRate: 6.25,
    billTo: place(
      'Northgate Research Laboratories – Accounts Payable',
      '400 Longwood Avenue',
      'Boston',
      'MA',
      '02115',
      'United States',
    ),
    shipTo: place(
      'Northgate Research Laboratories – Receiving Dock B',
      '400 Longwood Avenue',
      'Boston',
      'MA',
      '02115',
      'United States',
    ),
    poPrefix: 'NG',
  },
  {
    id: DEMO_ACCOUNTS.related.id,
    count: 180,
    currency: 'USD',
    terms: 'Net 30',
    termDays: 30,
    taxRate: 6.25,
    billTo: place(
      'Northgate Clinical Genomics – Finance',
      '75 Ames Street',
      'Cambridge',
      'MA',
      '02142',
      'United States',
    ),
    shipTo: place(
      'Northgate Clinical Genomics – Sequencing Core',
      '75 Ames Street',
      'Cambridge',
      'MA',
      '02142',
      'United States',
    ),
    poPrefix: 'NCG',
  },
  {
    id: DEMO_ACCOUNTS.distributor.id,
    count: 260,
    currency: 'EUR',
    terms: 'Net 45',
    termDays: 45,
    taxRate: 19,
    billTo: place(
      'BioSupply Distribution GmbH – Kreditorenbuchhaltung',
      'Im Neuenheimer Feld 582',
      'Heidelberg',
      'BW',
      '69120',
      'Germany',
    ),
    shipTo: place(
      'BioSupply Distribution GmbH – Lager',
      'Im Neuenheimer Feld 582',
      'Heidelberg',
      'BW',
      '69120',
      'Germany',
    ),
    poPrefix: 'BSD',
  },
  {
    id: DEMO_ACCOUNTS.indirectBuyer.id,
    count: 120,
    currency: 'EUR',
    terms: 'Net 60',
    termDays: 60,
    taxRate: 23,
    billTo: place(
      'St. Aldric University Hospital – Procurement',
      'James Street',
      'Dublin',
      'D08',
      'D08 W9RT',
      'Ireland',
    ),
    shipTo: place(
      'St. Aldric University Hospital – Pathology Lab',
      'James Street',
      'Dublin',
      'D08',
      'D08 W9RT',
      'Ireland',
    ),
    poPrefix: 'SAH',
  },
  {
    id: DEMO_ACCOUNTS.sso.id,
    count: 150,
    currency: 'USD',
    terms: 'Net 30',
    termDays: 30,
    taxRate: 7.75,
    billTo: place(
      'Helixa Partner Labs – Accounts Payable',
      '10210 Campus Point Drive',
      'San Diego',
      'CA',
      '92121',
      'United States',
    ),
    shipTo: place(
      'Helixa Partner Labs – Lab 3',
      '10210 Campus Point Drive',
      'San Diego',
      'CA',
      '92121',
      'United States',
    ),
    poPrefix: 'HPL',
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const EUR_PER_USD = 0.92;
const HISTORY_DAYS = 730;

/** Today at 00:00 UTC: the default anchor. */
export function invoiceAnchor(now: Date = new Date()): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

const isoDay = (anchor: number, days: number) =>
  new Date(anchor + days * DAY_MS).toISOString().slice(0, 10);
const isoTime = (anchor: number, days: number, minutes: number) =>
  new Date(anchor + days * DAY_MS + minutes * 60_000).toISOString();
const money = (value: number) => Math.round(value * 100) / 100;
const pad = (value: number, width: number) => String(value).padStart(width, '0');

export interface InvoiceSeed {
  invoices: Row[];
  lines: Row[];
  payments: Row[];
  allocations: Row[];
}

interface Draft {
  id: string;
  number: string;
  account: BillingAccount;
  type: 'Invoice' | 'Credit Note';
  day: number;
  total: number;
  subtotal: number;
  freight: number;
  tax: number;
  lines: Row[];
  poNumber: string | null;
  orderNumber: string | null;
}

function draftLines(
  rng: Prng,
  invoiceId: string,
  account: BillingAccount,
  items: readonly CatalogueItem[],
  sign: 1 | -1,
): { lines: Row[]; subtotal: number } {
  const count = sign < 0 ? rng.int(1, 2) : rng.pick([1, 1, 2, 2, 3, 3, 4, 5, 6, 8]);
  const chosen = rng.sample(items, count);
  let subtotal = 0;
  const lines = chosen.map((item, index) => {
    const unit = money(account.currency === 'EUR' ? item.price * EUR_PER_USD : item.price);
    const qty = sign < 0 ? rng.int(1, 2) : rng.pick([1, 1, 1, 2, 2, 3, 4, 5, 10, 12, 20]);
    const discount = rng.chance(0.25) ? rng.pick([5, 10, 12.5, 15]) : 0;
    const amount = money(sign * qty * unit * (1 - discount / 100));
    subtotal += amount;
    return {
      id: `${invoiceId}-${index + 1}`,
      invoice_id: invoiceId,
      line_number: index + 1,
      sku: item.sku,
      description: item.title,
      qty: sign * qty,
      unit_price: unit,
      discount,
      amount,
    };
  });
  return { lines, subtotal: money(subtotal) };
}

/**
 * Every billing account's invoices, oldest first: mostly paid by wire, check or ACH (several
 * invoices per remittance at times), the recent ones open, a share overdue, some partly paid, credit
 * notes (some applied to an invoice, some still available) and the odd void.
 */
export function invoiceRows(
  items: readonly CatalogueItem[],
  anchor: number = invoiceAnchor(),
  seed = 18_2026,
): InvoiceSeed {
  const rng = createPrng(seed);
  const buyable = items.filter((item) => item.price > 0 && item.price < 20_000);
  const out: InvoiceSeed = { invoices: [], lines: [], payments: [], allocations: [] };
  const drafts: Draft[] = [];
  for (const [accountIndex, account] of BILLING_ACCOUNTS.entries()) {
    for (let n = 0; n < account.count; n++) {
      // Spread over two years, the newest near today; older invoices first.
      const day = -HISTORY_DAYS + Math.floor(((n + rng.next()) / account.count) * HISTORY_DAYS);
      const isCredit = n > 3 && rng.chance(0.05);
      const id = `a0I${pad(accountIndex + 1, 2)}${pad(n + 1, 5)}Inv`;
      const sign = isCredit ? -1 : 1;
      const { lines, subtotal } = draftLines(rng, id, account, buyable, sign);
      const freight = isCredit
        ? 0
        : money(
            rng.pick([0, 0, 25, 45, 65, 95, 120]) * (account.currency === 'EUR' ? EUR_PER_USD : 1),
          );
      const tax = money(((subtotal + freight) * account.taxRate) / 100);
      drafts.push({
        id,
        number: '',
        account,
        type: isCredit ? 'Credit Note' : 'Invoice',
        day: Math.min(day, 0),
        subtotal,
        freight,
        tax,
        total: money(subtotal + freight + tax),
        lines,
        poNumber:
          isCredit || rng.chance(0.12)
            ? null
            : `PO-${account.poPrefix}-${pad(rng.int(1000, 99999), 5)}`,
        orderNumber: isCredit ? null : `SO-${pad(90000 + drafts.length, 6)}`,
      });
    }
  }
  // Numbers run in date order across accounts, as one company's invoicing would.
  drafts.sort((a, b) => a.day - b.day || a.id.localeCompare(b.id));
  let invoiceNo = 210001;
  let creditNo = 7001;
  for (const draft of drafts)
    draft.number = draft.type === 'Invoice' ? `INV-${invoiceNo++}` : `CN-${creditNo++}`;

  let paymentNo = 400001;
  const pendingRemittance = new Map<
    string,
    { invoices: { draft: Draft; amount: number }[]; day: number }
  >();
  const flush = (account: BillingAccount) => {
    const batch = pendingRemittance.get(account.id);
    if (!batch || batch.invoices.length === 0) return;
    pendingRemittance.delete(account.id);
    const id = `a0R${pad(paymentNo, 7)}Pay`;
    const amount = money(batch.invoices.reduce((sum, entry) => sum + entry.amount, 0));
    const method = rng.pick(['Wire transfer', 'Wire transfer', 'ACH', 'Check'] as const);
    out.payments.push({
      id,
      receipt_number: `RCP-${paymentNo}`,
      account_id: account.id,
      contact_id: null,
      idempotency_key: null,
      method,
      status: 'Paid',
      currency: account.currency,
      amount,
      reference:
        method === 'Check'
          ? `Check ${rng.int(10000, 99999)}`
          : `${method === 'ACH' ? 'ACH' : 'WT'}-${rng.int(100000, 999999)}`,
      card_brand: null,
      card_last4: null,
      message: null,
      created_at: isoTime(anchor, batch.day, 600),
      completed_at: isoTime(anchor, batch.day, 600),
    });
    paymentNo++;
    for (const entry of batch.invoices)
      out.allocations.push({
        invoice_payment_id: id,
        invoice_id: entry.draft.id,
        amount: entry.amount,
      });
  };

  const openCredits = new Map<string, Draft[]>();
  for (const draft of drafts) {
    const { account } = draft;
    const dueDay = draft.day + account.termDays;
    let status: 'Open' | 'Paid' | 'Void' = 'Open';
    let balance = draft.total;
    if (draft.type === 'Credit Note') {
      // Older credit notes were applied to a later invoice; recent ones are still available.
      if (draft.day < -120 && rng.chance(0.8)) {
        (openCredits.get(account.id) ?? openCredits.set(account.id, []).get(account.id)!).push(
          draft,
        );
      }
    } else if (rng.chance(0.012)) {
      status = 'Void';
      balance = 0;
    } else {
      const age = -draft.day;
      // Paid if old enough: almost all after 120 days; some early; a share of past-due stays open.
      const paid =
        age > 120 ? rng.chance(0.97) : age > account.termDays ? rng.chance(0.72) : rng.chance(0.15);
      const credit = openCredits.get(account.id)?.shift();
      if (credit) {
        // Apply the credit note to this invoice (the credit's amount, up to the invoice's total).
        const applied = money(Math.min(-credit.total, draft.total));
        const id = `a0R${pad(paymentNo, 7)}Pay`;
        out.payments.push({
          id,
          receipt_number: `RCP-${paymentNo}`,
          account_id: account.id,
          contact_id: null,
          idempotency_key: null,
          method: 'Credit note',
          status: 'Paid',
          currency: account.currency,
          amount: applied,
          reference: credit.number,
          card_brand: null,
          card_last4: null,
          message: null,
          created_at: isoTime(anchor, Math.min(draft.day + 3, 0), 540),
          completed_at: isoTime(anchor, Math.min(draft.day + 3, 0), 540),
        });
        paymentNo++;
        out.allocations.push({ invoice_payment_id: id, invoice_id: draft.id, amount: applied });
        balance = money(balance - applied);
        (credit as Draft & { applied?: number }).applied = applied;
      }
      if (balance > 0 && paid) {
        const partial = age > account.termDays && age < 200 && rng.chance(0.1);
        const amount = partial ? money(balance * rng.pick([0.25, 0.4, 0.5])) : balance;
        const payDay = Math.min(
          draft.day + rng.int(Math.max(5, account.termDays - 15), account.termDays + 25),
          -1,
        );
        const batch = pendingRemittance.get(account.id) ?? { invoices: [], day: payDay };
        pendingRemittance.set(account.id, batch);
        batch.invoices.push({ draft, amount });
        batch.day = Math.max(batch.day, payDay);
        if (batch.invoices.length >= rng.int(1, 4)) flush(account);
        balance = money(balance - amount);
      }
      status = balance === 0 ? 'Paid' : 'Open';
    }
    out.invoices.push({
      id: draft.id,
      invoice_number: draft.number,
      account_id: account.id,
      type: draft.type,
      status,
      order_number: draft.orderNumber,
      po_number: draft.poNumber,
      invoice_date: isoDay(anchor, draft.day),
      due_date: isoDay(anchor, draft.type === 'Credit Note' ? draft.day : dueDay),
      payment_terms: draft.type === 'Credit Note' ? 'Credit' : account.terms,
      currency: account.currency,
      subtotal: draft.subtotal,
      freight: draft.freight,
      tax_rate: account.taxRate,
      tax_amount: draft.tax,
      total: draft.total,
      balance,
      bill_to: account.billTo,
      ship_to: account.shipTo,
      created_at: isoTime(anchor, draft.day, 480 + (Number(draft.number.replace(/\D/g, '')) % 300)),
      updated_at: isoTime(anchor, Math.min(draft.day + account.termDays, 0), 480),
    });
    out.lines.push(...draft.lines);
  }
  for (const account of BILLING_ACCOUNTS) flush(account);
  // A credit note applied to an invoice has that much less available.
  const byId = new Map(out.invoices.map((row) => [row.id, row]));
  for (const draft of drafts) {
    const applied = (draft as Draft & { applied?: number }).applied;
    if (draft.type !== 'Credit Note' || applied === undefined) continue;
    const row = byId.get(draft.id)!;
    row.balance = money(draft.total + applied);
    row.status = Number(row.balance) === 0 ? 'Paid' : 'Open';
  }
  return out;
}
