import {
  lazy,
  memo,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  balanceTotals,
  daysOverdue,
  filterInvoices,
  filterProblem,
  formatMoney,
  INVOICE_STATUSES,
  currencyCode,
  invoiceStatus,
  isPartlyPaid,
  isPayable,
  paymentTotal,
  paySelectionProblem,
  sortInvoices,
  type InvoiceFilter,
  type InvoiceSortKey,
  type InvoiceStatus,
  type InvoiceSummary,
} from '../../runtime/blocks';
import {
  Badge,
  Button,
  EmptyState,
  Pagination,
  Skeleton,
  TextField,
  type BadgeTone,
} from '../../runtime/ui';
import type { DatePickerProps } from '../../runtime/ui/aria';
// The date fields the server drew are styled before React Aria's chunk arrives (DateFilter).
import '../../runtime/ui/datePickerStyle';
import { DataTable, type DataTableColumn, type DataTableSort } from '../../runtime/ui/table';
import type { EnhancedListConfiguration } from '../../schemas/generated/blocks/enhancedList';
import { formatDay, formatInvoiceMoney } from './cellFormats';
import { hasFilters, readListState, writeListState, type ListState } from './listParams';

type Column = NonNullable<EnhancedListConfiguration['columns']>[number];
const DEFAULT_COLUMNS: readonly Column[] = [
  'invoiceNumber',
  'invoiceDate',
  'dueDate',
  'poNumber',
  'status',
  'amount',
  'balance',
];
const PAGE_SIZES = [25, 50, 100] as const;

export const STATUS_TONE: Record<InvoiceStatus, BadgeTone> = {
  Open: 'info',
  Overdue: 'error',
  Paid: 'success',
  Credit: 'accent',
  Void: 'neutral',
};

/** The sort key of each sortable column (the table's column ids). */
const SORT_KEY: Partial<Record<Column, InvoiceSortKey>> = {
  invoiceNumber: 'invoiceNumber',
  invoiceDate: 'invoiceDate',
  dueDate: 'dueDate',
  poNumber: 'poNumber',
  status: 'status',
  amount: 'total',
  balance: 'balance',
};

export interface InvoiceListProps {
  invoices: readonly InvoiceSummary[];
  /** YYYY-MM-DD: what overdue is measured against. */
  today: string;
  locale: string;
  configuration: EnhancedListConfiguration;
  /** The URL's query: the list starts from the filters, sort and page it holds. */
  params: URLSearchParams;
  /** The list's new query, as a function: the address may be written later, when idle. */
  onParamsChange: (params: () => URLSearchParams) => void;
  invoiceHref: (invoice: InvoiceSummary) => string;
  onPay: (invoiceIds: string[]) => void;
}

