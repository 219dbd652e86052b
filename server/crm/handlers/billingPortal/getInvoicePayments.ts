import { noRecords, ok, type CrmHandler } from '../../handler';
import { invoicePaymentRecords } from '../../records/invoices';

/**
 * The account's payment history: remittances the CRM recorded and card payments made in the
 * portal (declined attempts included, so a buyer sees what happened), newest first, at most 200.
 */
export const getInvoicePayments: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const { caller } = request;
    if (caller.kind !== 'user' || !caller.accountId) return noRecords();
    // A payment still on the payment page (Pending) has no outcome yet: not history.
    const payments = (await invoicePaymentRecords(request.db, caller.accountId)).filter(
      (payment) => payment.status !== 'Pending',
    );
    return payments.length > 0 ? ok(payments) : noRecords();
  },
};
