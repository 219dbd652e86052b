import type { InvoiceAllocation } from '../../../schemas/billing/billingCalls';
import type { ActionResult, Db } from '../../shared/contracts';
import type { Caller } from '../caller';
import { crmError } from '../handler';
import { INVOICE_NOT_FOUND } from './invoices';

/** At most this many invoices in one payment. */
export const MAX_INVOICES_PER_PAYMENT = 50;
/** An idempotency key: what the client sends with each payment attempt. */
const KEY = /^[A-Za-z0-9_-]{16,100}$/;

const cents = (value: number) => Math.round(value * 100);

export interface PreparedInvoicePayment {
  id: string;
  receiptNumber: string;
  accountId: string;
  currency: string;
  amount: number;
}

/** The allocations of a payload, or the first problem with them. */
function parseAllocations(value: unknown): InvoiceAllocation[] | string {
  if (!Array.isArray(value) || value.length === 0) return 'Choose at least one invoice to pay.';
  if (value.length > MAX_INVOICES_PER_PAYMENT)
    return `Pay at most ${MAX_INVOICES_PER_PAYMENT} invoices at once.`;
  const seen = new Set<string>();
  const out: InvoiceAllocation[] = [];
  for (const entry of value as unknown[]) {
    const { invoiceId, amount } = (entry ?? {}) as Record<string, unknown>;
    if (typeof invoiceId !== 'string' || invoiceId === '')
      return 'Each payment line needs an invoiceId.';
    if (seen.has(invoiceId)) return 'An invoice is listed twice.';
    seen.add(invoiceId);
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0)
      return 'Each amount must be more than zero.';
    if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6)
      return 'Amounts have at most two decimals.';
    out.push({ invoiceId, amount });
  }
  return out;
}

/**
 * The invoice payment a generateSignature call asks for, created Pending (or the Pending one its
 * idempotency key already names, so a retry signs the same payment again), or the refusal. Every
 * invoice must be an open invoice of the account the call acts for (another account's answers as
 * missing), in one currency, and each amount at most its balance. A key whose payment ended (paid,
 * declined, voided) is refused: a new attempt takes a new key, and a paid one is never paid again.
 */
export async function prepareInvoicePayment(
  db: Db,
  caller: Caller,
  payload: unknown,
): Promise<PreparedInvoicePayment | { refused: ActionResult }> {
  const refuse = (message: string, status = 400) => ({ refused: crmError(message, status) });
  if (caller.kind !== 'user' || !caller.accountId || !caller.contactId)
    return refuse('Sign in to pay invoices.', 401);
  const body = (payload ?? {}) as Record<string, unknown>;
  const key = body.idempotencyKey;
  if (typeof key !== 'string' || !KEY.test(key))
    return refuse('idempotencyKey must be 16 to 100 letters, digits, - or _.');
  const allocations = parseAllocations(body.allocations);
  if (typeof allocations === 'string') return refuse(allocations);
  const accountId = caller.accountId;

  return db.transaction(async (tx) => {
    const [existing] = await tx.query(
      'SELECT id, receipt_number, account_id, status, currency, amount FROM invoice_payments WHERE idempotency_key = $1',
      [key],
    );
    if (existing) {
      if (existing.account_id !== accountId)
        return refuse('This payment attempt is not yours.', 403);
      if (existing.status === 'Paid')
        return refuse(
          `These invoices were already paid (receipt ${String(existing.receipt_number)}).`,
          409,
        );
      if (existing.status !== 'Pending')
        return refuse('This payment attempt has ended. Start a new payment.', 409);
      return {
        id: String(existing.id),
        receiptNumber: String(existing.receipt_number),
        accountId,
        currency: String(existing.currency),
        amount: Number(existing.amount),
      };
    }
    const invoices = await tx.query(
      `SELECT id, invoice_number, type, status, currency, balance FROM invoices
        WHERE account_id = $1 AND id = ANY($2::text[]) FOR UPDATE`,
      [accountId, allocations.map((allocation) => allocation.invoiceId)],
    );
    const byId = new Map(invoices.map((row) => [String(row.id), row]));
    let currency: string | null = null;
    let total = 0;
    for (const allocation of allocations) {
      const invoice = byId.get(allocation.invoiceId);
      if (!invoice) return refuse(INVOICE_NOT_FOUND, 404);
      const number = String(invoice.invoice_number);
      if (invoice.type !== 'Invoice')
        return refuse(`${number} is a credit note, not an invoice to pay.`, 409);
      if (invoice.status === 'Paid' || Number(invoice.balance) <= 0)
        return refuse(`Invoice ${number} is already paid.`, 409);
      if (invoice.status !== 'Open')
        return refuse(`Invoice ${number} is ${String(invoice.status)}.`, 409);
      if (cents(allocation.amount) > cents(Number(invoice.balance)))
        return refuse(
          `The amount for ${number} is more than its balance of ${Number(invoice.balance).toFixed(2)} ${String(invoice.currency)}.`,
        );
      if (currency && invoice.currency !== currency)
        return refuse('Invoices in different currencies are paid separately.');
      currency = String(invoice.currency);
      total += cents(allocation.amount);
    }
    const [seq] = await tx.query<{ n: number }>("SELECT nextval('invoice_receipt_seq') AS n");
    const receiptNumber = `RCP-${String(seq?.n ?? 0)}`;
    const id = `a0R${receiptNumber.replace(/\D/g, '').padStart(7, '0')}Pay`;
    const amount = total / 100;
    await tx.query(
      `INSERT INTO invoice_payments (id, receipt_number, account_id, contact_id, idempotency_key, method,
          status, currency, amount)
       VALUES ($1, $2, $3, $4, $5, 'Card', 'Pending', $6, $7)`,
      [id, receiptNumber, accountId, caller.contactId, key, currency, amount],
    );
    for (const allocation of allocations)
      await tx.query(
        'INSERT INTO invoice_payment_allocations (invoice_payment_id, invoice_id, amount) VALUES ($1, $2, $3)',
        [id, allocation.invoiceId, allocation.amount],
      );
    return { id, receiptNumber, accountId, currency: currency ?? '', amount };
  });
}

