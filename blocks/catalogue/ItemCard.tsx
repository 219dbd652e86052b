import { useState } from 'react';
import {
  actionLabel,
  attributeLabel,
  addToCart,
  cardActions,
  formatMoney,
  safeImageSrc,
  shownPrice,
  useLocale,
} from '../../runtime/blocks';
import { PriceTag } from '../../runtime/ui/index';

import { itemField, type CatalogueItem } from './catalogueItem';

export interface ItemCardProps {
  item: CatalogueItem;
  href: string | null;
  fields: readonly string[];
  /** Labels of attribute fields (the catalogue's filter labels). */
  labels: Readonly<Record<string, string>>;
  showPrice: boolean;
  view: 'grid' | 'list';
}

/**
 * One catalogue item: thumbnail, title (the product link), description, chosen fields and the
 * actions its configuration requirement allows. Add to cart goes through the runtime's cart
 * bridge; Configure and Upload open the configurator.
 */
export function ItemCard({ item, href, fields, labels, showPrice, view }: ItemCardProps) {
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const [adding, setAdding] = useState(false);
  const locale = useLocale();
  const actions = cardActions(item.configurationRequirement);
  const shown = shownPrice(item.price, item.listPrice);
  const money = (amount: number) => formatMoney(amount, item.currency ?? 'USD', locale);
  const price = shown ? (
    <PriceTag
      price={money(shown.price)}
      listPrice={shown.listPrice === null ? null : money(shown.listPrice)}
    />
  ) : null;

  async function add() {
    setAdding(true);
    setStatus(null);
    try {
      await addToCart({ productId: item.itemId, quantity: 1 });
      setStatus({ text: 'Added to cart', failed: false });
    } catch (error) {
      setStatus({
        text: error instanceof Error ? error.message : 'Could not add to cart.',
        failed: true,
      });
    } finally {
      setAdding(false);
    }
  }

  const configureHref = `/configurator?itemId=${encodeURIComponent(item.itemId)}`;
  return (
    <article className={`bf-card bf-card-${view}`} aria-label={item.title}>
      {safeImageSrc(item.thumbnail) && (
        <img
          className="bf-card-thumb"
          src={safeImageSrc(item.thumbnail)!}
          alt=""
          width={96}
          height={96}
          loading="lazy"
        />
      )}
      <div className="bf-card-body">
        <h3 className="bf-card-title">{href ? <a href={href}>{item.title}</a> : item.title}</h3>
        {item.description && <p className="bf-card-description">{item.description}</p>}
        <dl className="bf-card-fields">
          {fields.map((field) => {
            const value: React.ReactNode = field === 'price' ? price : itemField(item, field);
            if (!value) return null;
            return (
              <div key={field}>
                <dt>{attributeLabel(field, labels)}</dt>
                <dd>{value}</dd>
              </div>
            );
          })}
        </dl>
        {showPrice && price && !fields.includes('price') && (
          <p className="bf-card-price">{price}</p>
        )}
        <div className="bf-card-actions">
          {actions.includes('addToCart') && (
            <button
              type="button"
              className="bf-button bf-button-primary"
              disabled={adding}
              onClick={() => void add()}
              aria-label={`${actionLabel('addToCart', item.actions)}: ${item.title}`}
            >
              {actionLabel('addToCart', item.actions)}
            </button>
          )}
          {actions.includes('configure') && (
            <a className="bf-button bf-button-secondary" href={configureHref}>
              {actionLabel('configure', item.actions)}
            </a>
          )}
          {actions.includes('upload') && (
            <a className="bf-button bf-button-secondary" href={`${configureHref}&mode=upload`}>
              {actionLabel('upload', item.actions)}
            </a>
          )}
        </div>
        {status && (
          <p role={status.failed ? 'alert' : 'status'} className="bf-card-status">
            {status.text}
          </p>
        )}
      </div>
    </article>
  );
}
