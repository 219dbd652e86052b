/**
 * The data-block kit (docs/architecture.md, "Data blocks"): reads keyed by their request, writes
 * that declare what they invalidate and who shows their failure, and the standard loading, error
 * and empty states. Blocks take it from runtime/blocks.ts.
 */
export { makeCallQueryKey, makeCallQueryOptions } from './makeCallQuery';
export { useMakeCallQuery } from './useMakeCallQuery';
export { useBlockQuery } from './useBlockQuery';
export { useMakeCallFetch } from './useMakeCallFetch';
export { useBlockMutation, type BlockMutationOptions } from './useBlockMutation';
export { useMakeCallMutation, type MakeCallMutationOptions } from './useMakeCallMutation';
export type { FailureDisplay, Invalidation } from './blockMutation';
export {
  BlockEmpty,
  BlockError,
  BlockLoading,
  MutationError,
  QueryStates,
  type QueryStateSource,
  type QueryStatesProps,
} from './DataStates';
export { pageCount } from './pageCount';
export { base64Bytes, saveDownload } from './saveDownload';
export { postForm } from './postForm';
export { useDebouncedValue } from './useDebouncedValue';
