/**
 * The service area of the domain layer (runtime/domain/README.md, issue 19): the installed base,
 * the parts search, part relations and images (512-character chunks), the parts cart and kits.
 * What the built-in blocks take through runtime/blocks.ts; the calls and query keys stay inside.
 */
export {
  availabilityText,
  availabilityTone,
  coverageOf,
  instrumentIdFromPath,
  instrumentLabel,
  instrumentPagePath,
  INSTRUMENT_PAGE_PATTERN,
  knowledgeModelOf,
  partQuantityProblem,
  partsSearchRequest,
  replacementOf,
  PART_QTY_MAX,
  PARTS_PAGE_SIZE,
  PARTS_SEARCH_DEBOUNCE_MS,
  type Coverage,
} from './serviceRules';
export type {
  Instrument,
  Kit,
  OpenCart,
  Part,
  PartImage,
  PartPosition,
  PartRelations,
  PartsCartLine,
  PartsPage,
  PartsSearch,
  RelatedPart,
  ServiceQuote,
} from './serviceTypes';
export { selectedInstrumentAtom, type SelectedInstrument } from './selectedInstrument';
export {
  instrumentQueryOptions,
  useInstalledBase,
  useInstrument,
  useSelectedInstrument,
} from './useInstalledBase';
export { useCartQuantities, usePartsSearch } from './usePartsSearch';
export { useImageUrl, useKit, usePartDetail } from './usePartDetail';
export { useOpenCart, usePartsCartActions, useQuoteLines, type KitEdit } from './usePartsCart';
export { useAddPartForm } from './useAddPartForm';
