import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  BlockError,
  BlockLoading,
  canReorder,
  formatMoney,
  isOrderMissing,
  isOrderShipped,
  orderAddressLines,
  orderCardText,
  orderLookupOf,
  orderStatusTone,
  orderTotals,
  safeHref,
  trackingUrl,
  useLocale,
  useOrderDetail,
  useOrderDocument,
  useOrderPoDocument,
  useReorder,
  formatFileSize,
  type BlockProps,
  type OrderAddress,
  type OrderDetail as Order,
  type OrderDetailLine as OrderLine,
  type OrderLookup,
  useTimeZone,
} from '../../runtime/blocks';
import { Badge, Button, EmptyState, Stepper } from '../../runtime/ui/index';
import { DataTable, type DataTableColumn } from '../../runtime/ui/table';
// Derived from schemas/blocks/orderDetail.schema.json by scripts/compileValidators.ts.
import type { OrderDetailConfiguration } from '../../schemas/generated/blocks/orderDetail';
import './orderDetail.css';

const PROGRESS = ['Placed', 'Processing', 'Shipped', 'Delivered'].map((status) => ({
  id: status,
  label: status,
}));

function Address({ address }: { address: Partial<OrderAddress> | null | undefined }) {
  const lines = orderAddressLines(address);
  if (lines.length === 0) return <p className="bf-order-muted">Not given</p>;
  return (
    <address>
      {lines.map((line, index) => (
        <span key={`${index}-${line}`}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

/**
 * One order (the detail page, `?orderNumber=` from My orders and the confirmation, `?orderId=` or
 * the confirmation `?token=`): header with status and progress, addresses, shipping, payment and
 * PO, lines, totals, parcels with tracking, the PDF, Reorder and a printable layout. An order of
 * another account, or none, reads as "not found" (the CRM answers so).
 */
export default function OrderDetail({ configuration }: BlockProps<OrderDetailConfiguration>) {
  const lookup = orderLookupOf(useLocation().search);
  const order = useOrderDetail(lookup);
  const ordersUrl = configuration.ordersUrl ?? '/orders';
  const back = (
    <Link to={ordersUrl} className="bf-order-back">
      ← All orders
    </Link>
  );
  const notFound = (
    <section className="bf-order-detail" aria-labelledby="bf-order-heading">
      {back}
      <h1 id="bf-order-heading" className="bf-visually-hidden">
        Order not found
      </h1>
      <EmptyState
        title="Order not found"
        icon="search"
        headingLevel={2}
        actions={
          <Link to={ordersUrl} className="bf-button bf-button-primary">
            Go to My orders
          </Link>
        }
      >
        This order does not exist or belongs to another account. Your own orders are under My
        orders.
      </EmptyState>
    </section>
  );
  if (!lookup) return notFound;
  if (order.isError && isOrderMissing(order.error)) return notFound;
  if (order.isError)
    return (
      <section className="bf-order-detail" aria-label="Order">
        {back}
        <BlockError
          message="The order could not be loaded."
          error={order.error}
          onRetry={() => void order.refetch()}
        />
      </section>
    );
  if (!order.data) return <BlockLoading label="Loading the order…" />;
  return <OrderView order={order.data} lookup={lookup} configuration={configuration} back={back} />;
}

function OrderView({
  order,
  lookup,
  configuration,
  back,
}: {
  order: Order;
  lookup: OrderLookup;
  configuration: OrderDetailConfiguration;
  back: ReactNode;
}) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const navigate = useNavigate();
  const reorder = useReorder();
  const document = useOrderDocument();
  const poDocument = useOrderPoDocument();
  const cartUrl = safeHref(configuration.cartUrl ?? '/cart') ?? '/cart';
  const money = (amount: number | string | null | undefined) =>
    formatMoney(amount, order.currency, locale);
  const longDate = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  });
  const shortDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const shipping = order.shipping;
  const estimate = shipping.deliveryEstimate;
  const estimateText =
    estimate && typeof estimate === 'object'
      ? [(estimate as { earliest?: string }).earliest, (estimate as { latest?: string }).latest]
          .filter(Boolean)
          .join(' – ')
      : typeof estimate === 'string'
        ? estimate.replace('/', ' – ')
        : null;

  const onReorder = () =>
    reorder.mutate(order.id, {
      onSuccess: (result) => {
        // Everything came back: show the cart. Otherwise stay and say what did not.
        if (result.unavailable.length === 0) void navigate(cartUrl);
      },
    });

  const columns: DataTableColumn<OrderLine>[] = [
    {
      id: 'item',
      header: 'Item',
      isRowHeader: true,
      cell: (line) => (
        <span className="bf-order-item">
          <span>{line.title}</span>
          <span className="bf-order-muted">{line.sku}</span>
        </span>
      ),
    },
    { id: 'qty', header: 'Quantity', align: 'end', cell: (line) => line.qty },
    {
      id: 'unitPrice',
      header: 'Unit price',
      align: 'end',
      cell: (line) => money(line.unitPrice),
    },
    {
      id: 'discount',
      header: 'Discount',
      align: 'end',
      cell: (line) => (Number(line.discount) > 0 ? `${line.discount}%` : '—'),
    },
    {
      id: 'total',
      header: 'Line total',
      align: 'end',
      cell: (line) => <strong>{money(line.totalPrice)}</strong>,
    },
  ];

  return (
    <article className="bf-order-detail" aria-labelledby="bf-order-heading">
      {back}
      <header className="bf-order-header">
        <div>
          <h1 id="bf-order-heading">Order {order.orderNumber}</h1>
          <p className="bf-order-meta">
            <Badge tone={orderStatusTone(order.status)}>{order.status}</Badge>
            <span>
              Placed{' '}
              <time dateTime={order.placedAt}>{longDate.format(new Date(order.placedAt))}</time>
              {order.placedBy ? ` by ${order.placedBy}` : ''}
            </span>
          </p>
        </div>
        <div className="bf-order-actions">
          {(configuration.showReorder ?? true) && canReorder(order) && (
            <Button onClick={onReorder} loading={reorder.isPending}>
              Reorder
            </Button>
          )}
          {(configuration.showDocument ?? true) && (
            <Button
              variant="secondary"
              onClick={() => document.mutate(lookup)}
              loading={document.isPending}
            >
              Download PDF
            </Button>
          )}
          <Button variant="secondary" onClick={() => window.print()}>
            Print
          </Button>
        </div>
      </header>
      <div className="bf-order-feedback">
        {reorder.isError && (
          <p role="alert" className="bf-data-mutation-error">
            The lines could not be added to your cart: {reorder.error.message}
          </p>
        )}
        {document.isError && (
          <p role="alert" className="bf-data-mutation-error">
            The PDF could not be created: {document.error.message}
          </p>
        )}
        {reorder.data && reorder.data.unavailable.length > 0 && (
          <div role="status" className="bf-order-notice">
            <p>
              The other lines are in your cart. No longer sold:{' '}
              {reorder.data.unavailable.map((item) => `${item.title} (${item.sku})`).join(', ')}.
            </p>
            <a className="bf-button bf-button-secondary" href={cartUrl}>
              View cart
            </a>
          </div>
        )}
      </div>
      {configuration.helpText && <p className="bf-order-help">{configuration.helpText}</p>}
      {order.status === 'Cancelled' ? (
        <p className="bf-order-cancelled">
          This order was cancelled. Nothing was shipped or charged.
        </p>
      ) : (
        <Stepper
          steps={PROGRESS}
          currentId={order.status}
          complete={order.status === 'Delivered'}
          label="Order progress"
        />
      )}

      <div className="bf-order-facts">
        <section aria-labelledby="bf-order-ship-to">
          <h2 id="bf-order-ship-to">Ship to</h2>
          <Address address={order.deliverTo?.address ? order.deliverTo : shipping} />
        </section>
        <section aria-labelledby="bf-order-bill-to">
          <h2 id="bf-order-bill-to">Bill to</h2>
          <Address address={order.billing} />
        </section>
        <section aria-labelledby="bf-order-shipping">
          <h2 id="bf-order-shipping">Shipping method</h2>
          <p>
            {[shipping.carrier, shipping.service].filter(Boolean).join(' ') || 'Not chosen'}
            {shipping.customerShippingAccount && (
              <>
                <br />
                On carrier account {shipping.customerShippingAccount}
              </>
            )}
            {estimateText && !isOrderShipped(order.status) && order.status !== 'Cancelled' && (
              <>
                <br />
                <span className="bf-order-muted">Estimated delivery {estimateText}</span>
              </>
            )}
          </p>
        </section>
        <section aria-labelledby="bf-order-payment">
          <h2 id="bf-order-payment">Payment</h2>
          <p>
            {orderCardText(order) ?? 'On account terms'}
            <br />
            PO number: {order.poNumber ?? '—'}
          </p>
          {order.poDocument && (
            <p className="bf-order-po-document">
              PO document:{' '}
              <button
                type="button"
                className="bf-order-link-button"
                aria-label={`Download the PO document ${order.poDocument.fileName}`}
                disabled={poDocument.isPending}
                onClick={() => poDocument.mutate({ orderNumber: order.orderNumber })}
              >
                {order.poDocument.fileName}
              </button>{' '}
              <span className="bf-order-muted">({formatFileSize(order.poDocument.size)})</span>
            </p>
          )}
          {poDocument.isError && (
            <p role="alert" className="bf-data-mutation-error">
              The PO document could not be downloaded: {poDocument.error.message}
            </p>
          )}
        </section>
      </div>

      {order.shipments.length > 0 && (
        <section className="bf-order-shipments" aria-labelledby="bf-order-tracking">
          <h2 id="bf-order-tracking">
            {order.shipments.length === 1 ? 'Shipment' : `Shipments (${order.shipments.length})`}
          </h2>
          <ul>
            {order.shipments.map((shipment, index) => {
              const url = trackingUrl(shipment.carrier, shipment.trackingNumber);
              const parcelLines = (shipment.lineNumbers ?? [])
                .map((n) => order.lines.find((line) => line.lineNumber === n)?.sku)
                .filter(Boolean);
              return (
                <li key={shipment.id ?? index}>
                  <strong>
                    {shipment.carrier} {shipment.service}
                  </strong>
                  <span>
                    Tracking number{' '}
                    {url ? (
                      <a href={url} target="_blank" rel="noopener noreferrer">
                        {shipment.trackingNumber}
                        <span className="bf-visually-hidden"> (opens the carrier&apos;s site)</span>
                      </a>
                    ) : (
                      shipment.trackingNumber
                    )}
                  </span>
                  <span className="bf-order-muted">
                    Shipped {shortDate.format(new Date(shipment.shippedAt))}
                    {shipment.deliveredAt
                      ? ` · delivered ${shortDate.format(new Date(shipment.deliveredAt))}`
                      : ' · in transit'}
                    {parcelLines.length > 0 ? ` · ${parcelLines.join(', ')}` : ''}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <section className="bf-order-lines" aria-labelledby="bf-order-lines">
        <h2 id="bf-order-lines">
          Items ({order.lines.length} {order.lines.length === 1 ? 'line' : 'lines'})
        </h2>
        <DataTable
          caption={`Items of order ${order.orderNumber}`}
          columns={columns}
          rows={order.lines}
          getRowId={(line) => line.id ?? String(line.lineNumber)}
        />
        <dl className="bf-order-totals">
          {orderTotals(order).map((row) => (
            <div key={row.key} className={row.key === 'total' ? 'bf-order-total' : undefined}>
              <dt>{row.label}</dt>
              <dd>{row.amount < 0 ? `−${money(-row.amount)}` : money(row.amount)}</dd>
            </div>
          ))}
        </dl>
      </section>
      {order.specialInstructions && (
        <section aria-labelledby="bf-order-instructions">
          <h2 id="bf-order-instructions">Special instructions</h2>
          <p>{order.specialInstructions}</p>
        </section>
      )}
    </article>
  );
}
