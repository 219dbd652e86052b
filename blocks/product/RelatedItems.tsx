import { formatMoney, safeHref, safeImageSrc, useLocale } from '../../runtime/blocks';
import type { RelatedItem } from './Product';
import { RelatedCardsSkeleton } from './ProductSkeleton';

/**
 * Items related to the product (same item group or catalogue), each linking to its page. While
 * they load, a card per `expected` item holds their place.
 */
export function RelatedItems({
  heading,
  items,
  loading,
  expected,
}: {
  heading: string;
  items: readonly RelatedItem[];
  loading: boolean;
  expected: number;
}) {
  const locale = useLocale();
  if (!loading && items.length === 0) return null;
  return (
    <section className="bf-product-related" aria-label={heading} aria-busy={loading}>
      <h2>{heading}</h2>
      {loading ? (
        <RelatedCardsSkeleton count={expected} />
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.itemId}>
              {safeImageSrc(item.thumbnail) && (
                <img src={safeImageSrc(item.thumbnail)!} alt="" width={64} height={64} />
              )}
              {safeHref(item.friendlyURL) ? (
                <a href={safeHref(item.friendlyURL)!}>{item.title}</a>
              ) : (
                item.title
              )}
              {item.price !== null && item.price !== undefined && (
                <span> {formatMoney(item.price, item.currency ?? 'USD', locale)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
