import {
  DEFAULT_INVOICE_SORT,
  INVOICE_STATUSES,
  type InvoiceFilter,
  type InvoiceSort,
  type InvoiceSortKey,
  type InvoiceStatus,
} from '../../runtime/blocks';

/** What the invoice list keeps in the page's URL, so a reload or the back button keeps it. */
export interface ListState {
  filter: InvoiceFilter;
  sort: InvoiceSort;
  page: number;
}

const SORT_KEYS: readonly InvoiceSortKey[] = [
  'createdAt',
  'invoiceDate',
  'dueDate',
  'invoiceNumber',
  'poNumber',
  'status',
  'total',
  'balance',
];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const amount = (value: string | null): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
};
const text = (value: string | null): string | undefined => value?.trim().slice(0, 100) || undefined;

/** The list's state from the URL's query; anything unreadable is left out. */
export function readListState(params: URLSearchParams): ListState {
  const statuses = (params.get('status') ?? '')
    .split(',')
    .filter((status): status is InvoiceStatus =>
      (INVOICE_STATUSES as readonly string[]).includes(status),
    );
  const [key, direction] = (params.get('sort') ?? '').split('.');
  const sort: InvoiceSort =
    SORT_KEYS.includes(key as InvoiceSortKey) && (direction === 'asc' || direction === 'desc')
      ? { key: key as InvoiceSortKey, direction }
      : DEFAULT_INVOICE_SORT;
  const from = params.get('from');
  const to = params.get('to');
  const page = Number(params.get('page'));
  return {
    filter: {
      ...(statuses.length > 0 ? { statuses } : {}),
      ...(from && DAY.test(from) ? { from } : {}),
      ...(to && DAY.test(to) ? { to } : {}),
      ...(amount(params.get('min')) !== undefined ? { minAmount: amount(params.get('min')) } : {}),
      ...(amount(params.get('max')) !== undefined ? { maxAmount: amount(params.get('max')) } : {}),
      ...(text(params.get('po')) ? { poNumber: text(params.get('po')) } : {}),
      ...(text(params.get('q')) ? { search: text(params.get('q')) } : {}),
    },
    sort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query of a list state, keeping the page's other parameters; defaults are left out. */
export function writeListState(state: ListState, base: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (name: string, value: string | number | undefined) => {
    if (value === undefined || value === '') params.delete(name);
    else params.set(name, String(value));
  };
  const { filter, sort, page } = state;
  set('status', filter.statuses?.join(','));
  set('from', filter.from);
  set('to', filter.to);
  set('min', filter.minAmount);
  set('max', filter.maxAmount);
  set('po', filter.poNumber);
  set('q', filter.search);
  set(
    'sort',
    sort.key === DEFAULT_INVOICE_SORT.key && sort.direction === DEFAULT_INVOICE_SORT.direction
      ? undefined
      : `${sort.key}.${sort.direction}`,
  );
  set('page', page > 1 ? page : undefined);
  return params;
}

/** Whether any filter is set (the "Clear filters" button and the empty state's wording). */
export function hasFilters(filter: InvoiceFilter): boolean {
  return Object.values(filter).some((value) =>
    Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '',
  );
}
