/**
 * The billing area of the domain layer (runtime/domain/README.md): invoices and credit notes, their
 * rules (status, overdue, balances, filters, sort, currency fields, CSV), the invoice PDF as a
 * blob from 512-character chunks, and paying invoices by card through checkout's hosted payment
 * round trip. What the built-in blocks take through runtime/blocks.ts; the store and the chunk
 * decoding stay inside.
 */
export {
  balanceTotals,
  daysOverdue,
  DEFAULT_INVOICE_SORT,
  filterInvoices,
  filterProblem,
  INVOICE_CSV_FIELDS,
  INVOICE_STATUSES,
  invoiceCsvRow,
  invoiceStatus,
  isPartlyPaid,
  isPayable,
  parseAmountInput,
  paymentAmountProblem,
  paymentMethodText,
  paymentTotal,
  paySelectionProblem,
  sortInvoices,
  todayIso,
  type BalanceTotals,
  type InvoiceFilter,
  type InvoiceSort,
  type InvoiceSortKey,
  type InvoiceStatus,
} from './billingRules';
export type {
  AppliedPayment,
  InvoiceAddress,
  InvoiceDetails,
  InvoiceLine,
  InvoicePaymentOutcome,
  InvoicePaymentRecord,
  InvoiceSummary,
} from './billingTypes';
export { useInvoiceDocument, type LoadedDocument } from './useInvoiceDocument';
export { useInvoicePayment } from './useInvoicePayment';
export { useToday } from './useToday';
export { useInvoice, useInvoicePayments, useInvoices, useSelectedInvoices } from './useInvoices';
// Blobs sent in 512-character chunks (spec 001 section 5): the service area's images too.
export { blobOfChunks, BLOB_CHUNK_SIZE } from './documentRules';