/** The invoice list's view: the totals, filters, table, paging and actions over a list of invoices. */
export function InvoiceList({
  invoices,
  today,
  locale,
  configuration,
  params,
  onParamsChange,
  invoiceHref,
  onPay,
}: InvoiceListProps) {
  const [state, setState] = useState<ListState>(() => readListState(params));
  // What the results show. A click (a status, a date, a page, a sort) moves the form and the
  // results in one render, so the new list is painted in the same frame as the ticked box; a
  // keystroke moves the form at once and the results in a transition React can interrupt when
  // the user types on. One render instead of an urgent one and a deferred one: about a third of a
  // status click at 4x slowdown (docs/benchmarks.md, "Invoice list", session 10).
  const [shown, setShown] = useState<ListState>(state);
  const latest = useRef(state);
  const [pageSize, setPageSize] = useState<number>(configuration.pageSize ?? 25);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  // Stable, so the memoized parts below skip the renders other fields cause.
  const update = useCallback(
    (patch: Partial<ListState> | ((current: ListState) => Partial<ListState>), typed = false) => {
      const current = latest.current;
      const next: ListState = {
        ...current,
        page: 1,
        ...(typeof patch === 'function' ? patch(current) : patch),
      };
      latest.current = next;
      setState(next);
      if (typed) startTransition(() => setShown(next));
      else setShown(next);
    },
    [],
  );
  const setFilter = useCallback(
    (patch: Partial<InvoiceFilter>, typed = false) =>
      update((current) => {
        const filter: InvoiceFilter = { ...current.filter, ...patch };
        for (const key of Object.keys(filter) as (keyof InvoiceFilter)[])
          if (filter[key] === undefined || filter[key] === '') delete filter[key];
        return { filter };
      }, typed),
    [update],
  );
  const changePageSize = useCallback(
    (size: number) => {
      setPageSize(size);
      update({ page: 1 });
    },
    [update],
  );
  // The address bar follows the list (when the browser is idle), so a reload or the back button
  // returns to it.
  useEffect(
    () => onParamsChange(() => writeListState(state, params)),
    [state, params, onParamsChange],
  );

  const problem = filterProblem(state.filter);
  const totals = useMemo(() => balanceTotals(invoices, today), [invoices, today]);
  const columns = useMemo(
    () => invoiceColumns(configuration.columns ?? DEFAULT_COLUMNS, { today, locale, invoiceHref }),
    [configuration.columns, today, locale, invoiceHref],
  );
  // Stable, so the memoized date and amount fields skip the render a status click or a keystroke
  // in another field causes (React Aria's date pickers are the form's heaviest part).
  const setFrom = useCallback((from?: string) => setFilter({ from }), [setFilter]);
  const setTo = useCallback((to?: string) => setFilter({ to }), [setFilter]);
  const setMinAmount = useCallback(
    (minAmount: number | undefined) => setFilter({ minAmount }, true),
    [setFilter],
  );
  const setMaxAmount = useCallback(
    (maxAmount: number | undefined) => setFilter({ maxAmount }, true),
    [setFilter],
  );
  const showOverdue = useCallback(() => setFilter({ statuses: ['Overdue'] }), [setFilter]);
  const ids = { filters: useId() };
  const filtersSet = hasFilters(state.filter);

  return (
    <div className="bf-invoices-body">
      <Totals totals={totals} locale={locale} onShowOverdue={showOverdue} />

      <form
        role="search"
        aria-label="Filter invoices"
        className="bf-invoices-filters"
        id={ids.filters}
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          label="Search"
          type="search"
          placeholder="Invoice, PO or order number"
          value={state.filter.search ?? ''}
          onChange={(event) => setFilter({ search: event.target.value || undefined }, true)}
          className="bf-invoices-search"
        />
        <fieldset className="bf-invoices-statuses">
          <legend>Status</legend>
          {INVOICE_STATUSES.map((status) => {
            const checked = state.filter.statuses?.includes(status) ?? false;
            return (
              <label key={status} className="bf-invoices-status-choice">
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => {
                    const current = state.filter.statuses ?? [];
                    const statuses = checked
                      ? current.filter((s) => s !== status)
                      : [...current, status];
                    setFilter({ statuses: statuses.length > 0 ? statuses : undefined });
                  }}
                />
                {status}
              </label>
            );
          })}
        </fieldset>
        <DateFilter
          label="Invoice date from"
          value={state.filter.from}
          locale={locale}
          onChange={setFrom}
        />
        <DateFilter
          label="Invoice date to"
          value={state.filter.to}
          locale={locale}
          onChange={setTo}
        />
        <AmountField label="Amount from" value={state.filter.minAmount} onChange={setMinAmount} />
        <AmountField label="Amount to" value={state.filter.maxAmount} onChange={setMaxAmount} />
        <TextField
          label="PO number"
          value={state.filter.poNumber ?? ''}
          onChange={(event) => setFilter({ poNumber: event.target.value || undefined }, true)}
        />
        {filtersSet && (
          <Button
            variant="secondary"
            className="bf-invoices-clear"
            onClick={() => update({ filter: {} })}
          >
            Clear filters
          </Button>
        )}
      </form>
      {problem && (
        <p className="bf-invoices-problem" role="alert">
          {problem}
        </p>
      )}

      <InvoiceResults
        invoices={invoices}
        view={shown}
        pageSize={pageSize}
        today={today}
        locale={locale}
        columns={columns}
        selected={selected}
        onSelectedChange={setSelected}
        allowPay={configuration.allowPayOnline ?? true}
        allowExport={configuration.allowExport ?? true}
        onPay={onPay}
        onUpdate={update}
        onPageSizeChange={changePageSize}
      />
    </div>
  );
}

interface InvoiceResultsProps {
  invoices: readonly InvoiceSummary[];
  /** The list state the results show: the form's, or the one before while a keystroke's renders. */
  view: ListState;
  pageSize: number;
  today: string;
  locale: string;
  columns: DataTableColumn<InvoiceSummary>[];
  selected: ReadonlySet<string>;
  onSelectedChange: (next: ReadonlySet<string>) => void;
  allowPay: boolean;
  allowExport: boolean;
  onPay: (invoiceIds: string[]) => void;
  onUpdate: (patch: Partial<ListState>) => void;
  onPageSizeChange: (size: number) => void;
}

/**
 * The count, actions, table and paging of one list state. Memoized: a keystroke in the filters
 * renders the form alone at once, and these results once, in a transition.
 */
