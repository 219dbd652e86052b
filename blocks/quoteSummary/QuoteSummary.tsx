import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  MutationError,
  QUOTE_FIELD,
  QueryStates,
  currencyCode,
  formatMoney,
  isAddressComplete,
  lineDiscountLabel,
  placeOrderBlockers,
  shownPrice,
  shippingAddressOf,
  useCardPaymentState,
  useCartActions,
  useCheckout,
  useCheckoutRequirements,
  useCheckoutTax,
  useLocale,
  usePlaceOrder,
  type BlockProps,
  type Cart,
} from '../../runtime/blocks';
import { Button, PriceTag } from '../../runtime/ui';
// Derived from schemas/blocks/quoteSummary.schema.json by scripts/compileValidators.ts.
import type { QuoteSummaryConfiguration } from '../../schemas/generated/blocks/quoteSummary';

const DEFAULT_LABELS = {
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  tax: 'Tax',
  total: 'Total',
  promoCode: 'Promo code',
};

/**
 * The order summary of checkout: the lines, subtotal, promo discount, shipping, tax (estimated by
 * calculateAvaTax once the shipping address is complete) and total, in the user's locale and the
 * quote's currency; Place order, disabled with the reasons while something is missing. Placing
 * saves what was typed, sends one idempotency key per attempt (a double click or a retry places
 * one order) and opens the confirmation.
 */
export default function QuoteSummary({ configuration }: BlockProps<QuoteSummaryConfiguration>) {
  const checkout = useCheckout();
  return (
    <section className="bf-checkout-step bf-quote-summary" aria-labelledby="bf-summary-heading">
      <h2 id="bf-summary-heading">{configuration.heading}</h2>
      <QueryStates
        query={checkout.query}
        loading="Loading the order summary…"
        error="The order summary could not be loaded."
        isEmpty={(data) => data.cart === null || data.cart.lineItems.length === 0}
        empty={configuration.emptyMessage ?? 'Your cart is empty.'}
      >
        {(data) => (
          <Summary configuration={configuration} checkout={checkout} cart={data.cart as Cart} />
        )}
      </QueryStates>
    </section>
  );
}

