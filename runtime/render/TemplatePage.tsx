import type { ReactNode } from 'react';
import type { StoredBlockData, Section } from './blockData';
import { SECTIONS } from './blockData';
import { BlockView } from './BlockView';
import { useBlockRender } from './BlockRenderContext';
import { FIRST_SCREEN_CONTENT_BLOCKS, ImageLoadingProvider } from './imageLoading';
import { resolveVisibility } from './visibility';

const SECTION_ELEMENT: Record<Section, 'header' | 'main' | 'footer'> = {
  Header: 'header',
  Content: 'main',
  Footer: 'footer',
};

/**
 * Lays a template's blocks out as Header, Content and Footer sections, each in stored order; images
 * below the first screen load lazily (imageLoading.tsx). With `content`, the Content section shows
 * it instead of blocks (an error page inside the storefront's header and footer).
 */
export function TemplatePage({
  blocks,
  content,
}: {
  blocks: readonly StoredBlockData[];
  content?: ReactNode;
}) {
  const { viewer } = useBlockRender();
  // The first screen holds the blocks this visitor sees: a block shown only to signed-in users
  // takes no room on a guest's first screen, so it does not push a guest's images below it.
  const shownToViewer = (block: StoredBlockData) =>
    resolveVisibility(
      (block.layoutSettings as { visibility?: unknown } | null | undefined)?.visibility,
      viewer,
    ).visible;
  return (
    <>
      {SECTIONS.map((section) => {
        const Element = SECTION_ELEMENT[section];
        const sectionBlocks = blocks
          .filter((b) => b.section === section)
          .sort((a, b) => a.order - b.order);
        const firstScreen = new Set(
          sectionBlocks.filter(shownToViewer).slice(0, FIRST_SCREEN_CONTENT_BLOCKS),
        );
        return (
          <Element key={section} className={`bf-section bf-section-${section.toLowerCase()}`}>
            {section === 'Content' && content !== undefined ? content : null}
            {sectionBlocks.map((block) => (
              <ImageLoadingProvider
                key={block.blockId}
                loading={
                  section === 'Header' || (section === 'Content' && firstScreen.has(block))
                    ? 'eager'
                    : 'lazy'
                }
              >
                <BlockView block={block} />
              </ImageLoadingProvider>
            ))}
          </Element>
        );
      })}
    </>
  );
}
