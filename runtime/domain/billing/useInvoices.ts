import { useQuery } from '@tanstack/react-query';
import { useBlockQuery } from '../../data/useBlockQuery';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { getInvoiceDetails, getInvoicePayments, getInvoices } from './billingCalls';
import { billingKeys } from './billingStore';

/** The blocks show these reads' states with `QueryStates`, so none raises the global toast. */
const quiet = { meta: { handlesErrors: true } };

/** The account's invoices and credit notes (getInvoices); answered in a first page's server render. */
export function useInvoices(enabled = true) {
  const connection = useGatewayConnection();
  return useBlockQuery({
    queryKey: billingKeys.invoices,
    queryFn: ({ signal }) => getInvoices(connection, signal),
    enabled,
    staleTime: 30_000,
    ...quiet,
  });
}

/** Only these invoices, fresh (the payment page: balances as they are now). */
export function useSelectedInvoices(ids: readonly string[]) {
  const connection = useGatewayConnection();
  return useQuery({
    queryKey: billingKeys.selectedInvoices(ids),
    queryFn: ({ signal }) => getInvoices(connection, signal, ids),
    enabled: ids.length > 0,
    ...quiet,
  });
}

/** One invoice with lines, tax and payments applied (getInvoiceDetails). */
export function useInvoice(invoiceId: string | null) {
  const connection = useGatewayConnection();
  return useQuery({
    queryKey: billingKeys.invoice(invoiceId ?? ''),
    queryFn: ({ signal }) => getInvoiceDetails(connection, invoiceId ?? '', signal),
    enabled: invoiceId !== null,
    ...quiet,
  });
}

/** The account's payment history (getInvoicePayments). */
export function useInvoicePayments(enabled = true) {
  const connection = useGatewayConnection();
  return useQuery({
    queryKey: billingKeys.payments,
    queryFn: ({ signal }) => getInvoicePayments(connection, signal),
    enabled,
    ...quiet,
  });
}