/**
 * Settles a Pending invoice payment with the payment page's verified result, inside the caller's
 * transaction: exactly one result ends a payment (the Pending -> outcome update is the guard), and
 * an approval is applied only when every invoice still owes at least its amount (else the payment
 * is voided: an invoice paid meanwhile is never paid twice). A decline leaves the invoices open.
 * Returns the payment's new status, or null when another result had already ended it.
 */
export async function settleInvoicePayment(
  tx: Db,
  invoicePaymentId: string,
  result: {
    accepted: boolean;
    message: string;
    cardBrand: string | null;
    cardLast4: string | null;
  },
): Promise<'Paid' | 'Declined' | 'Voided' | null> {
  const allocations = await tx.query<{ invoice_id: string; amount: number }>(
    'SELECT invoice_id, amount FROM invoice_payment_allocations WHERE invoice_payment_id = $1',
    [invoicePaymentId],
  );
  let status: 'Paid' | 'Declined' | 'Voided' = result.accepted ? 'Paid' : 'Declined';
  if (result.accepted) {
    const invoices = await tx.query<{ id: string; status: string; balance: number }>(
      'SELECT id, status, balance FROM invoices WHERE id = ANY($1::text[]) FOR UPDATE',
      [allocations.map((allocation) => allocation.invoice_id)],
    );
    const owes = new Map(invoices.map((row) => [row.id, row]));
    const stillOwed = allocations.every((allocation) => {
      const invoice = owes.get(allocation.invoice_id);
      return (
        invoice?.status === 'Open' &&
        cents(Number(invoice.balance)) >= cents(Number(allocation.amount))
      );
    });
    if (!stillOwed) status = 'Voided';
  }
  const [claimed] = await tx.query(
    `UPDATE invoice_payments SET status = $2, message = $3, card_brand = $4, card_last4 = $5,
            completed_at = now()
      WHERE id = $1 AND status = 'Pending' RETURNING 1`,
    [invoicePaymentId, status, result.message, result.cardBrand, result.cardLast4],
  );
  if (!claimed) return null;
  if (status === 'Paid') {
    for (const allocation of allocations)
      await tx.query(
        `UPDATE invoices SET balance = balance - $2,
                status = CASE WHEN balance - $2 <= 0 THEN 'Paid' ELSE status END, updated_at = now()
          WHERE id = $1`,
        [allocation.invoice_id, allocation.amount],
      );
  }
  return status;
}

/** Whether the caller may settle this invoice payment: the call acts for its account. */
export async function invoicePaymentOfCaller(
  db: Db,
  caller: Caller,
  invoicePaymentId: string,
): Promise<Record<string, unknown> | null> {
  if (!caller.accountId) return null;
  const [row] = await db.query('SELECT * FROM invoice_payments WHERE id = $1 AND account_id = $2', [
    invoicePaymentId,
    caller.accountId,
  ]);
  return row ?? null;
}
