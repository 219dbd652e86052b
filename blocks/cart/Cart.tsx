import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import {
  safeHref,
  useCart,
  useGatewayConnection,
  type BlockProps,
  MutationError,
  QueryStates,
  useCartActions,
  useProcurementReturn,
  type Cart as CartData,
} from '../../runtime/blocks';
// Derived from schemas/blocks/cart.schema.json by scripts/compileValidators.ts.
import type { CartConfiguration } from '../../schemas/generated/blocks/cart';
import { CartLineRow } from './CartLineRow';
import { CartSummary } from './CartSummary';
import './cart.css';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error ? error.message : fallback;

/** The quote a `/cart/{quoteId}` URL names, if any. */
function quoteIdFromPath(pathname: string): string | null {
  const [first, second] = pathname.split('/').filter(Boolean);
  return first?.toLowerCase() === 'cart' && second ? decodeURIComponent(second) : null;
}

/**
 * The cart: the active quote's lines keyed by item id with their quantities, editable and
 * removable; a promo code; the summary with tax or "calculated at checkout"; start a new cart;
 * `/cart/{quoteId}` offers to make that quote the active cart. Everything lives in the CRM and
 * the quote id in local storage, so a reload shows the same cart.
 */
export default function Cart({ configuration }: BlockProps<CartConfiguration>) {
  const connection = useGatewayConnection();
  const location = useLocation();
  const cart = useCart();
  const signedIn = connection.session().activeStorefront.contactId !== null;
  const namedQuote = quoteIdFromPath(location.pathname);

  return (
    <QueryStates query={cart} loading="Loading your cart…" error="The cart could not be loaded.">
      {(active) => (
        <CartView
          active={active}
          configuration={configuration}
          signedIn={signedIn}
          namedQuote={namedQuote}
        />
      )}
    </QueryStates>
  );
}

/** The loaded cart (or none yet): lines, promo code, summary and the cart's actions. */
function CartView({
  active,
  configuration,
  signedIn,
  namedQuote,
}: {
  active: CartData | null;
  configuration: CartConfiguration;
  signedIn: boolean;
  namedQuote: string | null;
}) {
  const actions = useCartActions();
  const procurement = useProcurementReturn(active?.quote.id ?? null);
  const [promoCode, setPromoCode] = useState('');
  const [promoMessage, setPromoMessage] = useState<{ text: string; failed: boolean } | null>(null);
  // CMS addresses through the URL policy: a refused one falls back to home / no checkout link.
  const continueUrl = safeHref(configuration.continueShoppingUrl) ?? '/';
  const checkoutUrl = safeHref(configuration.checkoutUrl);
  const switchBanner = namedQuote && signedIn && active?.quote.id !== namedQuote && (
    <div className="bf-cart-switch" role="region" aria-label="Another quote">
      <p>This link names quote {namedQuote}, which is not your active cart.</p>
      <button
        type="button"
        className="bf-button bf-button-primary"
        disabled={actions.activate.isPending}
        onClick={() => actions.activate.mutate(namedQuote)}
      >
        Make this my active cart
      </button>
      <MutationError mutation={actions.activate} fallback="Failed." />
    </div>
  );
  const startNew = signedIn && (configuration.showStartNewCart ?? true) && (
    <>
      <button
        type="button"
        className="bf-button bf-button-secondary"
        disabled={actions.newCart.isPending}
        onClick={() => actions.newCart.mutate()}
      >
        Start a new cart
      </button>
      <MutationError mutation={actions.newCart} fallback="A new cart was not started." />
    </>
  );

  if (!active || active.lineItems.length === 0) {
    return (
      <div className="bf-cart bf-cart-empty">
        {switchBanner}
        <p role="status">{configuration.emptyCartMessage ?? 'Your cart is empty.'}</p>
        <a className="bf-button bf-button-primary" href={continueUrl}>
          Continue shopping
        </a>
        {active && startNew}
      </div>
    );
  }

  const { quote } = active;
  async function submitPromo(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = promoCode.trim();
    if (!code) return;
    setPromoMessage(null);
    try {
      const result = await actions.applyPromo.mutateAsync({ quoteId: quote.id, code });
      setPromoMessage({ text: result.message, failed: false });
      setPromoCode('');
    } catch (error) {
      setPromoMessage({ text: messageOf(error, 'The promo code was not applied.'), failed: true });
    }
  }

  return (
    <div className={`bf-cart bf-cart-${configuration.layout ?? 'cards'}`}>
      {switchBanner}
      <p className="bf-cart-quote">Quote {quote.quoteNumber}</p>
      <ul className="bf-cart-lines" aria-label="Cart items">
        {active.lineItems.map((line) => (
          <CartLineRow
            key={line.id}
            line={line}
            currency={quote.currency}
            showSku={configuration.showSku ?? true}
            allowQuantityEdit={configuration.allowQuantityEdit ?? true}
            allowDelete={configuration.allowDelete ?? true}
            onQuantity={(qty) => actions.updateQuantity.mutateAsync({ lineId: line.id, qty })}
            onRemove={() => actions.removeLine.mutateAsync(line.id)}
          />
        ))}
      </ul>
      {(configuration.showPromoCode ?? true) && (
        <form className="bf-cart-promo" onSubmit={(event) => void submitPromo(event)}>
          <label>
            Promo code{' '}
            <input
              value={promoCode}
              onChange={(event) => setPromoCode(event.target.value)}
              autoComplete="off"
            />
          </label>
          <button
            type="submit"
            className="bf-button bf-button-secondary"
            disabled={actions.applyPromo.isPending}
          >
            Apply
          </button>
          {promoMessage && (
            <p role={promoMessage.failed ? 'alert' : 'status'}>{promoMessage.text}</p>
          )}
        </form>
      )}
      <CartSummary cart={active} />
      <div className="bf-cart-actions">
        <a className="bf-button bf-button-secondary" href={continueUrl}>
          Continue shopping
        </a>
        {startNew}
        {procurement.isPunchout ? (
          <button
            type="button"
            className="bf-button bf-button-primary bf-cart-checkout"
            disabled={procurement.returnCart.isPending}
            onClick={() => procurement.returnCart.mutate(active)}
          >
            {configuration.returnToProcurementLabel ?? 'Return cart to procurement'}
          </button>
        ) : (
          checkoutUrl &&
          !procurement.shuttle.isLoading && (
            <a className="bf-button bf-button-primary bf-cart-checkout" href={checkoutUrl}>
              Proceed to checkout
            </a>
          )
        )}
      </div>
      {procurement.isPunchout && (
        <p className="bf-cart-punchout" role="note">
          {configuration.punchoutNote ??
            'You came from your procurement system: return the cart to it to create your requisition. Returning signs you out of this store.'}
        </p>
      )}
      <MutationError mutation={procurement.returnCart} fallback="The cart was not returned." />
    </div>
  );
}
