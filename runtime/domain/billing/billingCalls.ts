import { makeCall, type GatewayConnection } from '../../gateway/index';
import type { PaymentRequest } from '../checkout/index';
import type {
  InvoiceAllocation,
  InvoiceDetails,
  InvoiceDocument,
  InvoicePaymentOutcome,
  InvoicePaymentRecord,
  InvoiceSummary,
} from './billingTypes';

/**
 * The CRM calls of invoices (server/crm/README.md, "Invoices and invoice payments"), each a plain
 * function of the gateway connection. Reads go to the billing portal base; paying goes to the
 * payment base, through the same generateSignature / paymentRequestHandler round trip as checkout.
 */

/** getInvoices: the account's invoices and credit notes (or only `ids`), newest first. */
export async function getInvoices(
  connection: GatewayConnection,
  signal?: AbortSignal,
  ids?: readonly string[],
): Promise<InvoiceSummary[]> {
  const content = await makeCall<InvoiceSummary[]>(
    connection,
    {
      base: 'billingPortal',
      type: 'getInvoices',
      method: 'POST',
      payload: ids ? { ids: [...ids] } : {},
    },
    { signal, idempotent: true },
  );
  return Array.isArray(content) ? content : [];
}

/** getInvoiceDetails: header, lines, tax and payments applied. */
export function getInvoiceDetails(
  connection: GatewayConnection,
  invoiceId: string,
  signal?: AbortSignal,
): Promise<InvoiceDetails> {
  return makeCall<InvoiceDetails>(
    connection,
    { base: 'billingPortal', type: 'getInvoiceDetails', method: 'POST', payload: { invoiceId } },
    { signal, idempotent: true },
  );
}

/** getInvoicePdf: the invoice's PDF as base64 chunks of 512 characters. */
export function getInvoiceDocument(
  connection: GatewayConnection,
  invoiceId: string,
  signal?: AbortSignal,
): Promise<InvoiceDocument> {
  return makeCall<InvoiceDocument>(
    connection,
    { base: 'billingPortal', type: 'getInvoicePdf', method: 'POST', payload: { invoiceId } },
    { signal, idempotent: true },
  );
}

/** getInvoicePayments: the account's payment history, newest first. */
export async function getInvoicePayments(
  connection: GatewayConnection,
  signal?: AbortSignal,
): Promise<InvoicePaymentRecord[]> {
  const content = await makeCall<InvoicePaymentRecord[]>(
    connection,
    { base: 'billingPortal', type: 'getInvoicePayments', method: 'POST', payload: {} },
    { signal, idempotent: true },
  );
  return Array.isArray(content) ? content : [];
}

/**
 * generateSignature for invoices: the CRM creates (or, for the same key, reuses) a pending
 * payment of these amounts and signs it for the hosted payment page. The key makes a retry of the
 * same attempt safe, so the gateway client may retry it.
 */
export function requestInvoicePayment(
  connection: GatewayConnection,
  request: {
    allocations: readonly InvoiceAllocation[];
    idempotencyKey: string;
    returnUrl: string;
    paymentToken?: string;
    saveCard?: boolean;
  },
): Promise<PaymentRequest> {
  return makeCall<PaymentRequest>(
    connection,
    {
      base: 'payment',
      type: 'generateSignature',
      method: 'POST',
      payload: {
        invoicePayment: {
          allocations: request.allocations.map(({ invoiceId, amount }) => ({ invoiceId, amount })),
          idempotencyKey: request.idempotencyKey,
        },
        returnUrl: request.returnUrl,
        ...(request.paymentToken ? { paymentToken: request.paymentToken } : {}),
        ...(request.saveCard ? { saveCard: true } : {}),
      },
    },
    { idempotent: true },
  );
}

/** paymentRequestHandler: the CRM verifies the page's signed result and settles the payment once. */
export function submitInvoicePaymentResult(
  connection: GatewayConnection,
  fields: Readonly<Record<string, string>>,
): Promise<InvoicePaymentOutcome> {
  return makeCall<InvoicePaymentOutcome>(connection, {
    base: 'payment',
    type: 'paymentRequestHandler',
    method: 'POST',
    payload: { fields },
  });
}
