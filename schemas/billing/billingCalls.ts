/**
 * The answers of the billing portal's invoice and invoice-payment calls (server/crm/README.md,
 * "Invoices and invoice payments"), shared by the CRM stand-in, which answers them, and the
 * runtime's billing area, which reads them. Types only.
 */
import type { PaymentOutcome } from '../checkout/checkoutCalls';

/** An invoice, or a credit note (negative amounts). */
export type InvoiceType = 'Invoice' | 'Credit Note';
/** The CRM's own status; Overdue is derived by the runtime from the due date (billingRules). */
export type InvoiceRecordStatus = 'Open' | 'Paid' | 'Void';

/** getInvoices: one row of the invoice list. Dates are YYYY-MM-DD; createdAt is ISO. */
export interface InvoiceSummary {
  id: string;
  invoiceNumber: string;
  type: InvoiceType;
  status: InvoiceRecordStatus;
  invoiceDate: string;
  dueDate: string;
  createdAt: string;
  poNumber: string | null;
  orderNumber: string | null;
  paymentTerms: string;
  /** ISO 4217 code (the currency-field rule applied). */
  currency: string;
  total: number;
  /** What is still owed (negative: credit still available on a credit note). */
  balance: number;
}

/** A bill-to or ship-to address as the invoice prints it. */
export interface InvoiceAddress {
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** One line of an invoice. */
export interface InvoiceLine {
  lineNumber: number;
  sku: string;
  description: string;
  qty: number;
  unitPrice: number;
  /** Percent. */
  discount: number;
  amount: number;
}

/** A payment applied to an invoice (wire, check, ACH, card or a credit note). */
export interface AppliedPayment {
  paymentId: string;
  receiptNumber: string;
  method: InvoicePaymentMethod;
  reference: string | null;
  /** ISO */
  date: string;
  amount: number;
  cardBrand: string | null;
  cardLast4: string | null;
}

/** getInvoiceDetails */
export interface InvoiceDetails extends InvoiceSummary {
  accountName: string;
  subtotal: number;
  freight: number;
  /** Percent. */
  taxRate: number;
  taxAmount: number;
  billTo: InvoiceAddress;
  shipTo: InvoiceAddress;
  lines: InvoiceLine[];
  payments: AppliedPayment[];
}

/**
 * getInvoicePdf: the invoice's PDF as base64 text in chunks of 512 characters (spec 001 section 5,
 * `loadImageBody`-style): each chunk is a whole number of base64 quanta, so each decodes alone.
 */
export interface InvoiceDocument {
  fileName: string;
  contentType: string;
  /** Bytes of the decoded file. */
  size: number;
  chunkSize: number;
  chunks: string[];
}

/** How a payment reached the account. */
export type InvoicePaymentMethod = 'Card' | 'Wire transfer' | 'Check' | 'ACH' | 'Credit note';
/** Where an invoice payment stands: Pending on the payment page, then Paid, Declined or Voided. */
export type InvoicePaymentStatus = 'Pending' | 'Paid' | 'Declined' | 'Voided';

/** getInvoicePayments: one payment of the account's history (and the receipt of a card payment). */
export interface InvoicePaymentRecord {
  id: string;
  receiptNumber: string;
  method: InvoicePaymentMethod;
  status: InvoicePaymentStatus;
  currency: string;
  amount: number;
  reference: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  message: string | null;
  createdAt: string;
  completedAt: string | null;
  /** Who paid online (null for remittances recorded by the CRM). */
  paidBy: string | null;
  invoices: { invoiceId: string; invoiceNumber: string; amount: number }[];
}

/** One invoice and the amount to pay of it (generateSignature's `invoicePayment.allocations`). */
export interface InvoiceAllocation {
  invoiceId: string;
  amount: number;
}

/** paymentRequestHandler's answer for an invoice payment: the card outcome and the receipt. */
export interface InvoicePaymentOutcome extends PaymentOutcome {
  invoicePayment: InvoicePaymentRecord;
}
