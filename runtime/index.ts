/** The runtime's public API: what blocks and integrators may import. */
export { startStorefront } from './start';
export { defineBlock, registerBlock } from './render/registry';
export { validateBlock } from './render/validateBlock';
export { BlockRegistrationError } from './render/blockRegistrationError';
export type { BlockDefinition, BlockProps } from './render/blockDefinition';
export type { CompiledSchema, SchemaValidator } from './render/compiledSchema';
export type { SchemaLoader, SchemaSource } from './render/schemaSource';
export type { Migration, Migrations } from './render/migrateConfiguration';
export type { BlockIssue } from './render/blockIssue';
export type { ValidationResult } from './render/validateWithSchema';
export { safeHref } from './render/safeHref';
export { GatewayProvider, useGatewayConnection } from './app/GatewayProvider';
export { IntentLink } from './app/IntentLink';
export { useMakeCallQuery } from './render/useBlockData';
export { useImageLoading } from './render/imageLoading';
export { useMakeCallMutation, type MakeCallMutationOptions } from './render/useMakeCallMutation';
export { EMPTY_VALUE, fieldOf, formatFieldValue, type FieldFormat } from './render/fieldValue';
export { makeCall, gatewayQueryKey, GatewayError, NO_RECORDS_MESSAGE } from './gateway/index';
export type { GatewayConnection, MakeCallRequest } from './gateway/index';
export {
  addToCart,
  currentCartSnapshot,
  emitCartChanged,
  NoCartError,
  onCartChanged,
  setAddToCartHandler,
} from './domain/cart/cartBridge';
export type {
  AddToCartHandler,
  AddToCartRequest,
  CartListener,
  CartSnapshot,
} from './domain/cart/cartBridge';
export {
  DEFAULT_LOCALE,
  displayName,
  useLocale,
  useSession,
  useSessionController,
} from './session/index';
export type {
  AccountRecord,
  AuthApi,
  IndirectBuyerAccount,
  SessionController,
  SessionView,
  UserProfile,
} from './session/index';
export type { IntegratorApi } from './integrators/orgModule';
export {
  applyPromoCode,
  calculateTax,
  deleteLines,
  getPromoCodeInfo,
  loadActiveCart,
  makeActiveCart,
  PromoCodeError,
  saveItemsToQuote,
  startNewCart,
  updateQuantities,
} from './domain/cart/cartCalls';
export type {
  ItemToSave,
  PromoCodeInfo,
  PromoResult,
  QuantityChange,
  TaxResult,
} from './domain/cart/cartCalls';
export {
  CART_QUERY_KEY,
  cartPromoKey,
  cartSnapshot,
  cartTaxKey,
  publishCart,
  resetCart,
  scheduleCartRefresh,
} from './domain/cart/cartStore';
export { useCart } from './domain/cart/useCart';
export { useCartActions } from './domain/cart/useCartActions';
export { useCartSummary } from './domain/cart/useCartSummary';
export {
  CART_REFRESH_DEBOUNCE_MS,
  cartItemCount,
  formatMoney,
  isTaxEligible,
  NO_QLIS_MESSAGE,
  parseQuantity,
  promoBatches,
  quantitiesByItemId,
} from './domain/cart/cartRules';
export type { Cart, CartLine, CartQuote, CartShipping } from './domain/cart/cartTypes';
export { GUEST_QUOTE_KEY, QUOTE_ID_KEY } from './domain/cart/quoteStorage';
export { actionLabel, cardActions, type CardAction } from './domain/cart/cardActions';
export { useCompleteGuidance } from './storefront/useCompleteGuidance';
export {
  ALLOWED_PREVIEW_EXTENSIONS,
  isPreviewExtension,
  type PreviewExtension,
} from './render/previewExtensions';
export { useHydrated } from './ssr/useHydrated';
export { NO_CART_SNAPSHOT } from './domain/cart/cartBridge';
export { serverHtmlSanitizer, type HtmlSanitizer } from './render/serverHtmlSanitizer';
export { loadHtmlSanitizer, loadedHtmlSanitizer } from './render/browserHtmlSanitizer';
export { isHydratingFirstPage } from './ssr/hydratingFirstPage';
