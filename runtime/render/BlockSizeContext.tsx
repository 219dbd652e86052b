import { createContext, useContext } from 'react';

/**
 * The height a block reserves while it loads (its definition's `skeletonHeight`), given to the
 * block's component so its own loading state (the data-block kit's `BlockLoading`) keeps the
 * laid-out size and the page does not shift when the data arrives.
 */
export const BlockSizeContext = createContext<string | undefined>(undefined);

/** The laid-out height of the block being rendered, if its definition declares one. */
export function useBlockSkeletonHeight(): string | undefined {
  return useContext(BlockSizeContext);
}
