/**
 * The billing CRM's answers for stories, from the same seed generator that fills PGlite
 * (server/db/seed/invoiceRecords.ts) and the same row mapping the handlers use
 * (server/crm/records/invoices.ts), so stories show the demo account's real invoices.
 */
import type {
  InvoiceDetails,
  InvoiceDocument,
  InvoicePaymentOutcome,
  InvoicePaymentRecord,
  InvoiceSummary,
} from '../../schemas/billing/billingCalls';
import { SEED_BILLING } from './demoWorld';
import type { CrmAnswer, CrmCall } from './gatewayHandlers';
import { SIGNED_IN_ACCOUNT_ID } from './storySession';

const billingSeed = () => SEED_BILLING;

/** An invoice row as the billing handlers summarize it (server/crm/records/invoices.ts). */
function invoiceSummaryOf(row: Record<string, unknown>): InvoiceSummary {
  const summary = SEED_BILLING.summaries[String(row.id)];
  if (!summary) throw new Error(`billingFixtures: no summary of invoice ${String(row.id)}`);
  return summary;
}

/** The signed-in demo account's invoices, newest first (getInvoices). */
export function storyInvoices(accountId = SIGNED_IN_ACCOUNT_ID): InvoiceSummary[] {
  return billingSeed()
    .invoices.filter((row) => row.account_id === accountId)
    .map(invoiceSummaryOf)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The first invoice of the account matching `test`. */
export function storyInvoice(test: (invoice: InvoiceSummary) => boolean): InvoiceSummary {
  const found = storyInvoices().find(test);
  if (!found) throw new Error('billingFixtures: no seeded invoice matches');
  return found;
}

const address = (value: unknown) => value as InvoiceDetails['billTo'];

/** One invoice with its lines and payments (getInvoiceDetails). */
export function storyInvoiceDetails(invoiceId: string): InvoiceDetails | null {
  const { invoices, lines, payments, allocations } = billingSeed();
  const row = invoices.find((invoice) => invoice.id === invoiceId);
  if (!row) return null;
  return {
    ...invoiceSummaryOf(row),
    accountName: 'Northgate Research Laboratories',
    subtotal: Number(row.subtotal),
    freight: Number(row.freight),
    taxRate: Number(row.tax_rate),
    taxAmount: Number(row.tax_amount),
    billTo: address(row.bill_to),
    shipTo: address(row.ship_to),
    lines: lines
      .filter((line) => line.invoice_id === invoiceId)
      .map((line) => ({
        lineNumber: Number(line.line_number),
        sku: String(line.sku),
        description: String(line.description),
        qty: Number(line.qty),
        unitPrice: Number(line.unit_price),
        discount: Number(line.discount),
        amount: Number(line.amount),
      })),
    payments: allocations
      .filter((allocation) => allocation.invoice_id === invoiceId)
      .map((allocation) => {
        const payment = payments.find((p) => p.id === allocation.invoice_payment_id)!;
        return {
          paymentId: String(payment.id),
          receiptNumber: String(payment.receipt_number),
          method: payment.method as InvoiceDetails['payments'][number]['method'],
          reference: (payment.reference as string | null) ?? null,
          date: String(payment.completed_at),
          amount: Number(allocation.amount),
          cardBrand: null,
          cardLast4: null,
        };
      }),
  };
}

/** A small real PDF, in chunks of 512 characters (getInvoicePdf). */
export function storyDocument(invoiceNumber: string): InvoiceDocument {
  const text = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n% ${invoiceNumber}\n`;
  const base64 = btoa(text);
  const chunks: string[] = [];
  for (let at = 0; at < base64.length; at += 512) chunks.push(base64.slice(at, at + 512));
  return {
    fileName: `${invoiceNumber}.pdf`,
    contentType: 'application/pdf',
    size: text.length,
    chunkSize: 512,
    chunks,
  };
}

/** The account's payment history (getInvoicePayments). */
export function storyPayments(): InvoicePaymentRecord[] {
  const { payments, allocations, invoices } = billingSeed();
  return payments
    .filter((payment) => payment.account_id === SIGNED_IN_ACCOUNT_ID)
    .sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))
    .slice(0, 40)
    .map((payment) => ({
      id: String(payment.id),
      receiptNumber: String(payment.receipt_number),
      method: payment.method as InvoicePaymentRecord['method'],
      status: 'Paid',
      currency: String(payment.currency),
      amount: Number(payment.amount),
      reference: (payment.reference as string | null) ?? null,
      cardBrand: null,
      cardLast4: null,
      message: null,
      createdAt: String(payment.created_at),
      completedAt: String(payment.completed_at),
      paidBy: null,
      invoices: allocations
        .filter((allocation) => allocation.invoice_payment_id === payment.id)
        .map((allocation) => ({
          invoiceId: String(allocation.invoice_id),
          invoiceNumber: String(
            invoices.find((i) => i.id === allocation.invoice_id)?.invoice_number,
          ),
          amount: Number(allocation.amount),
        })),
    }));
}

/** A card payment's outcome for two invoices (paymentRequestHandler). */
export function storyOutcome(
  status: 'Authorized' | 'Declined',
  paid: InvoiceSummary[],
): InvoicePaymentOutcome {
  const amount = paid.reduce((sum, invoice) => sum + invoice.balance, 0);
  return {
    paymentId: 'a0PDn0000000000042',
    status,
    decision: status === 'Authorized' ? 'ACCEPT' : 'DECLINE',
    reasonCode: status === 'Authorized' ? '100' : '203',
    message:
      status === 'Authorized'
        ? 'Payment approved.'
        : 'The card was declined by the bank. Use another card or pay on account.',
    amount,
    currency: 'USD',
    cardBrand: 'Visa',
    cardLast4: status === 'Authorized' ? '1111' : '0002',
    savedCardToken: null,
    invoicePayment: {
      id: 'a0R0500001Pay',
      receiptNumber: 'RCP-500001',
      method: 'Card',
      status: status === 'Authorized' ? 'Paid' : 'Declined',
      currency: 'USD',
      amount,
      reference: null,
      cardBrand: 'Visa',
      cardLast4: status === 'Authorized' ? '1111' : '0002',
      message: null,
      createdAt: '2026-11-25T10:00:00.000Z',
      completedAt: '2026-11-25T10:01:00.000Z',
      paidBy: 'Maria Keller',
      invoices: paid.map((invoice) => ({
        invoiceId: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        amount: invoice.balance,
      })),
    },
  };
}

const ok = (content: unknown) => ({ statusCode: 200, content });
const payloadOf = (call: CrmCall) => (call.payload ?? {}) as Record<string, unknown>;

/**
 * The billing CRM of the stories: invoices, details, PDF, payments and saved cards from the seed;
 * `overrides` answer some types differently (a failure, 'pending').
 */
export function billingAnswers(
  overrides: Partial<Record<string, CrmAnswer>> = {},
): (call: CrmCall) => CrmAnswer {
  return (call) => {
    const override = overrides[call.type];
    if (override !== undefined) return override;
    const payload = payloadOf(call);
    switch (call.type) {
      case 'getInvoices': {
        const ids = Array.isArray(payload.ids) ? (payload.ids as string[]) : null;
        const invoices = storyInvoices();
        return ok(ids ? invoices.filter((invoice) => ids.includes(invoice.id)) : invoices);
      }
      case 'getInvoiceDetails': {
        const details = storyInvoiceDetails(String(payload.invoiceId));
        return details ? ok(details) : { statusCode: 404, content: 'ERROR: Invoice not found.' };
      }
      case 'getInvoicePdf': {
        const details = storyInvoiceDetails(String(payload.invoiceId));
        return details
          ? ok(storyDocument(details.invoiceNumber))
          : { statusCode: 404, content: 'ERROR: Invoice not found.' };
      }
      case 'getInvoicePayments':
        return ok(storyPayments());
      case 'getSavedCards':
        return ok([
          {
            token: 'tok_demo_0000000000000001',
            brand: 'Visa',
            last4: '1111',
            expiry: '12-2030',
            holderName: 'Maria Keller',
            isDefault: true,
            isExpired: false,
          },
        ]);
      default:
        return { statusCode: 404, content: 'Query name not found, improper request.' };
    }
  };
}
