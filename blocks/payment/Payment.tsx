import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import {
  formatMoney,
  currencyCode,
  invoiceStatus,
  isPayable,
  MutationError,
  parseAmountInput,
  paymentAmountProblem,
  paymentMethodText,
  paymentTotal,
  paySelectionProblem,
  QueryStates,
  safeSitePath,
  useToday,
  useInvoicePayment,
  useInvoicePayments,
  useLocale,
  usePaymentResultHandOver,
  useSavedCards,
  useSelectedInvoices,
  type BlockProps,
  type InvoicePaymentOutcome,
  type InvoicePaymentRecord,
  type InvoiceSummary,
  type SavedCard,
  useTimeZone,
} from '../../runtime/blocks';
import { Badge, Button, Checkbox, EmptyState, TextField, type BadgeTone } from '../../runtime/ui';
import { DataTable } from '../../runtime/ui/table';
// Derived from schemas/blocks/payment.schema.json by scripts/compileValidators.ts.
import type { PaymentConfiguration } from '../../schemas/generated/blocks/payment';
import './payment.css';

/** The query parameter naming the invoices to pay: ids, comma-separated (the invoice list's selection). */
const INVOICES_PARAM = 'invoices';
const MAX_INVOICES = 50;

const PAYMENT_TONE: Record<InvoicePaymentRecord['status'], BadgeTone> = {
  Paid: 'success',
  Declined: 'error',
  Voided: 'warning',
  Pending: 'info',
};

/**
 * Paying invoices (/billing/payment?invoices=): the chosen open invoices with an amount each
 * (the balance, or less where partial payment is allowed), a saved card or a new card, then the
 * hosted payment page, the same signed round trip as checkout. Back from the page the result is
 * handed to the CRM once: a receipt, or the decline's reason with the invoices still open and the
 * same choice ready to try again. Below, the account's payment history.
 */
