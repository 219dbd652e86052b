import './priceTag.css';

/** A price and, when the visitor pays less, the list price (both already formatted). */
export interface PriceTagProps {
  /** The price the visitor pays, formatted. */
  price: string;
  /** The higher list price, formatted, struck through beside it; absent when there is none. */
  listPrice?: string | null;
  /** Larger type, for a product page; `sm` sits in running text (a cart line's "each" price). */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A price, with the list price struck through where the visitor's (contract) price is lower.
 * Screen readers hear both named, since a struck-through line is not announced.
 */
export function PriceTag({ price, listPrice, size = 'md' }: PriceTagProps) {
  if (!listPrice) return <span className={`bf-price bf-price-${size}`}>{price}</span>;
  return (
    <span className={`bf-price bf-price-${size} bf-price-contract`}>
      <span className="bf-visually-hidden">Your price </span>
      <span className="bf-price-now">{price}</span>{' '}
      <span className="bf-visually-hidden">, list price </span>
      <s className="bf-price-list">{listPrice}</s>
    </span>
  );
}
