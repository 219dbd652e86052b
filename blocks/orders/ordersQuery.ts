import {
  DEFAULT_ORDER_QUERY,
  ORDER_STATUSES,
  type OrderQuery,
  type OrderSortField,
  type OrderStatus,
} from '../../runtime/blocks';

const SORT_FIELDS: readonly OrderSortField[] = [
  'placedAt',
  'orderNumber',
  'poNumber',
  'status',
  'total',
];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * My orders keeps its filters, sort and page in the address (?status=&q=&from=&to=&sort=&dir=
 * &page=), so Back from an order returns to the same list and a filtered list can be shared.
 * Values that are not valid are dropped, never sent to the CRM.
 */
export function orderQueryFromSearch(search: URLSearchParams, pageSize: number): OrderQuery {
  const status = search.get('status') ?? '';
  const sort = search.get('sort') as OrderSortField | null;
  const day = (name: string) => {
    const value = search.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const page = Number(search.get('page'));
  return {
    ...DEFAULT_ORDER_QUERY,
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : '',
    searchText: (search.get('q') ?? '').slice(0, 100),
    dateFrom: day('from'),
    dateTo: day('to'),
    sortBy: sort && SORT_FIELDS.includes(sort) ? sort : DEFAULT_ORDER_QUERY.sortBy,
    sortDirection: search.get('dir') === 'asc' ? 'ASC' : 'DESC',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize,
  };
}

/** The address's search part of a query: only what differs from the default is written. */
export function searchOfOrderQuery(query: OrderQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.status) search.set('status', query.status);
  if (query.searchText.trim()) search.set('q', query.searchText.trim());
  if (query.dateFrom) search.set('from', query.dateFrom);
  if (query.dateTo) search.set('to', query.dateTo);
  if (query.sortBy !== DEFAULT_ORDER_QUERY.sortBy || query.sortDirection !== 'DESC') {
    search.set('sort', query.sortBy);
    search.set('dir', query.sortDirection === 'ASC' ? 'asc' : 'desc');
  }
  if (query.page > 1) search.set('page', String(query.page));
  return search;
}
