/**
 * The shapes the CRM answers with for invoices and invoice payments (server/crm/README.md,
 * "Invoices and invoice payments"): the shared contract in schemas/billing, re-exported here so
 * blocks read them through the billing area.
 */
export type {
  AppliedPayment,
  InvoiceAddress,
  InvoiceAllocation,
  InvoiceDetails,
  InvoiceDocument,
  InvoiceLine,
  InvoicePaymentMethod,
  InvoicePaymentOutcome,
  InvoicePaymentRecord,
  InvoicePaymentStatus,
  InvoiceRecordStatus,
  InvoiceSummary,
  InvoiceType,
} from '../../../schemas/billing/billingCalls';