const InvoiceResults = memo(function InvoiceResults({
  invoices,
  view,
  pageSize,
  today,
  locale,
  columns,
  selected,
  onSelectedChange,
  allowPay,
  allowExport,
  onPay,
  onUpdate,
  onPageSizeChange,
}: InvoiceResultsProps) {
  const problem = filterProblem(view.filter);
  // Sorted once per order, then filtered (a filter keeps the order): a filter change, the most
  // frequent change, sorts nothing.
  const ordered = useMemo(
    () => sortInvoices(invoices, view.sort, today),
    [invoices, view.sort, today],
  );
  const sorted = useMemo(
    () => (problem ? [] : filterInvoices(ordered, view.filter, today)),
    [ordered, view.filter, today, problem],
  );
  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  const page = Math.min(view.page, pageCount);
  const rows = useMemo(
    () => sorted.slice((page - 1) * pageSize, page * pageSize),
    [sorted, page, pageSize],
  );

  const byId = useMemo(() => new Map(invoices.map((invoice) => [invoice.id, invoice])), [invoices]);
  const chosen = [...selected]
    .map((id) => byId.get(id))
    .filter((row): row is InvoiceSummary => Boolean(row && isPayable(row)));
  const payProblem = chosen.length > 0 ? paySelectionProblem(chosen) : null;
  const chosenTotal = paymentTotal(chosen.map((invoice) => invoice.balance));

  const sortColumn = Object.entries(SORT_KEY).find(([, key]) => key === view.sort.key)?.[0];
  const tableSort: DataTableSort | null = sortColumn
    ? {
        columnId: sortColumn,
        direction: view.sort.direction === 'asc' ? 'ascending' : 'descending',
      }
    : null;
  const rowClassName = useCallback(
    (invoice: InvoiceSummary) =>
      invoiceStatus(invoice, today) === 'Overdue' ? 'bf-invoices-overdue' : undefined,
    [today],
  );
  const countId = useId();
  const filtersSet = hasFilters(view.filter);

  return (
    <>
      <div className="bf-invoices-toolbar">
        <p id={countId} className="bf-invoices-count" role="status" aria-live="polite">
          {sorted.length === invoices.length
            ? `${invoices.length} invoices`
            : `${sorted.length} of ${invoices.length} invoices`}
        </p>
        <div className="bf-invoices-actions">
          {allowExport && (
            <Button
              variant="secondary"
              disabled={sorted.length === 0}
              onClick={() => exportCsv(sorted, today)}
            >
              Export CSV
            </Button>
          )}
          {allowPay && (
            <Button
              disabled={chosen.length === 0 || payProblem !== null}
              aria-describedby={payProblem ? `${countId}-pay` : undefined}
              onClick={() => onPay(chosen.map((invoice) => invoice.id))}
            >
              {chosen.length === 0
                ? 'Pay selected'
                : `Pay ${chosen.length} selected (${formatMoney(chosenTotal, currencyCode(chosen[0]?.currency), locale)})`}
            </Button>
          )}
        </div>
      </div>
      {payProblem && (
        <p id={`${countId}-pay`} className="bf-invoices-problem">
          {payProblem}
        </p>
      )}

      <DataTable<InvoiceSummary>
        caption="Invoices"
        columns={columns}
        rows={rows}
        getRowId={invoiceId}
        sort={tableSort}
        onSortChange={(next) => {
          const key = next ? SORT_KEY[next.columnId as Column] : undefined;
          onUpdate({
            sort: key
              ? { key, direction: next?.direction === 'ascending' ? 'asc' : 'desc' }
              : { key: 'createdAt', direction: 'desc' },
          });
        }}
        selection={
          allowPay
            ? {
                selectedIds: selected,
                onChange: onSelectedChange,
                isSelectable: isPayable,
                rowLabel: selectLabel,
              }
            : undefined
        }
        rowClassName={rowClassName}
        rowIdentity="position"
        empty={
          <EmptyState
            title="No invoices match these filters"
            headingLevel={3}
            icon="search"
            actions={
              filtersSet ? (
                <Button variant="secondary" onClick={() => onUpdate({ filter: {} })}>
                  Clear filters
                </Button>
              ) : undefined
            }
          >
            Change or clear the filters to see more invoices.
          </EmptyState>
        }
      />
      {sorted.length > PAGE_SIZES[0] && (
        <Pagination
          label="Invoice pages"
          page={page}
          pageCount={pageCount}
          onPageChange={(next) => onUpdate({ page: next })}
          pageSize={pageSize}
          pageSizeOptions={PAGE_SIZES}
          onPageSizeChange={onPageSizeChange}
        />
      )}
    </>
  );
});

