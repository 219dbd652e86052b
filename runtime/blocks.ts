/**
 * The built-in blocks' entry (docs/architecture.md, "Public entries"): the integrator API plus
 * what our own blocks need from the runtime: the app's start, the data-block kit, the domain
 * layer's hooks and rules, the session as a block sees it, links, images and sanitizers. Blocks
 * import the runtime only through this file and `runtime/ui` (checked by `npm run lint`); a test
 * (tests/runtime/publicApiDocs.test.ts) fails when an export is not listed in that section.
 */
export * from './index';
export { startStorefront } from './start';
export { isHydratingFirstPage } from './ssr/hydratingFirstPage';
export { useHydrated } from './ssr/useHydrated';
export { useTimeZone } from './state/timeZone';
export { serverHtmlSanitizer, type HtmlSanitizer } from './render/serverHtmlSanitizer';
export { loadHtmlSanitizer, loadedHtmlSanitizer } from './render/browserHtmlSanitizer';
export { safeHref } from './render/safeHref';
export { safeImageSrc, safeSitePath } from './url/urlPolicy';
export { useImageLoading } from './render/imageLoading';
export { fieldOf, formatFieldValue, type FieldFormat } from './render/fieldValue';
export { isPreviewExtension, type PreviewExtension } from './render/previewExtensions';
export { previewFileType, type PreviewFileRef } from './render/previewFileType';
export { videoEmbedUrl, type VideoSource } from './render/videoEmbedUrl';
export { IntentLink } from './app/IntentLink';
export { useSearchParamsUpdate, type SearchParamsUpdate } from './app/useSearchParamsUpdate';
export { useGatewayConnection } from './app/GatewayProvider';
export {
  BlockEmpty,
  BlockError,
  BlockLoading,
  MutationError,
  QueryStates,
  pageCount,
  base64Bytes,
  saveDownload,
  useBlockMutation,
  useBlockQuery,
  useMakeCallFetch,
  useMakeCallMutation,
  useMakeCallQuery,
  type BlockMutationOptions,
  type FailureDisplay,
  type Invalidation,
  type MakeCallMutationOptions,
  type QueryStateSource,
  type QueryStatesProps,
} from './data/index';
export { useMergedMetaInfo } from './storefront/useMergedMetaInfo';
export type { MakeCallRequest } from './gateway/index';
export { displayName, useLocale, useSession, useSessionController } from './session/index';
export type {
  AccountRecord,
  AuthApi,
  IndirectBuyerAccount,
  SessionController,
  SessionView,
  UserProfile,
} from './session/index';
export { useCompleteGuidance } from './storefront/useCompleteGuidance';
export * from './domain/cart/index';
export * from './domain/money/index';
export * from './domain/checkout/index';
export * from './domain/users/index';
export * from './domain/elearning/index';
export * from './domain/requests/index';
export * from './domain/accounts/index';
export * from './domain/notifications/index';
export * from './domain/orders/index';
export * from './domain/addresses/index';
export * from './domain/paymentMethods/index';
export * from './domain/billing/index';
export * from './domain/upload/index';
export * from './domain/knowledge/index';
export * from './domain/cpq/index';
export * from './domain/configurator/index';
export * from './domain/search/index';
export * from './domain/products/index';
export * from './domain/service/index';
