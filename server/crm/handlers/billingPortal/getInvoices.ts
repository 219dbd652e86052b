import { ok, noRecords, payloadArg, type CrmHandler } from '../../handler';
import { invoicesOfCaller } from '../../records/invoices';

/**
 * The invoices and credit notes of the account the call acts for, newest first (payload `ids`:
 * only those, for the payment page). The whole list in one answer: an account has hundreds, and
 * the invoice list filters and sorts them in the browser without a round trip per change.
 */
export const getInvoices: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const ids = payloadArg(request, 'ids');
    const wanted = Array.isArray(ids)
      ? ids.filter((id): id is string => typeof id === 'string').slice(0, 200)
      : undefined;
    const invoices = await invoicesOfCaller(request.db, request.caller, wanted);
    return invoices.length > 0 ? ok(invoices) : noRecords();
  },
};
