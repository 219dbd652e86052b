import { createContext, useContext, type ReactNode } from 'react';

/**
 * Blocks of a page's first screen: its Header section and this many leading Content blocks. Their
 * images load at once (the hero is usually the page's largest paint); every later block's images
 * load lazily, so a long page does not fetch and decode images far below the fold while the
 * browser is still reading its HTML. Four, not two: short blocks (a promotion ribbon, an intro
 * paragraph) often come between the hero and the first image row, and on the guest home at
 * 412 px the largest paint was the fourth content block's image, held back by `lazy`
 * (Lighthouse's LCP breakdown, issue 22).
 */
export const FIRST_SCREEN_CONTENT_BLOCKS = 4;

type ImageLoading = 'eager' | 'lazy';

// A block drawn alone (a story, a test, a preview) is its own first screen.
const ImageLoadingContext = createContext<ImageLoading>('eager');

/** Sets how the images of the blocks below load; TemplatePage sets it per block. */
export function ImageLoadingProvider({
  loading,
  children,
}: {
  loading: ImageLoading;
  children: ReactNode;
}) {
  return <ImageLoadingContext.Provider value={loading}>{children}</ImageLoadingContext.Provider>;
}

/**
 * The `loading` attribute for a block's content images: 'eager' on the page's first screen,
 * 'lazy' below it. Blocks pass it to their `<img>` elements.
 */
export function useImageLoading(): ImageLoading {
  return useContext(ImageLoadingContext);
}
