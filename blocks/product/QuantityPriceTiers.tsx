import { tierRangeLabel, type QuantityTier } from '../../runtime/blocks';

interface QuantityPriceTiersProps {
  tiers: QuantityTier[];
  /** The quantity in the add-to-cart field, whose tier is marked; NaN when none is valid. */
  quantity: number;
  format: (amount: number) => string;
}

/**
 * The account's unit price per quantity range (its contract price book's tiers), the tier of the
 * quantity being added marked. The server prices the cart line the same way when it is added.
 */
export function QuantityPriceTiers({ tiers, quantity, format }: QuantityPriceTiersProps) {
  const applies = (tier: QuantityTier) =>
    quantity >= tier.minQty && (tier.maxQty === null || quantity <= tier.maxQty);
  return (
    <table className="bf-product-tiers">
      <caption>Your volume pricing</caption>
      <thead>
        <tr>
          <th scope="col">Quantity</th>
          <th scope="col">Unit price</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr
            key={tier.minQty}
            className={applies(tier) ? 'bf-product-tier-current' : undefined}
            aria-current={applies(tier) ? 'true' : undefined}
          >
            <th scope="row">{tierRangeLabel(tier)}</th>
            <td>{format(tier.price)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
