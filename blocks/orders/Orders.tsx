import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  BlockError,
  ORDER_STATUSES,
  dateRangeProblem,
  formatMoney,
  isOrderQueryFiltered,
  latestShipment,
  orderDetailHref,
  orderStatusTone,
  safeHref,
  trackingUrl,
  useLocale,
  useOrders,
  type BlockProps,
  type OrderQuery,
  type OrderSortField,
  type OrderSummary,
  useTimeZone,
} from '../../runtime/blocks';
import { Badge, Button, EmptyState, Pagination, Select, TextField } from '../../runtime/ui/index';
import { DatePicker } from '../../runtime/ui/aria';
import { DataTable, type DataTableColumn, type DataTableSort } from '../../runtime/ui/table';
// Derived from schemas/blocks/orders.schema.json by scripts/compileValidators.ts.
import type { OrdersConfiguration } from '../../schemas/generated/blocks/orders';
import { orderQueryFromSearch, searchOfOrderQuery } from './ordersQuery';
import './orders.css';

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: status }));

/** "Boston, MA" or "Heidelberg, Germany": enough to tell two sites apart. */
function shipToText(shipTo: OrderSummary['shipTo']): string {
  const region =
    shipTo.country && shipTo.country !== 'United States' ? shipTo.country : shipTo.state;
  return [shipTo.city, region].filter(Boolean).join(', ');
}

/**
 * My orders: the buyer's order history from getOrders (a manager sees the whole account's
 * orders): number, date, PO number, status, ship-to, total in the order's currency and the
 * user's locale, tracking once shipped. Filters by status, placement dates and order or PO
 * number; sorts on the server; pages. Filters, sort and page live in the address.
 */
export default function Orders({ configuration }: BlockProps<OrdersConfiguration>) {
  const [search, setSearch] = useSearchParams();
  const pageSize = configuration.pageSize ?? 20;
  const query = orderQueryFromSearch(search, pageSize);
  const orders = useOrders(query);
  const locale = useLocale();
  const timeZone = useTimeZone();
  const detailUrl = configuration.detailUrl ?? '/order-detail';
  const catalogueUrl = safeHref(configuration.catalogueUrl ?? '/') ?? '/';
  const showFilters = configuration.showFilters ?? true;
  // Who placed it, under the number: managers see the whole account's orders.
  const showPlacedBy = configuration.showPlacedBy ?? true;

  const apply = (next: Partial<OrderQuery>) => {
    // A new filter or sort starts again at the first page.
    const merged = { ...query, page: 1, ...next };
    setSearch(searchOfOrderQuery(merged), { replace: true, preventScrollReset: true });
  };
  const clear = () => setSearch(new URLSearchParams(), { replace: true, preventScrollReset: true });

  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const columns: DataTableColumn<OrderSummary>[] = [
    {
      id: 'orderNumber',
      header: 'Order',
      isRowHeader: true,
      sortValue: (order) => order.orderNumber,
      cell: (order) => (
        <span className="bf-orders-order">
          <Link
            to={orderDetailHref(detailUrl, order.orderNumber)}
            className="bf-orders-number"
            aria-label={`Order ${order.orderNumber}`}
          >
            {order.orderNumber}
          </Link>
          {showPlacedBy && order.placedBy && (
            <span className="bf-orders-muted">by {order.placedBy}</span>
          )}
        </span>
      ),
    },
    {
      id: 'placedAt',
      header: 'Date',
      sortValue: (order) => order.placedAt,
      cell: (order) => (
        <time dateTime={order.placedAt}>{dateFormat.format(new Date(order.placedAt))}</time>
      ),
    },
    {
      id: 'poNumber',
      header: 'PO number',
      sortValue: (order) => order.poNumber,
      cell: (order) =>
        order.poNumber ?? (
          <span className="bf-orders-muted">
            {order.paymentMethod === 'Card' ? 'Paid by card' : '—'}
          </span>
        ),
    },
    {
      id: 'status',
      header: 'Status',
      sortValue: (order) => order.status,
      cell: (order) => <Badge tone={orderStatusTone(order.status)}>{order.status}</Badge>,
    },
    {
      id: 'shipTo',
      header: 'Ship to',
      cell: (order) => (
        <span className="bf-orders-shipto">
          {order.shipTo.contactName && <span>{order.shipTo.contactName}</span>}
          <span className="bf-orders-muted">{shipToText(order.shipTo)}</span>
        </span>
      ),
    },
    {
      id: 'tracking',
      header: 'Tracking',
      cell: (order) => <Tracking order={order} />,
    },
    {
      id: 'total',
      header: 'Total',
      align: 'end',
      sortValue: (order) => order.total,
      cell: (order) => (
        <span className="bf-orders-total">
          {formatMoney(order.total, order.currency, locale)}
          <span className="bf-orders-muted">
            {order.itemCount === 1 ? '1 item' : `${order.itemCount} items`}
          </span>
        </span>
      ),
    },
  ];

  const sort: DataTableSort = {
    columnId: query.sortBy,
    direction: query.sortDirection === 'ASC' ? 'ascending' : 'descending',
  };
  const page = orders.data;
  const pageCount = page ? Math.max(1, Math.ceil(page.totalCount / pageSize)) : 1;
  const filtered = isOrderQueryFiltered(query);

  return (
    <section className="bf-orders" aria-labelledby="bf-orders-heading">
      <h1 id="bf-orders-heading">{configuration.heading}</h1>
      {configuration.helpText && <p className="bf-orders-help">{configuration.helpText}</p>}
      {showFilters && (
        <OrderFilters
          // A new address (Back, Clear filters) starts the form from it again.
          key={search.toString()}
          query={query}
          onApply={apply}
          onClear={clear}
          canClear={filtered}
          locale={locale}
        />
      )}
      {orders.isError ? (
        <BlockError
          message="Your orders could not be loaded."
          error={orders.error}
          onRetry={() => void orders.refetch()}
        />
      ) : (
        <>
          <p className="bf-orders-count" role="status">
            {!page
              ? 'Loading your orders…'
              : orders.isPlaceholderData
                ? 'Updating your orders…'
                : page.totalCount === 0
                  ? ''
                  : `Showing ${(query.page - 1) * pageSize + 1}–${Math.min(
                      query.page * pageSize,
                      page.totalCount,
                    )} of ${page.totalCount} ${page.totalCount === 1 ? 'order' : 'orders'}`}
          </p>
          <div
            className="bf-orders-table"
            aria-busy={orders.isPlaceholderData || undefined}
            data-refreshing={orders.isPlaceholderData || undefined}
          >
            <DataTable
              caption={configuration.heading}
              columns={columns}
              rows={page?.orders ?? []}
              getRowId={(order) => order.id}
              sort={sort}
              onSortChange={(next) =>
                apply({
                  sortBy: (next?.columnId ?? 'placedAt') as OrderSortField,
                  sortDirection: next?.direction === 'ascending' ? 'ASC' : 'DESC',
                })
              }
              loading={!page}
              loadingRows={Math.min(pageSize, 8)}
              empty={
                filtered ? (
                  <EmptyState
                    title="No orders match these filters"
                    icon="search"
                    actions={
                      <Button variant="secondary" onClick={clear}>
                        Clear filters
                      </Button>
                    }
                  >
                    Try another status, a wider date range or part of the order or PO number.
                  </EmptyState>
                ) : (
                  <EmptyState
                    title="You have not placed any orders yet"
                    icon="cart"
                    actions={
                      <a className="bf-button bf-button-primary" href={catalogueUrl}>
                        Browse the catalogue
                      </a>
                    }
                  >
                    Orders you place appear here with their status and tracking.
                  </EmptyState>
                )
              }
            />
          </div>
          {page && pageCount > 1 && (
            <Pagination
              label="Order pages"
              page={Math.min(query.page, pageCount)}
              pageCount={pageCount}
              onPageChange={(next) =>
                setSearch(searchOfOrderQuery({ ...query, page: next }), { replace: false })
              }
            />
          )}
        </>
      )}
    </section>
  );
}

