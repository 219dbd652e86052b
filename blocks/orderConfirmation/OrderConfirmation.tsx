import { useLocation } from 'react-router-dom';
import {
  QueryStates,
  formatMoney,
  orderAddressLines,
  orderCardText,
  orderDetailHref,
  safeHref,
  useLocale,
  useOrderConfirmation,
  useOrderDocument,
  useSession,
  type BlockProps,
  type Order,
  useTimeZone,
} from '../../runtime/blocks';
import { Button } from '../../runtime/ui/index';
// Derived from schemas/blocks/orderConfirmation.schema.json by scripts/compileValidators.ts.
import type { OrderConfirmationConfiguration } from '../../schemas/generated/blocks/orderConfirmation';

/**
 * The order confirmation (`/order-confirmation?token=...`, the link placeOrder answers): the order
 * number, lines, totals, addresses and payment, with ways on to shopping and My orders. Guests
 * reach their order only through this link.
 */
export default function OrderConfirmation({
  configuration,
}: BlockProps<OrderConfirmationConfiguration>) {
  const token = new URLSearchParams(useLocation().search).get('token');
  const order = useOrderConfirmation(token);
  return (
    <section className="bf-order-confirmation" aria-labelledby="bf-confirmation-heading">
      <h1 id="bf-confirmation-heading">{configuration.heading}</h1>
      {!token ? (
        <p role="alert">This confirmation link is incomplete. Find your orders under My orders.</p>
      ) : (
        <QueryStates
          query={order}
          loading="Loading your order…"
          error="The order could not be loaded."
        >
          {(data) => <Confirmation order={data} token={token} configuration={configuration} />}
        </QueryStates>
      )}
    </section>
  );
}

function Confirmation({
  order,
  token,
  configuration,
}: {
  order: Order;
  /** The confirmation link's token: it also fetches the order's PDF (guests have no other way). */
  token: string;
  configuration: OrderConfirmationConfiguration;
}) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const session = useSession();
  const document = useOrderDocument();
  const money = (amount: number | string | null | undefined) =>
    formatMoney(amount, order.currency, locale);
  const placed = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(order.placedAt));
  const payment = orderCardText(order) ?? `On account terms, PO ${order.poNumber ?? ''}`;
  const estimate = order.shipping.deliveryEstimate;
  return (
    <div className="bf-confirmation">
      <p role="status" className="bf-confirmation-number">
        Thank you. Your order <strong>{order.orderNumber}</strong> has been placed.
      </p>
      {configuration.helpText && <p className="bf-checkout-help">{configuration.helpText}</p>}
      <p>
        Placed {placed}
        {order.placedBy ? ` by ${order.placedBy}` : ''}. Status: {order.status}. A confirmation was
        sent to {order.buyer?.email ?? order.shipping.email ?? 'your email address'}.
      </p>
      <div className="bf-confirmation-columns">
        <section aria-label="Shipping">
          <h2>Shipping to</h2>
          <address>
            {orderAddressLines(order.shipping, { withContact: true }).map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
          {order.shipping.carrier && (
            <p>
              {order.shipping.carrier} {order.shipping.service}
              {order.shipping.customerShippingAccount
                ? ` on carrier account ${order.shipping.customerShippingAccount}`
                : ''}
              {estimate && typeof estimate === 'object' && estimate.earliest
                ? `, arriving ${estimate.earliest === estimate.latest || !estimate.latest ? estimate.earliest : `${estimate.earliest} – ${estimate.latest}`}`
                : ''}
            </p>
          )}
        </section>
        {orderAddressLines(order.billing, { withContact: true }).length > 0 && (
          <section aria-label="Billing">
            <h2>Billing</h2>
            <address>
              {orderAddressLines(order.billing, { withContact: true }).map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
          </section>
        )}
        <section aria-label="Payment">
          <h2>Payment</h2>
          <p>{payment}</p>
        </section>
      </div>
      <table className="bf-confirmation-lines">
        <caption>Items</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col">Price</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id ?? line.sku}>
              <th scope="row">
                {line.title}
                <span className="bf-summary-line-detail">{line.sku}</span>
              </th>
              <td>{line.qty}</td>
              <td>{money(line.unitPrice)}</td>
              <td>{money(line.totalPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="bf-summary-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{money(order.subtotal)}</dd>
        </div>
        {Number(order.discountTotal) > 0 && (
          <div>
            <dt>Discount{order.promoCode ? ` (${order.promoCode})` : ''}</dt>
            <dd>−{money(order.discountTotal)}</dd>
          </div>
        )}
        <div>
          <dt>Shipping</dt>
          <dd>{money(order.shippingAmount)}</dd>
        </div>
        <div>
          <dt>Tax</dt>
          <dd>{money(order.taxAmount)}</dd>
        </div>
        <div className="bf-summary-total">
          <dt>Total</dt>
          <dd>{money(order.total)}</dd>
        </div>
      </dl>
      <p className="bf-confirmation-actions">
        <a className="bf-button" href={safeHref(configuration.continueShoppingUrl ?? '/') ?? '/'}>
          Continue shopping
        </a>
        {session.isLoggedIn && (
          <a
            className="bf-button bf-button-secondary"
            href={
              safeHref(
                orderDetailHref(configuration.orderDetailUrl ?? '/order-detail', order.orderNumber),
              ) ?? '/orders'
            }
          >
            View order details
          </a>
        )}
        {session.isLoggedIn && (
          <a
            className="bf-button bf-button-secondary"
            href={safeHref(configuration.ordersUrl ?? '/orders') ?? '/orders'}
          >
            My orders
          </a>
        )}
        {(configuration.showDocument ?? true) && (
          <Button
            variant="secondary"
            onClick={() => document.mutate({ confirmationToken: token })}
            loading={document.isPending}
          >
            Download PDF
          </Button>
        )}
      </p>
      {document.isError && (
        <p role="alert" className="bf-data-mutation-error">
          The PDF could not be created: {document.error.message}
        </p>
      )}
    </div>
  );
}
