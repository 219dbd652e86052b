import { useCartItemCount } from '../../runtime/blocks';
import { Icon } from '../../runtime/ui/index';

/**
 * The cart link with the live item count the cart announces through the runtime's cart bridge.
 * The count is visible text inside the link's name ("Cart 2 items"), so what a sighted user reads
 * and what a screen reader or voice control hears agree (WCAG 2.5.3, label in name).
 */
export function CartBadge({ url, showCount }: { url: string; showCount: boolean }) {
  const itemCount = useCartItemCount();
  return (
    <a href={url} className="bf-header-cart">
      <Icon name="cart" size={22} color="currentColor" />
      <span className="bf-header-cart-label">Cart</span>
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