/**
 * The list while the invoices load, in its own layout: the totals' place and the table's first
 * page of rows (cards on a phone), so the footer below does not jump up into the first screen
 * and back down when the rows arrive. Announces `label` (the first skeleton cell's status).
 */
export function InvoiceListSkeleton({
  configuration,
  locale,
  label,
}: {
  configuration: EnhancedListConfiguration;
  locale: string;
  label: string;
}) {
  const columns = useMemo(
    () =>
      invoiceColumns(configuration.columns ?? DEFAULT_COLUMNS, {
        today: '',
        locale,
        invoiceHref: () => '',
      }),
    [configuration.columns, locale],
  );
  const allowPay = configuration.allowPayOnline ?? true;
  return (
    <div className="bf-invoices-body" aria-busy="true">
      <span className="bf-skeleton bf-invoices-totals-skeleton" aria-hidden="true" />
      <DataTable<InvoiceSummary>
        caption={label}
        loadingLabel={label}
        columns={columns}
        rows={NO_INVOICES}
        getRowId={invoiceId}
        loading
        loadingRows={configuration.pageSize ?? PAGE_SIZES[0]}
        selection={
          allowPay
            ? { selectedIds: NO_SELECTION, onChange: () => undefined, rowLabel: selectLabel }
            : undefined
        }
      />
    </div>
  );
}

const NO_INVOICES: readonly InvoiceSummary[] = [];
const NO_SELECTION: ReadonlySet<string> = new Set();

/** The CSV export, with papaparse loaded on the click: nothing a first page needs. */
function exportCsv(invoices: readonly InvoiceSummary[], today: string): void {
  void import('./invoiceCsv').then(({ downloadCsv, invoicesCsv }) =>
    downloadCsv(invoicesCsv(invoices, today), `invoices-${today}.csv`),
  );
}

const invoiceId = (invoice: InvoiceSummary) => invoice.id;
const selectLabel = (invoice: InvoiceSummary) => `Select invoice ${invoice.invoiceNumber}`;

/**
 * React Aria's chunk (about 380 KB to compile and run) loads apart from the list: the block
 * hydrates without it, and the two date fields the server drew keep their markup until it arrives
 * and hydrate on their own (their Suspense boundary), so neither its compile nor the pickers'
 * hydration lengthens the list's hydration task (Lighthouse TBT, issue 22; docs/benchmarks.md,
 * "Session 14, helper invoices"). The custom form loads its pickers the same way.
 */
const DatePicker = lazy(() =>
  import('../../runtime/ui/aria').then((ui) => ({ default: ui.DatePicker })),
);

/** A date filter: React Aria's date picker, rendered again only when its own props change. */
const DateFilter = memo(function DateFilter(props: DatePickerProps) {
  return (
    <Suspense fallback={<DateFilterLoading label={props.label} />}>
      <DatePicker {...props} />
    </Suspense>
  );
});

/**
 * A date filter's place while its code loads (a list opened in the app, not server-drawn): the
 * label and the field's own frame (datePicker.css) with a shape inside, so the filters keep
 * their size when the picker arrives.
 */
function DateFilterLoading({ label }: { label: DatePickerProps['label'] }) {
  return (
    <div className="bf-field bf-date-picker">
      <span className="bf-field-label">{label}</span>
      <div className="bf-date-group">
        <Skeleton
          width="7rem"
          className="bf-invoices-date-loading"
          label={typeof label === 'string' ? `Loading ${label}` : 'Loading date field'}
        />
      </div>
    </div>
  );
}

/** An amount filter: typed freely, applied when it reads as a number. */
const AmountField = memo(function AmountField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const invalid = text.trim() !== '' && !/^\d+(\.\d{0,2})?$/.test(text.trim());
  return (
    <TextField
      label={label}
      inputMode="decimal"
      value={text}
      error={invalid ? 'Enter an amount such as 1500 or 99.50.' : undefined}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const trimmed = next.trim();
        if (trimmed === '') onChange(undefined);
        else if (/^\d+(\.\d{0,2})?$/.test(trimmed)) onChange(Number(trimmed));
      }}
    />
  );
});

