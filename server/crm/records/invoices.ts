import type {
  AppliedPayment,
  InvoiceAddress,
  InvoiceDetails,
  InvoicePaymentRecord,
  InvoiceSummary,
} from '../../../schemas/billing/billingCalls';
import { currencyFieldValue } from '../../../schemas/payment/currencyField';
import type { Db } from '../../shared/contracts';
import type { Caller } from '../caller';

type Row = Record<string, unknown>;

const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);
const day = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
const iso = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

export const INVOICE_NOT_FOUND = 'Invoice not found.';

/** An invoice row as the invoice list shows it. */
export function invoiceSummaryOf(row: Row): InvoiceSummary {
  return {
    id: String(row.id),
    invoiceNumber: String(row.invoice_number),
    type: row.type as InvoiceSummary['type'],
    status: row.status as InvoiceSummary['status'],
    invoiceDate: day(row.invoice_date),
    dueDate: day(row.due_date),
    createdAt: iso(row.created_at),
    poNumber: text(row.po_number),
    orderNumber: text(row.order_number),
    paymentTerms: String(row.payment_terms),
    currency: currencyFieldValue(text(row.currency)),
    total: Number(row.total),
    balance: Number(row.balance),
  };
}

const SUMMARY_COLUMNS = `id, invoice_number, type, status, invoice_date, due_date, created_at, po_number,
  order_number, payment_terms, currency, total, balance`;

/**
 * The invoices of the account the call acts for (the caller's own, or one it may switch to),
 * newest first; `ids` narrows to those invoices (the payment page). Other accounts' invoices are
 * never read.
 */
export async function invoicesOfCaller(
  db: Db,
  caller: Caller,
  ids?: readonly string[],
): Promise<InvoiceSummary[]> {
  if (caller.kind !== 'user' || !caller.accountId) return [];
  const rows = ids
    ? await db.query(
        `SELECT ${SUMMARY_COLUMNS} FROM invoices WHERE account_id = $1 AND id = ANY($2::text[])
          ORDER BY created_at DESC`,
        [caller.accountId, ids],
      )
    : await db.query(
        `SELECT ${SUMMARY_COLUMNS} FROM invoices WHERE account_id = $1 ORDER BY created_at DESC`,
        [caller.accountId],
      );
  return rows.map(invoiceSummaryOf);
}

/**
 * One invoice when the call's account owns it; null for a missing id and for another account's
 * invoice alike (ids of other customers cannot be probed).
 */
export async function invoiceOfCaller(
  db: Db,
  caller: Caller,
  invoiceId: string,
): Promise<Row | null> {
  if (caller.kind !== 'user' || !caller.accountId) return null;
  const [row] = await db.query('SELECT * FROM invoices WHERE id = $1 AND account_id = $2', [
    invoiceId,
    caller.accountId,
  ]);
  return row ?? null;
}

const addressOf = (value: unknown): InvoiceAddress => {
  const raw = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, string>;
  return {
    name: raw.name ?? '',
    street: raw.street ?? '',
    city: raw.city ?? '',
    state: raw.state ?? '',
    zip: raw.zip ?? '',
    country: raw.country ?? '',
  };
};

/** The whole invoice: header, lines, tax and the payments applied to it. */
export async function invoiceDetailsOf(db: Db, row: Row): Promise<InvoiceDetails> {
  const [lines, payments, accounts] = await Promise.all([
    db.query('SELECT * FROM invoice_lines WHERE invoice_id = $1 ORDER BY line_number', [row.id]),
    db.query(
      `SELECT p.id, p.receipt_number, p.method, p.reference, p.card_brand, p.card_last4,
              coalesce(p.completed_at, p.created_at) AS date, a.amount
         FROM invoice_payment_allocations a JOIN invoice_payments p ON p.id = a.invoice_payment_id
        WHERE a.invoice_id = $1 AND p.status = 'Paid'
        ORDER BY date, p.id`,
      [row.id],
    ),
    db.query<{ name: string }>('SELECT name FROM accounts WHERE id = $1', [row.account_id]),
  ]);
  return {
    ...invoiceSummaryOf(row),
    accountName: accounts[0]?.name ?? '',
    subtotal: Number(row.subtotal),
    freight: Number(row.freight),
    taxRate: Number(row.tax_rate),
    taxAmount: Number(row.tax_amount),
    billTo: addressOf(row.bill_to),
    shipTo: addressOf(row.ship_to),
    lines: lines.map((line) => ({
      lineNumber: Number(line.line_number),
      sku: String(line.sku),
      description: String(line.description),
      qty: Number(line.qty),
      unitPrice: Number(line.unit_price),
      discount: Number(line.discount),
      amount: Number(line.amount),
    })),
    payments: payments.map((payment): AppliedPayment => ({
      paymentId: String(payment.id),
      receiptNumber: String(payment.receipt_number),
      method: payment.method as AppliedPayment['method'],
      reference: text(payment.reference),
      date: iso(payment.date),
      amount: Number(payment.amount),
      cardBrand: text(payment.card_brand),
      cardLast4: text(payment.card_last4),
    })),
  };
}

/** Invoice payments of an account (or the given ids), newest first, with what each paid. */
export async function invoicePaymentRecords(
  db: Db,
  accountId: string,
  options: { ids?: readonly string[]; limit?: number } = {},
): Promise<InvoicePaymentRecord[]> {
  const params: unknown[] = [accountId];
  let where = 'p.account_id = $1';
  if (options.ids) {
    params.push(options.ids);
    where += ` AND p.id = ANY($${params.length}::text[])`;
  }
  params.push(options.limit ?? 200);
  const payments = await db.query(
    `SELECT p.*, c.first_name, c.last_name
       FROM invoice_payments p LEFT JOIN contacts c ON c.id = p.contact_id
      WHERE ${where} ORDER BY p.created_at DESC, p.id DESC LIMIT $${params.length}`,
    params,
  );
  if (payments.length === 0) return [];
  const allocations = await db.query(
    `SELECT a.invoice_payment_id, a.invoice_id, a.amount, i.invoice_number
       FROM invoice_payment_allocations a JOIN invoices i ON i.id = a.invoice_id
      WHERE a.invoice_payment_id = ANY($1::text[]) ORDER BY i.invoice_number`,
    [payments.map((payment) => payment.id)],
  );
  return payments.map((payment) => ({
    id: String(payment.id),
    receiptNumber: String(payment.receipt_number),
    method: payment.method as InvoicePaymentRecord['method'],
    status: payment.status as InvoicePaymentRecord['status'],
    currency: String(payment.currency),
    amount: Number(payment.amount),
    reference: text(payment.reference),
    cardBrand: text(payment.card_brand),
    cardLast4: text(payment.card_last4),
    message: text(payment.message),
    createdAt: iso(payment.created_at),
    completedAt: payment.completed_at ? iso(payment.completed_at) : null,
    paidBy: payment.first_name
      ? `${String(payment.first_name)} ${String(payment.last_name)}`
      : null,
    invoices: allocations
      .filter((allocation) => allocation.invoice_payment_id === payment.id)
      .map((allocation) => ({
        invoiceId: String(allocation.invoice_id),
        invoiceNumber: String(allocation.invoice_number),
        amount: Number(allocation.amount),
      })),
  }));
}