export default function Payment({ configuration }: BlockProps<PaymentConfiguration>) {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { start, receive } = useInvoicePayment(location.pathname);
  const [outcome, setOutcome] = useState<InvoicePaymentOutcome | null>(null);
  const invoicesUrl =
    safeSitePath(configuration.invoicesUrl ?? '/billing/enhancedList') ?? '/billing/enhancedList';
  const ids = useMemo(
    () =>
      [
        ...new Set(
          (params.get(INVOICES_PARAM) ?? '')
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ].slice(0, MAX_INVOICES),
    [params],
  );

  // Back from the payment page: the result stays in the URL until the CRM has answered it; then
  // the invoices of a declined attempt stay in it, so it can be tried again at once.
  const handOver = usePaymentResultHandOver({
    params,
    replaceParams: (update) => setParams(update, { replace: true }),
    receive,
    onAnswer: (answer) => {
      setOutcome(answer);
      const attempted = answer.invoicePayment.invoices.map((line) => line.invoiceId);
      const next = new URLSearchParams();
      if (answer.status !== 'Authorized' && attempted.length > 0)
        next.set(INVOICES_PARAM, attempted.join(','));
      return next;
    },
  });

  return (
    <div className="bf-payment">
      {receive.isPending && <p role="status">Confirming your payment…</p>}
      <MutationError mutation={receive} fallback="The payment result could not be confirmed." />
      {handOver.retry && (
        <Button variant="secondary" onClick={handOver.retry}>
          Confirm the payment again
        </Button>
      )}
      {outcome?.status === 'Authorized' ? (
        <Receipt outcome={outcome} invoicesUrl={invoicesUrl} onDone={() => setOutcome(null)} />
      ) : (
        <>
          {outcome && (
            <div className="bf-payment-declined" role="alert">
              <h2>
                {outcome.status === 'Declined'
                  ? 'The payment was declined'
                  : 'The payment was not taken'}
              </h2>
              <p>{outcome.message}</p>
              <p>Nothing was charged and your invoices are still open. You can try again below.</p>
            </div>
          )}
          {ids.length === 0 ? (
            <EmptyState
              title="Choose invoices to pay"
              icon="inbox"
              actions={
                <Link className="bf-button bf-button-primary" to={invoicesUrl}>
                  Go to your invoices
                </Link>
              }
            >
              Select one or more open invoices in your invoice list, then choose Pay selected.
            </EmptyState>
          ) : (
            <PayForm
              key={ids.join(',')}
              ids={ids}
              configuration={configuration}
              invoicesUrl={invoicesUrl}
              start={start}
            />
          )}
        </>
      )}
      <History size={configuration.historySize ?? 10} />
    </div>
  );
}

function PayForm({
  ids,
  configuration,
  invoicesUrl,
  start,
}: {
  ids: readonly string[];
  configuration: PaymentConfiguration;
  invoicesUrl: string;
  start: ReturnType<typeof useInvoicePayment>['start'];
}) {
  const query = useSelectedInvoices(ids);
  return (
    <section className="bf-payment-form" aria-labelledby="bf-payment-heading">
      <h2 id="bf-payment-heading">Invoices to pay</h2>
      <QueryStates
        query={query}
        loading="Loading the invoices to pay…"
        error="The invoices could not be loaded."
        isEmpty={(data) => data.length === 0}
        empty="These invoices were not found for this account."
        emptyAction={<Link to={invoicesUrl}>Back to your invoices</Link>}
      >
        {(invoices) => (
          <Allocations
            invoices={invoices}
            configuration={configuration}
            start={start}
            invoicesUrl={invoicesUrl}
          />
        )}
      </QueryStates>
    </section>
  );
}

function Allocations({
  invoices,
  configuration,
  start,
  invoicesUrl,
}: {
  invoices: readonly InvoiceSummary[];
  configuration: PaymentConfiguration;
  start: ReturnType<typeof useInvoicePayment>['start'];
  invoicesUrl: string;
}) {
  const locale = useLocale();
  const today = useToday();
  const partial = configuration.allowPartialPayment ?? true;
  const payable = invoices.filter(isPayable);
  const settled = invoices.filter((invoice) => !isPayable(invoice));
  // Amounts are typed in the user's locale (1.234,56 in de-DE), without grouping to start with.
  const plain = (value: number) =>
    new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: false,
    }).format(value);
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(payable.map((invoice) => [invoice.id, plain(invoice.balance)])),
  );
  const cards = useSavedCards(configuration.savedMethods ?? true);
  const usable = (cards.data ?? []).filter((card) => !card.isExpired);
  const [cardChoice, setCardChoice] = useState<string | null>(null);
  const chosenCard =
    cardChoice ?? (usable.find((card) => card.isDefault) ?? usable[0])?.token ?? 'new';
  const [saveCard, setSaveCard] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const currency = currencyCode(payable[0]?.currency);
  const money = (value: number) => formatMoney(value, currency, locale);
  const lines = payable.map((invoice) => {
    const amount = partial ? parseAmountInput(typed[invoice.id] ?? '', locale) : invoice.balance;
    return { invoice, amount, problem: paymentAmountProblem(amount, invoice.balance) };
  });
  const selectionProblem = paySelectionProblem(payable);
  const total = paymentTotal(lines.map((line) => line.amount ?? 0));
  const hasProblem = selectionProblem !== null || lines.some((line) => line.problem !== null);

  const pay = () => {
    setSubmitted(true);
    if (hasProblem) return;
    start.mutate({
      allocations: lines.map((line) => ({ invoiceId: line.invoice.id, amount: line.amount ?? 0 })),
      ...(chosenCard !== 'new' ? { paymentToken: chosenCard } : saveCard ? { saveCard: true } : {}),
    });
  };

  return (
    <form
      className="bf-payment-allocations"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        pay();
      }}
    >
      {settled.length > 0 && (
        <p className="bf-payment-note" role="status">
          {settled.map((invoice) => invoice.invoiceNumber).join(', ')}{' '}
          {settled.length === 1 ? 'has' : 'have'} nothing left to pay and{' '}
          {settled.length === 1 ? 'is' : 'are'} not included.
        </p>
      )}
      {payable.length === 0 ? (
        <p>
          Nothing is left to pay on these invoices.{' '}
          <Link to={invoicesUrl}>Back to your invoices</Link>
        </p>
      ) : (
        <>
          <ul className="bf-payment-lines">
            {lines.map(({ invoice, problem }) => {
              const status = invoiceStatus(invoice, today);
              return (
                <li key={invoice.id} className="bf-payment-line">
                  <div className="bf-payment-line-info">
                    <strong>
                      <Link to={`/viewInvoice?invoiceId=${encodeURIComponent(invoice.id)}`}>
                        {invoice.invoiceNumber}
                      </Link>
                    </strong>
                    <Badge tone={status === 'Overdue' ? 'error' : 'info'}>{status}</Badge>
                    <span>Due {invoice.dueDate}</span>
                    <span>Balance {money(invoice.balance)}</span>
                  </div>
                  {partial ? (
                    <TextField
                      label={`Amount to pay for ${invoice.invoiceNumber} (${currency})`}
                      inputMode="decimal"
                      value={typed[invoice.id] ?? ''}
                      onChange={(event) =>
                        setTyped((current) => ({ ...current, [invoice.id]: event.target.value }))
                      }
                      error={
                        submitted || (typed[invoice.id] ?? '') !== plain(invoice.balance)
                          ? (problem ?? undefined)
                          : undefined
                      }
                      className="bf-payment-amount"
                    />
                  ) : (
                    <span className="bf-payment-amount-fixed">{money(invoice.balance)}</span>
                  )}
                </li>
              );
            })}
          </ul>
          {selectionProblem && (
            <p className="bf-payment-problem" role="alert">
              {selectionProblem}
            </p>
          )}
          <p className="bf-payment-total">
            <span>Total to pay</span>
            <strong aria-live="polite">{money(total)}</strong>
          </p>

          {cards.isLoading ? (
            // The choice appears once the saved cards are known, so the default never jumps
            // from a new card to a saved one under the user's pointer.
            <p role="status" className="bf-payment-note">
              Loading your saved cards…
            </p>
          ) : (
            <fieldset className="bf-payment-cards">
              <legend>Pay with</legend>
              {usable.map((card) => (
                <CardChoice
                  key={card.token}
                  card={card}
                  checked={chosenCard === card.token}
                  onChoose={() => setCardChoice(card.token)}
                />
              ))}
              <label className="bf-payment-card">
                <input
                  type="radio"
                  name="bf-payment-card"
                  checked={chosenCard === 'new'}
                  onChange={() => setCardChoice('new')}
                />
                <span>
                  <strong>A new card</strong>
                  <span className="bf-payment-card-detail">Entered on our secure payment page</span>
                </span>
              </label>
              {chosenCard === 'new' && (
                <Checkbox
                  label="Save this card for later payments"
                  checked={saveCard}
                  onChange={(event) => setSaveCard(event.target.checked)}
                />
              )}
            </fieldset>
          )}
          <MutationError mutation={start} fallback="The payment could not be started." />
          <div className="bf-payment-submit">
            <Button type="submit" loading={start.isPending} disabled={payable.length === 0}>
              Pay {money(total)}
            </Button>
            <p className="bf-payment-note">
              You confirm the payment on our payment provider's secure page; your card number never
              reaches this site.
            </p>
          </div>
        </>
      )}
    </form>
  );
}