/** The open, overdue and credit totals: they depend on the invoices alone, not on the filters. */
const Totals = memo(function Totals({
  totals,
  locale,
  onShowOverdue,
}: {
  totals: ReturnType<typeof balanceTotals>;
  locale: string;
  onShowOverdue: () => void;
}) {
  if (totals.length === 0)
    return <p className="bf-invoices-settled">Nothing is owed: every invoice is paid.</p>;
  return (
    <div className="bf-invoices-totals">
      {totals.map((total) => (
        <dl key={total.currency} className="bf-invoices-total-group">
          <div className="bf-invoices-total">
            <dt>Open balance{totals.length > 1 ? ` (${total.currency})` : ''}</dt>
            <dd>
              <strong>{formatMoney(total.open, total.currency, locale)}</strong>
              <span>
                {total.openCount} {total.openCount === 1 ? 'invoice' : 'invoices'}
              </span>
            </dd>
          </div>
          <div
            className={`bf-invoices-total${total.overdueCount > 0 ? ' bf-invoices-total-overdue' : ''}`}
          >
            <dt>Overdue{totals.length > 1 ? ` (${total.currency})` : ''}</dt>
            <dd>
              <strong>{formatMoney(total.overdue, total.currency, locale)}</strong>
              {total.overdueCount > 0 ? (
                <button type="button" className="bf-invoices-link-button" onClick={onShowOverdue}>
                  Show {total.overdueCount} overdue
                </button>
              ) : (
                <span>none</span>
              )}
            </dd>
          </div>
          {total.credit > 0 && (
            <div className="bf-invoices-total">
              <dt>Credit available{totals.length > 1 ? ` (${total.currency})` : ''}</dt>
              <dd>
                <strong>{formatMoney(total.credit, total.currency, locale)}</strong>
                <span>from credit notes</span>
              </dd>
            </div>
          )}
        </dl>
      ))}
    </div>
  );
});

function invoiceColumns(
  chosen: readonly Column[],
  context: { today: string; locale: string; invoiceHref: (invoice: InvoiceSummary) => string },
): DataTableColumn<InvoiceSummary>[] {
  const { today, locale, invoiceHref } = context;
  const money = (value: number, invoice: InvoiceSummary) =>
    formatInvoiceMoney(value, invoice.currency, locale);
  const all: Record<Column, DataTableColumn<InvoiceSummary>> = {
    invoiceNumber: {
      id: 'invoiceNumber',
      header: 'Invoice',
      isRowHeader: true,
      sortValue: (invoice) => invoice.invoiceNumber,
      // A plain link: the shell navigates in-app links on the client and prefetches them on
      // intent (runtime/app/useInAppLinks.ts); a router Link's hooks cost a third of a page's
      // render at 4x slowdown (docs/benchmarks.md, "Invoice list").
      cell: (invoice) => <a href={invoiceHref(invoice)}>{invoice.invoiceNumber}</a>,
    },
    type: { id: 'type', header: 'Type', cell: (invoice) => invoice.type },
    invoiceDate: {
      id: 'invoiceDate',
      header: 'Invoice date',
      sortValue: (invoice) => invoice.invoiceDate,
      cell: (invoice) => formatDay(invoice.invoiceDate, locale),
    },
    dueDate: {
      id: 'dueDate',
      header: 'Due date',
      sortValue: (invoice) => invoice.dueDate,
      cell: (invoice) =>
        invoice.type === 'Credit Note' ? '—' : formatDay(invoice.dueDate, locale),
    },
    poNumber: {
      id: 'poNumber',
      header: 'PO number',
      sortValue: (invoice) => invoice.poNumber,
      cell: (invoice) => invoice.poNumber ?? '—',
    },
    orderNumber: {
      id: 'orderNumber',
      header: 'Order',
      cell: (invoice) => invoice.orderNumber ?? '—',
    },
    status: {
      id: 'status',
      header: 'Status',
      sortValue: (invoice) => invoiceStatus(invoice, today),
      cell: (invoice) => {
        const status = invoiceStatus(invoice, today);
        const days = daysOverdue(invoice, today);
        return (
          <span className="bf-invoices-status">
            <Badge tone={STATUS_TONE[status]}>{status}</Badge>
            {days > 0 && (
              <span className="bf-invoices-days">
                {days} {days === 1 ? 'day' : 'days'}
              </span>
            )}
            {isPartlyPaid(invoice) && <span className="bf-invoices-days">part paid</span>}
          </span>
        );
      },
    },
    amount: {
      id: 'amount',
      header: 'Amount',
      align: 'end',
      sortValue: (invoice) => invoice.total,
      cell: (invoice) => money(invoice.total, invoice),
    },
    balance: {
      id: 'balance',
      header: 'Balance',
      align: 'end',
      sortValue: (invoice) => invoice.balance,
      cell: (invoice) => money(invoice.balance, invoice),
    },
  };
  const order: Column[] = [
    'invoiceNumber',
    ...chosen.filter((column) => column !== 'invoiceNumber'),
  ];
  return order.map((column) => all[column]);
}
