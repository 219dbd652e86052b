import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  BlockError,
  BlockLoading,
  daysOverdue,
  formatMoney,
  paymentMethodText,
  currencyCode,
  invoiceStatus,
  isPayable,
  QueryStates,
  safeSitePath,
  useToday,
  useInvoice,
  useInvoiceDocument,
  useLocale,
  type BlockProps,
  type InvoiceAddress,
  type InvoiceDetails,
  type InvoiceLine,
  type AppliedPayment,
  type LoadedDocument,
} from '../../runtime/blocks';
import { Badge, Button, EmptyState, type BadgeTone } from '../../runtime/ui';
import { DataTable } from '../../runtime/ui/table';
// Derived from schemas/blocks/viewInvoice.schema.json by scripts/compileValidators.ts.
import type { ViewInvoiceConfiguration } from '../../schemas/generated/blocks/viewInvoice';
import './viewInvoice.css';

const STATUS_TONE: Record<string, BadgeTone> = {
  Open: 'info',
  Overdue: 'error',
  Paid: 'success',
  Credit: 'accent',
  Void: 'neutral',
};

const day = (value: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(value.length === 10 ? `${value}T00:00:00Z` : value),
  );

/**
 * One invoice (/viewInvoice?invoiceId=): the header, addresses, lines, tax, payments applied and
 * the balance, with its PDF fetched as a blob in chunks of 512 characters and previewed, to
 * download or print. An open invoice offers to pay it.
 */
export default function ViewInvoice({ configuration }: BlockProps<ViewInvoiceConfiguration>) {
  const [params] = useSearchParams();
  const invoiceId = params.get('invoiceId')?.trim() || null;
  const query = useInvoice(invoiceId);
  const invoicesUrl = safeSitePath(configuration.invoicesUrl ?? '/billing/enhancedList');
  if (!invoiceId)
    return (
      <EmptyState
        title="No invoice chosen"
        actions={invoicesUrl && <Link to={invoicesUrl}>Go to your invoices</Link>}
      >
        Open an invoice from the invoice list.
      </EmptyState>
    );
  return (
    <section className="bf-invoice" aria-label="Invoice">
      <QueryStates
        query={query}
        loading="Loading the invoice…"
        error="The invoice could not be loaded."
      >
        {(invoice) => <InvoiceView invoice={invoice} configuration={configuration} />}
      </QueryStates>
    </section>
  );
}

