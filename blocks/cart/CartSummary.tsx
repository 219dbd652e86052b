import { formatMoney, useCartSummary, useLocale, type Cart } from '../../runtime/blocks';

/** Message shown instead of tax when the quote's shipping address is incomplete. */
export const TAX_AT_CHECKOUT = 'Tax is calculated at checkout.';

/**
 * Subtotal, applied promo discount, tax and total. Amounts come from the lines (so an edit shows
 * at once); tax is asked for (calculateAvaTax) only when the shipping address is complete
 * (spec 001 section 5), otherwise the summary says it is calculated at checkout.
 */
export function CartSummary({ cart }: { cart: Cart }) {
  const locale = useLocale();
  const { quote } = cart;
  const {
    subtotal,
    discount,
    taxEligible: eligible,
    tax,
    taxAmount,
    total,
    promo,
  } = useCartSummary(cart);
  const money = (amount: number) => formatMoney(amount, quote.currency, locale);

  return (
    <section className="bf-cart-summary" aria-label="Order summary">
      <h2>Summary</h2>
      <dl>
        <div>
          <dt>Subtotal</dt>
          <dd>{money(subtotal)}</dd>
        </div>
        {discount > 0 && (
          <div>
            <dt>Discount{quote.promoCode ? ` (${quote.promoCode})` : ''}</dt>
            <dd>−{money(discount)}</dd>
          </div>
        )}
        <div>
          <dt>Tax</dt>
          <dd>
            {!eligible
              ? TAX_AT_CHECKOUT
              : tax.isError
                ? 'Tax could not be calculated.'
                : taxAmount === null
                  ? 'Calculating…'
                  : money(taxAmount)}
          </dd>
        </div>
        <div className="bf-cart-total">
          <dt>Total</dt>
          <dd>{money(total)}</dd>
        </div>
      </dl>
      {promo.data?.promoCode && promo.data.appliedToQuote && (
        <p className="bf-cart-promo-info">
          Promo code {promo.data.promoCode} applied
          {promo.data.description ? `: ${promo.data.description}` : ''}
        </p>
      )}
    </section>
  );
}
