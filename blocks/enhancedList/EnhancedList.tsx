import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  QueryStates,
  safeSitePath,
  useToday,
  useInvoices,
  useLocale,
  type BlockProps,
  type InvoiceSummary,
} from '../../runtime/blocks';
// Derived from schemas/blocks/enhancedList.schema.json by scripts/compileValidators.ts.
import type { EnhancedListConfiguration } from '../../schemas/generated/blocks/enhancedList';
import { InvoiceList, InvoiceListSkeleton } from './InvoiceList';
import { useIdleAddress } from './useIdleAddress';
import './enhancedList.css';

/**
 * The invoice list (/billing/enhancedList): the account's invoices and credit notes, filtered,
 * sorted (createdAt, newest first, by default) and paged in the browser, with the open and overdue
 * totals, CSV export, and the choice of open invoices to pay on the payment page. The filters live
 * in the URL, so the back button from an invoice returns to the same list.
 */
export default function EnhancedList({ configuration }: BlockProps<EnhancedListConfiguration>) {
  const query = useInvoices();
  const locale = useLocale();
  return (
    <section className="bf-invoices" aria-label={configuration.heading ?? 'Invoices'}>
      {configuration.heading && <h2>{configuration.heading}</h2>}
      <QueryStates
        query={query}
        loading="Loading invoices…"
        error="The invoices could not be loaded."
        isEmpty={(data) => data.length === 0}
        empty="There are no invoices for this account yet."
        skeleton={
          <InvoiceListSkeleton
            configuration={configuration}
            locale={locale}
            label="Loading invoices…"
          />
        }
      >
        {(invoices) => <ConnectedList invoices={invoices} configuration={configuration} />}
      </QueryStates>
    </section>
  );
}

function ConnectedList({
  invoices,
  configuration,
}: {
  invoices: readonly InvoiceSummary[];
  configuration: EnhancedListConfiguration;
}) {
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const today = useToday();
  const writeAddress = useIdleAddress();
  const paymentUrl =
    safeSitePath(configuration.paymentUrl ?? '/billing/payment') ?? '/billing/payment';
  const invoiceUrl = safeSitePath(configuration.invoiceUrl ?? '/viewInvoice') ?? '/viewInvoice';
  // Stable, so the list's columns (and its memoized results) survive this component's renders.
  const invoiceHref = useCallback(
    (invoice: InvoiceSummary) => `${invoiceUrl}?invoiceId=${encodeURIComponent(invoice.id)}`,
    [invoiceUrl],
  );
  const onPay = useCallback(
    (ids: string[]) =>
      void navigate(`${paymentUrl}?invoices=${ids.map(encodeURIComponent).join(',')}`),
    [navigate, paymentUrl],
  );
  return (
    <InvoiceList
      invoices={invoices}
      today={today}
      locale={locale}
      configuration={configuration}
      params={params}
      onParamsChange={writeAddress}
      invoiceHref={invoiceHref}
      onPay={onPay}
    />
  );
}
