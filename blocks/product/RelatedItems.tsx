import { formatMoney, useLocale } from '../../runtime/blocks';
import type { RelatedItem } from './Product';

/** Items related to the product (same item group or catalogue), each linking to its page. */
export function RelatedItems({
  heading,
  items,
  loading,
}: {
  heading: string;
  items: readonly RelatedItem[];
  loading: boolean;
}) {
  const locale = useLocale();
  if (!loading && items.length === 0) return null;
  return (
    <section className="bf-product-related" aria-label={heading}>
      <h2>{heading}</h2>
      {loading ? (
        <div className="bf-skeleton-line" aria-busy="true" />
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.itemId}>
              {item.thumbnail && <img src={item.thumbnail} alt="" width={64} height={64} />}
              {item.friendlyURL ? <a href={item.friendlyURL}>{item.title}</a> : item.title}
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
