import { useQuery } from '@tanstack/react-query';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { calculateTax, getPromoCodeInfo } from './cartCalls';
import { isTaxEligible } from './cartRules';
import { cartPromoKey, cartTaxKey } from './cartStore';
import type { Cart } from './cartTypes';

/**
 * What a cart summary shows besides the lines: subtotal and promo discount from the lines (so an
 * edit shows at once), the tax estimate (calculateAvaTax) only when the shipping address is
 * complete (spec 001 section 5), and the applied promo code's information. Tax and promo live
 * under the cart's query key, so a refreshed cart refreshes them.
 */
export function useCartSummary(cart: Cart) {
  const connection = useGatewayConnection();
  const { quote, lineItems } = cart;
  const subtotal = lineItems.reduce((sum, line) => sum + Number(line.totalPrice), 0);
  const discount = lineItems.reduce((sum, line) => sum + Number(line.promoDiscount), 0);
  const taxEligible = isTaxEligible(quote.shipping) && lineItems.length > 0;
  const tax = useQuery({
    queryKey: cartTaxKey(quote.id, [subtotal, discount]),
    queryFn: ({ signal }) => calculateTax(connection, quote.id, signal),
    enabled: taxEligible,
    meta: { handlesErrors: true },
  });
  const promo = useQuery({
    queryKey: [...cartPromoKey(quote.id), quote.promoCode],
    queryFn: ({ signal }) => getPromoCodeInfo(connection, quote.id, signal),
    enabled: Boolean(quote.promoCode),
    meta: { handlesErrors: true },
  });
  const taxAmount = taxEligible && tax.data?.taxCalculated ? Number(tax.data.taxAmount ?? 0) : null;
  return {
    subtotal,
    discount,
    taxEligible,
    tax,
    taxAmount,
    total: subtotal - discount + (taxAmount ?? 0),
    promo,
  };
}
