/**
 * The billing area of the domain layer (runtime/domain/README.md): invoices and credit notes, their
 * rules (status, overdue, balances, filters, sort, currency fields, CSV), the invoice PDF as a
 * blob from 512-character chunks, and paying invoices by card through checkout's hosted payment
 * round trip. What the built-in blocks take through runtime/blocks.ts; the store stays inside.
 */
export {
  amountFieldValue,
  balanceTotals,
  daysOverdue,
  DEFAULT_INVOICE_SORT,
  filterInvoices,
  filterProblem,
  INVOICE_CSV_FIELDS,
  INVOICE_STATUSES,
  invoiceCsvRow,
  invoiceCurrency,
  invoiceStatus,
  isOverdue,
  isPartlyPaid,
  isPayable,
  nextSort,
  parseAmountInput,
  paymentAmountProblem,
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
export type * from './billingTypes';
export {
  BLOB_CHUNK_SIZE,
  BLOB_PREVIEW_TYPES,
  blobOfChunks,
  blobPreviewType,
  chunksProblem,
  type BlobPreviewType,
} from './documentRules';
export { useInvoiceDocument, type LoadedDocument } from './useInvoiceDocument';
export { useInvoicePayment } from './useInvoicePayment';
export { useInvoice, useInvoicePayments, useInvoices, useSelectedInvoices } from './useInvoices';