function CardChoice({
  card,
  checked,
  onChoose,
}: {
  card: SavedCard;
  checked: boolean;
  onChoose: () => void;
}) {
  return (
    <label className="bf-payment-card">
      <input type="radio" name="bf-payment-card" checked={checked} onChange={onChoose} />
      <span>
        <strong>
          {card.brand} ending {card.last4}
        </strong>
        <span className="bf-payment-card-detail">
          Expires {card.expiry.replace('-', '/')}
          {card.isDefault ? ' · default' : ''}
        </span>
      </span>
    </label>
  );
}

function Receipt({
  outcome,
  invoicesUrl,
  onDone,
}: {
  outcome: InvoicePaymentOutcome;
  invoicesUrl: string;
  onDone: () => void;
}) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const receipt = outcome.invoicePayment;
  const money = (value: number) => formatMoney(value, currencyCode(receipt.currency), locale);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="bf-payment-receipt" aria-labelledby="bf-payment-receipt">
      <h2 id="bf-payment-receipt" ref={heading} tabIndex={-1}>
        Payment received — thank you
      </h2>
      <p role="status">
        {money(receipt.amount)} was charged to{' '}
        {outcome.cardBrand ?? receipt.cardBrand ?? 'your card'} ending{' '}
        {receipt.cardLast4 ?? outcome.cardLast4}. Receipt {receipt.receiptNumber}.
      </p>
      <dl className="bf-payment-receipt-facts">
        <div>
          <dt>Receipt</dt>
          <dd>{receipt.receiptNumber}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>
            {new Intl.DateTimeFormat(locale, {
              dateStyle: 'long',
              timeStyle: 'short',
              timeZone,
            }).format(new Date(receipt.completedAt ?? receipt.createdAt))}
          </dd>
        </div>
        <div>
          <dt>Paid by</dt>
          <dd>{receipt.paidBy ?? '—'}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{money(receipt.amount)}</dd>
        </div>
      </dl>
      <DataTable<InvoicePaymentRecord['invoices'][number]>
        caption={`Invoices paid with receipt ${receipt.receiptNumber}`}
        showCaption
        rows={receipt.invoices}
        getRowId={(line) => line.invoiceId}
        columns={[
          {
            id: 'invoice',
            header: 'Invoice',
            isRowHeader: true,
            cell: (line) => (
              <Link to={`/viewInvoice?invoiceId=${encodeURIComponent(line.invoiceId)}`}>
                {line.invoiceNumber}
              </Link>
            ),
          },
          { id: 'amount', header: 'Amount paid', align: 'end', cell: (line) => money(line.amount) },
        ]}
      />
      <div className="bf-payment-receipt-actions">
        <Button variant="secondary" onClick={() => window.print()}>
          Print receipt
        </Button>
        <Link className="bf-button bf-button-primary" to={invoicesUrl} onClick={onDone}>
          Back to invoices
        </Link>
      </div>
    </section>
  );
}