function Summary({
  configuration,
  checkout,
  cart,
}: {
  configuration: QuoteSummaryConfiguration;
  checkout: ReturnType<typeof useCheckout>;
  cart: Cart;
}) {
  const locale = useLocale();
  const navigate = useNavigate();
  const reasonsId = useId();
  const labels = { ...DEFAULT_LABELS, ...configuration.labels };
  const { fields, saves, isGuest, quoteId } = checkout;
  const { quote, lineItems } = cart;
  const money = (amount: number | string | null | undefined) =>
    formatMoney(amount, quote.currency, locale);
  // A line's list price, struck through, only where the account's contract price is lower.
  const struckListPrice = (unitPrice: number, listPrice: unknown) => {
    const list = shownPrice(unitPrice, listPrice)?.listPrice ?? null;
    return list === null ? null : money(list);
  };
  const address = shippingAddressOf(fields);
  const addressComplete = isAddressComplete(address);
  const service = String(fields[QUOTE_FIELD.shippingService] ?? '');
  const subtotal = Number(quote.subtotal);
  const discount = Number(quote.discountTotal);
  const shipping = Number(fields[QUOTE_FIELD.shippingAmount] ?? 0);
  const tax = useCheckoutTax(
    quoteId,
    [address, service, subtotal, discount, shipping, saves.saving],
    addressComplete && !saves.saving,
  );
  const taxAmount = tax.data?.taxCalculated ? Number(tax.data.taxAmount ?? 0) : null;
  const total = subtotal - discount + shipping + (taxAmount ?? 0);
  const paid = useCardPaymentState(quoteId);
  const place = usePlaceOrder(quoteId, isGuest, (placed) => void navigate(placed.confirmationUrl));
  const requirements = useCheckoutRequirements();
  const blockers = placeOrderBlockers({
    requirements,
    fields,
    lineCount: lineItems.length,
    isGuest,
    cardAuthorized: Boolean(paid.data),
    savesPending: saves.saving,
    savesFailed: saves.failedAnywhere,
  });
  const ready = blockers.length === 0;

  // A second click before the first re-renders must not start a second request; after success
  // the page moves on to the confirmation, so the button stays spent.
  const placing = useRef(false);
  function placeOrder() {
    if (!ready || place.isPending || placing.current) return;
    placing.current = true;
    place.mutate(undefined, {
      onError: () => {
        placing.current = false;
      },
    });
  }

  return (
    <div className="bf-summary">
      {(configuration.showLines ?? true) && (
        <ul className="bf-summary-lines" aria-label="Items in your order">
          {lineItems.map((line) => (
            <li key={line.id}>
              <span className="bf-summary-line-title">
                {line.title}
                <span className="bf-summary-line-detail">
                  {line.sku} · {line.qty} ×{' '}
                  <PriceTag
                    size="sm"
                    price={money(line.unitPrice)}
                    listPrice={struckListPrice(line.unitPrice, line.listPrice)}
                  />
                  {lineDiscountLabel(line.discount, locale) &&
                    ` · ${lineDiscountLabel(line.discount, locale)}`}
                </span>
              </span>
              <span>{money(line.totalPrice)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="bf-summary-totals">
        <div>
          <dt>{labels.subtotal}</dt>
          <dd>{money(subtotal)}</dd>
        </div>
        {discount > 0 && (
          <div>
            <dt>
              {labels.discount}
              {quote.promoCode ? ` (${quote.promoCode})` : ''}
            </dt>
            <dd>−{money(discount)}</dd>
          </div>
        )}
        {(configuration.showShipping ?? true) && (
          <div>
            <dt>{labels.shipping}</dt>
            <dd>
              {!service
                ? 'Choose a shipping method'
                : fields[QUOTE_FIELD.customerShippingAccount]
                  ? 'Billed to your carrier account'
                  : shipping === 0
                    ? 'Free'
                    : money(shipping)}
            </dd>
          </div>
        )}
        {(configuration.showTax ?? true) && (
          <div>
            <dt>{labels.tax}</dt>
            <dd>
              {!addressComplete
                ? 'Calculated once the address is complete'
                : tax.isError
                  ? 'Tax could not be calculated.'
                  : taxAmount === null
                    ? 'Calculating…'
                    : money(taxAmount)}
            </dd>
          </div>
        )}
        <div className="bf-summary-total">
          <dt>{labels.total}</dt>
          <dd>{money(total)}</dd>
        </div>
      </dl>
      {(configuration.showPromoCode ?? false) && (
        <PromoCode quoteId={quote.id} label={labels.promoCode} />
      )}
      <Button
        className="bf-summary-place"
        aria-disabled={!ready || place.isPending}
        aria-describedby={ready ? undefined : reasonsId}
        onClick={placeOrder}
      >
        {place.isPending ? 'Placing your order…' : (configuration.submitLabel ?? 'Place order')}
      </Button>
      {!ready && (
        <div id={reasonsId} className="bf-summary-reasons">
          <p>Before you can place the order:</p>
          <ul>
            {blockers.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
      {place.isError && (
        <div role="alert" className="bf-checkout-save-error">
          <p>{place.error.message || 'The order was not placed.'}</p>
          <p>Your entries and your cart are kept. Try again: an order is never placed twice.</p>
        </div>
      )}
      <p className="bf-checkout-help">
        Shipping to {address.city || '…'}
        {address.country ? `, ${address.country}` : ''}. Prices in {currencyCode(quote.currency)}.
      </p>
    </div>
  );
}

/** A promo code for the quote (applyPromoCodeNG through the cart's actions). */
function PromoCode({ quoteId, label }: { quoteId: string; label: string }) {
  const { applyPromo } = useCartActions();
  const [code, setCode] = useState('');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed) applyPromo.mutate({ quoteId, code: trimmed }, { onSuccess: () => setCode('') });
  }
  return (
    <form className="bf-summary-promo" onSubmit={submit}>
      <label className="bf-summary-promo-field">
        <span className="bf-field-label">{label}</span>
        <input
          className="bf-input"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
        />
      </label>
      <Button type="submit" variant="secondary" disabled={applyPromo.isPending}>
        Apply
      </Button>
      {applyPromo.isSuccess && <p role="status">{applyPromo.data.message}</p>}
      <MutationError mutation={applyPromo} fallback="The promo code was not applied." />
    </form>
  );
}
