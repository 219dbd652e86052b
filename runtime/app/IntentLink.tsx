import { Link, type LinkProps } from 'react-router-dom';
import { prefetchPage } from './prefetchPage';
import { useStorefront } from './StorefrontProvider';

/**
 * A router link that prefetches its page's template on intent (hover, focus, touch). React
 * Router's `<Link prefetch>` only works in framework mode (it prefetches route modules from the
 * framework's manifest), not with a data router in library mode, hence this small link.
 */
export function IntentLink({
  to,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...rest
}: LinkProps & { to: string }) {
  const storefront = useStorefront();
  const prefetch = () => prefetchPage(storefront, to, window.location.href);
  return (
    <Link
      to={to}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
      {...rest}
    />
  );
}