/** The latest parcel's tracking link, or what the buyer can expect instead. */
function Tracking({ order }: { order: OrderSummary }) {
  const shipment = latestShipment(order);
  if (!shipment) {
    return (
      <span className="bf-orders-muted">
        {order.status === 'Cancelled' ? '—' : 'Not shipped yet'}
      </span>
    );
  }
  const url = trackingUrl(shipment.carrier, shipment.trackingNumber);
  const label = `${shipment.carrier} ${shipment.trackingNumber}`;
  return (
    <span className="bf-orders-tracking">
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Track ${label} (opens the carrier's site)`}
        >
          {shipment.carrier}
        </a>
      ) : (
        shipment.carrier
      )}
      <span className="bf-orders-muted">{shipment.trackingNumber}</span>
      {order.shipments.length > 1 && (
        <span className="bf-orders-muted">{order.shipments.length} parcels</span>
      )}
    </span>
  );
}

/** Status, placement dates and order/PO search; the dates are checked before they are sent. */
function OrderFilters({
  query,
  onApply,
  onClear,
  canClear,
  locale,
}: {
  query: OrderQuery;
  onApply: (next: Partial<OrderQuery>) => void;
  onClear: () => void;
  canClear: boolean;
  locale: string;
}) {
  const [searchText, setSearchText] = useState(query.searchText);
  const [dateFrom, setDateFrom] = useState(query.dateFrom);
  const [dateTo, setDateTo] = useState(query.dateTo);
  const problem = dateRangeProblem(dateFrom, dateTo);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    onApply({ searchText, dateFrom, dateTo });
  };
  return (
    <form className="bf-orders-filters" role="search" aria-label="Filter orders" onSubmit={submit}>
      <TextField
        label="Order or PO number"
        type="search"
        value={searchText}
        maxLength={100}
        onChange={(event) => setSearchText(event.target.value)}
        className="bf-orders-filter-search"
      />
      <Select
        label="Status"
        placeholder="All statuses"
        options={STATUS_OPTIONS}
        value={query.status}
        onChange={(event) =>
          onApply({
            status: event.target.value as OrderQuery['status'],
            searchText,
            dateFrom,
            dateTo,
          })
        }
      />
      <DatePicker
        label="Placed from"
        value={dateFrom}
        locale={locale}
        onChange={(day) => setDateFrom(day ?? '')}
      />
      <DatePicker
        label="Placed to"
        value={dateTo}
        locale={locale}
        onChange={(day) => setDateTo(day ?? '')}
        error={problem ?? undefined}
      />
      <div className="bf-orders-filter-actions">
        <Button type="submit" disabled={Boolean(problem)}>
          Apply filters
        </Button>
        {canClear && (
          <Button type="button" variant="ghost" onClick={onClear}>
            Clear filters
          </Button>
        )}
      </div>
    </form>
  );
}
