import { useSyncExternalStore } from 'react';
import { currentCartSnapshot, NO_CART_SNAPSHOT, onCartChanged } from '../../runtime/blocks';

const subscribe = (listener: () => void) => {
  const unsubscribe = onCartChanged(listener);
  return () => {
    unsubscribe();
  };
};

const serverSnapshot = () => NO_CART_SNAPSHOT;

/**
 * The cart link with the live item count the cart announces through the runtime's cart bridge.
 * The count is visible text inside the link's name ("Cart 2 items"), so what a sighted user reads
 * and what a screen reader or voice control hears agree (WCAG 2.5.3, label in name).
 */
export function CartBadge({ url, showCount }: { url: string; showCount: boolean }) {
  // Hydrating, the badge first shows what the server rendered (no cart), then the real count.
  const { itemCount } = useSyncExternalStore(subscribe, currentCartSnapshot, serverSnapshot);
  return (
    <a href={url} className="bf-header-cart">
      Cart
      {showCount && (
        <>
          {' '}
          <span className="bf-header-cart-count" data-testid="cart-count">
            {itemCount}
          </span>
          <span className="bf-visually-hidden">{itemCount === 1 ? ' item' : ' items'}</span>
        </>
      )}
    </a>
  );
}
