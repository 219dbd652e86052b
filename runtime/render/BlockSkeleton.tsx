/**
 * Shown while a block's code loads. It sits inside the block's wrapper, so it already has the
 * block's padding and background; `height` (the definition's skeletonHeight) reserves the rest.
 */
export function BlockSkeleton({ height }: { height: string | undefined }) {
  return (
    <div
      className="bf-block-skeleton"
      aria-busy="true"
      style={height === undefined ? undefined : { minHeight: height }}
    />
  );
}
