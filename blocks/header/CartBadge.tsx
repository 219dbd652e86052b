import { useSyncExternalStore } from 'react';
import { currentCartSnapshot, onCartChanged } from '../../runtime/index';

const subscribe = (listener: () => void) => {
  const unsubscribe = onCartChanged(listener);
  return () => {
    unsubscribe();
  };
};

/** The cart link with the live item count the cart announces through the runtime's cart bridge. */
export function CartBadge({ url, showCount }: { url: string; showCount: boolean }) {
  const { itemCount } = useSyncExternalStore(subscribe, currentCartSnapshot, currentCartSnapshot);
  const label = `Cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`;
  return (
    <a href={url} className="bf-header-cart" aria-label={showCount ? label : 'Cart'}>
      Cart
      {showCount && (
        <span className="bf-header-cart-count" data-testid="cart-count" aria-hidden="true">
          {itemCount}
        </span>
      )}
    </a>
  );
}
