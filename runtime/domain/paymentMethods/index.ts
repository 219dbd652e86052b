/**
 * The payment methods area of the domain layer (runtime/domain/README.md): the customer's saved
 * cards (the payment provider's tokens) with the spec's brand classification and the expiry rule;
 * adding a card through the hosted payment page's tokenize-only mode, removing one, the default.
 */
export {
  brandSlug,
  cardBrandOf,
  cardLabel,
  classifyCard,
  expiresSoon,
  formatExpiry,
  isCardExpired,
  sortedCards,
  type CardBrand,
} from './paymentMethodRules';
export type { PaymentMethodOutcome } from './paymentMethodTypes';
export {
  useAddPaymentMethod,
  useDeletePaymentMethod,
  usePaymentMethods,
  useSetDefaultPaymentMethod,
} from './usePaymentMethods';