function InvoiceView({
  invoice,
  configuration,
}: {
  invoice: InvoiceDetails;
  configuration: ViewInvoiceConfiguration;
}) {
  const locale = useLocale();
  const today = useToday();
  const currency = currencyCode(invoice.currency);
  const money = (value: number) => formatMoney(value, currency, locale);
  const status = invoiceStatus(invoice, today);
  const overdueDays = daysOverdue(invoice, today);
  const isCredit = invoice.type === 'Credit Note';
  const invoicesUrl = safeSitePath(configuration.invoicesUrl ?? '/billing/enhancedList');
  const paymentUrl = configuration.paymentUrl ? safeSitePath(configuration.paymentUrl) : null;
  const document = useInvoiceDocument(invoice.id);

  return (
    <>
      <header className="bf-invoice-header">
        <div>
          <p className="bf-invoice-kicker">
            {invoicesUrl && <Link to={invoicesUrl}>← All invoices</Link>}
          </p>
          <h1>
            {isCredit ? 'Credit note' : 'Invoice'} {invoice.invoiceNumber}
          </h1>
          <p className="bf-invoice-status">
            <Badge tone={STATUS_TONE[status]}>{status}</Badge>
            {overdueDays > 0 && (
              <span>
                {overdueDays} {overdueDays === 1 ? 'day' : 'days'} past due
              </span>
            )}
          </p>
        </div>
        <div className="bf-invoice-due">
          <p>{isCredit ? 'Credit available' : 'Balance due'}</p>
          <p className="bf-invoice-balance">
            {money(isCredit ? -invoice.balance : invoice.balance)}
          </p>
          {paymentUrl && isPayable(invoice) && (
            <Link
              className="bf-button bf-button-primary"
              to={`${paymentUrl}?invoices=${encodeURIComponent(invoice.id)}`}
            >
              Pay this invoice
            </Link>
          )}
        </div>
      </header>

      <dl className="bf-invoice-facts">
        <Fact label="Account" value={invoice.accountName} />
        <Fact label="Invoice date" value={day(invoice.invoiceDate, locale)} />
        {!isCredit && <Fact label="Due date" value={day(invoice.dueDate, locale)} />}
        <Fact label="Payment terms" value={invoice.paymentTerms} />
        <Fact label="PO number" value={invoice.poNumber ?? '—'} />
        <Fact label="Order" value={invoice.orderNumber ?? '—'} />
        <Fact label="Currency" value={currency} />
      </dl>

      <div className="bf-invoice-addresses">
        <Address heading="Bill to" address={invoice.billTo} />
        <Address heading="Ship to" address={invoice.shipTo} />
      </div>

      <h2>Lines</h2>
      <DataTable<InvoiceLine>
        caption={`Lines of ${invoice.invoiceNumber}`}
        rows={invoice.lines}
        getRowId={(line) => String(line.lineNumber)}
        columns={[
          { id: 'line', header: '#', cell: (line) => line.lineNumber },
          { id: 'sku', header: 'SKU', cell: (line) => line.sku, isRowHeader: true },
          { id: 'description', header: 'Description', cell: (line) => line.description },
          { id: 'qty', header: 'Qty', align: 'end', cell: (line) => line.qty },
          { id: 'unit', header: 'Unit price', align: 'end', cell: (line) => money(line.unitPrice) },
          {
            id: 'discount',
            header: 'Discount',
            align: 'end',
            cell: (line) => (line.discount ? `${line.discount}%` : '—'),
          },
          { id: 'amount', header: 'Amount', align: 'end', cell: (line) => money(line.amount) },
        ]}
      />

      <dl className="bf-invoice-totals" aria-label="Totals">
        <Fact label="Subtotal" value={money(invoice.subtotal)} />
        <Fact label="Freight" value={money(invoice.freight)} />
        <Fact label={`Tax (${invoice.taxRate}%)`} value={money(invoice.taxAmount)} />
        <Fact label="Total" value={money(invoice.total)} strong />
        <Fact
          label="Payments and credits applied"
          value={money(-(invoice.total - invoice.balance))}
        />
        <Fact
          label={isCredit ? 'Credit remaining' : 'Balance due'}
          value={money(invoice.balance)}
          strong
        />
      </dl>

      <h2>Payments applied</h2>
      {invoice.payments.length === 0 ? (
        <p className="bf-invoice-note">
          No payments have been applied to this {isCredit ? 'credit note' : 'invoice'} yet.
        </p>
      ) : (
        <DataTable<AppliedPayment>
          caption={`Payments applied to ${invoice.invoiceNumber}`}
          rows={invoice.payments}
          getRowId={(payment) => payment.paymentId}
          columns={[
            { id: 'date', header: 'Date', cell: (payment) => day(payment.date, locale) },
            {
              id: 'receipt',
              header: 'Receipt',
              isRowHeader: true,
              cell: (payment) => payment.receiptNumber,
            },
            {
              id: 'method',
              header: 'Method',
              cell: (payment) => paymentMethodText(payment),
            },
            {
              id: 'amount',
              header: 'Amount',
              align: 'end',
              cell: (payment) => money(payment.amount),
            },
          ]}
        />
      )}

      <DocumentPanel
        invoiceNumber={invoice.invoiceNumber}
        document={document}
        showPreview={configuration.showPdf ?? true}
      />
    </>
  );
}

function DocumentPanel({
  invoiceNumber,
  document,
  showPreview,
}: {
  invoiceNumber: string;
  document: ReturnType<typeof useInvoiceDocument>;
  showPreview: boolean;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const { query, url } = document;
  const loaded: LoadedDocument | undefined = query.data;
  const print = () => {
    const target = frame.current;
    if (target?.contentWindow) {
      target.contentWindow.focus();
      target.contentWindow.print();
    } else if (url) window.open(url, '_blank', 'noopener');
  };
  return (
    <section className="bf-invoice-document" aria-labelledby="bf-invoice-pdf">
      <div className="bf-invoice-document-head">
        <h2 id="bf-invoice-pdf">Invoice PDF</h2>
        {loaded && url && (
          <div className="bf-invoice-document-actions">
            <a className="bf-button bf-button-secondary" href={url} download={loaded.fileName}>
              Download PDF
            </a>
            <Button variant="secondary" onClick={print}>
              Print
            </Button>
          </div>
        )}
      </div>
      {query.isPending ? (
        <BlockLoading label={`Loading the PDF of ${invoiceNumber}…`} />
      ) : query.isError ? (
        <BlockError
          message="The PDF could not be loaded."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : loaded && url && showPreview ? (
        loaded.previewType === 'pdf' ? (
          <iframe
            ref={frame}
            className="bf-invoice-pdf"
            src={url}
            title={`PDF of ${invoiceNumber}`}
          />
        ) : loaded.previewType ? (
          <img className="bf-invoice-image" src={url} alt={`Document ${invoiceNumber}`} />
        ) : (
          <p className="bf-invoice-note">
            This file type cannot be shown here. Download it to view it.
          </p>
        )
      ) : null}
    </section>
  );
}

function Fact({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <div className={strong ? 'bf-invoice-fact bf-invoice-fact-strong' : 'bf-invoice-fact'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Address({ heading, address }: { heading: string; address: InvoiceAddress }) {
  return (
    <div className="bf-invoice-address">
      <h2>{heading}</h2>
      <address>
        {address.name}
        <br />
        {address.street}
        <br />
        {[address.zip, address.city].filter(Boolean).join(' ')}
        {address.state ? `, ${address.state}` : ''}
        <br />
        {address.country}
      </address>
    </div>
  );
}
