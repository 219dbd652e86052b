import { crmError, ok, stringArg, type CrmHandler } from '../../handler';
import { INVOICE_NOT_FOUND, invoiceDetailsOf, invoiceOfCaller } from '../../records/invoices';

/** One invoice with its lines, tax and payments applied; another account's answers as missing. */
export const getInvoiceDetails: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const invoiceId = stringArg(request, 'invoiceId', 'recordId');
    if (!invoiceId) return crmError('invoiceId is required.');
    const row = await invoiceOfCaller(request.db, request.caller, invoiceId);
    if (!row) return crmError(INVOICE_NOT_FOUND, 404);
    return ok(await invoiceDetailsOf(request.db, row));
  },
};
