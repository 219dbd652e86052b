import { invoicePdfDocument } from '../../documents/invoiceDocument';
import { crmError, ok, stringArg, type CrmHandler } from '../../handler';
import { INVOICE_NOT_FOUND, invoiceDetailsOf, invoiceOfCaller } from '../../records/invoices';

/**
 * The invoice's PDF, rendered from the invoice as it stands (payments applied included), as
 * base64 text in chunks of 512 characters (spec 001 section 5); another account's answers as
 * missing.
 */
export const getInvoicePdf: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const invoiceId = stringArg(request, 'invoiceId', 'recordId');
    if (!invoiceId) return crmError('invoiceId is required.');
    const row = await invoiceOfCaller(request.db, request.caller, invoiceId);
    if (!row) return crmError(INVOICE_NOT_FOUND, 404);
    return ok(await invoicePdfDocument(await invoiceDetailsOf(request.db, row)));
  },
};
