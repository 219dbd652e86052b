/**
 * The checkout area of the domain layer (runtime/domain/README.md): the quote's checkout fields
 * with debounced saves that keep every typed value, addresses, shipping methods, tax, the card
 * payment through the hosted payment page, and placing the order exactly once. What the built-in
 * blocks take through runtime/blocks.ts; the stores and savers stay inside.
 */
// The address book and its rules are the addresses area's; checkout offers the same book.
export {
  COUNTRIES,
  countryRule,
  isAddressComplete,
  postalCodeProblem,
  useSaveAddress,
  useSavedAddresses,
  type CountryRule,
  type NewAddress,
} from '../addresses/index';
export type { LookupSearch } from './checkoutCalls';
export {
  canPayOnTerms,
  placeOrderBlockers,
  saveFailureText,
  shippingAddressOf,
  type CheckoutFacts,
} from './checkoutRules';
export type {
  CheckoutTax,
  LookupRecord,
  Order,
  OrderAddress,
  OrderLine,
  PaymentOutcome,
  PaymentRequest,
  PlacedOrder,
  QuoteFields,
  QuoteFieldValue,
  SavedAddress,
  SavedCard,
  ShippingCarrier,
  ShippingMethods,
  ShippingService,
} from './checkoutTypes';
export type { SaverView } from './fieldSaver';
export { orderAddressLines, orderCardText } from './orderDisplayRules';
export {
  decodePaymentResult,
  PAYMENT_RESULT_PARAM,
  refusedForGood,
  paymentReturnUrl,
  postToPaymentPage,
} from './paymentReturn';
export {
  ADDRESS_PARTS,
  BILLING_FIELDS,
  DELIVER_TO_FIELDS,
  QUOTE_FIELD,
  SHIPPING_FIELDS,
  type AddressPart,
} from './quoteFieldNames';
export { useCheckout, type CheckoutData } from './useCheckout';
export { useCheckoutRequirements, useReportCheckoutRequirements } from './useCheckoutRequirements';
export { useCardPayment, useCardPaymentState, usePlaceOrder } from './useCheckoutActions';
export { usePoDocument, type PoDocumentView } from './usePoDocument';
export {
  usePaymentResultHandOver,
  type PaymentResultHandOver,
  type PaymentResultHandOverOptions,
  type ReplaceSearchParams,
} from './usePaymentResultHandOver';
// The picker's accept list of the PO document's policy (the documents area's helper).
export { uploadAccept } from '../documents/index';
export { getPoDocument, type PoDocumentLookup } from './poDocumentCalls';
export {
  useCheckoutTax,
  useLookupRecord,
  useLookupSearch,
  useOrderConfirmation,
  useSavedCards,
  useShippingMethods,
} from './useCheckoutReads';