function History({ size }: { size: number }) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const query = useInvoicePayments();
  const [shown, setShown] = useState(size);
  return (
    <section className="bf-payment-history" aria-labelledby="bf-payment-history">
      <h2 id="bf-payment-history">Payment history</h2>
      <QueryStates
        query={query}
        loading="Loading the payment history…"
        error="The payment history could not be loaded."
        isEmpty={(data) => data.length === 0}
        empty="No payments yet."
      >
        {(payments) => (
          <>
            <DataTable<InvoicePaymentRecord>
              caption="Payment history"
              rows={payments.slice(0, shown)}
              getRowId={(payment) => payment.id}
              columns={[
                {
                  id: 'date',
                  header: 'Date',
                  cell: (payment) =>
                    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(
                      new Date(payment.completedAt ?? payment.createdAt),
                    ),
                },
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
                  id: 'invoices',
                  header: 'Invoices',
                  cell: (payment) => payment.invoices.map((line) => line.invoiceNumber).join(', '),
                },
                {
                  id: 'amount',
                  header: 'Amount',
                  align: 'end',
                  cell: (payment) =>
                    formatMoney(payment.amount, currencyCode(payment.currency), locale),
                },
                {
                  id: 'status',
                  header: 'Status',
                  cell: (payment) => (
                    <Badge tone={PAYMENT_TONE[payment.status]}>{payment.status}</Badge>
                  ),
                },
              ]}
            />
            {payments.length > shown && (
              <Button variant="secondary" onClick={() => setShown((count) => count + 25)}>
                Show more payments
              </Button>
            )}
          </>
        )}
      </QueryStates>
    </section>
  );
}
