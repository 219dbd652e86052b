import type { ReactNode } from 'react';
import type { StoredBlockData, Section } from './blockData';
import { SECTIONS } from './blockData';
import { BlockView } from './BlockView';
import { FIRST_SCREEN_CONTENT_BLOCKS, ImageLoadingProvider } from './imageLoading';

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
  return (
    <>
      {SECTIONS.map((section) => {
        const Element = SECTION_ELEMENT[section];
        const sectionBlocks = blocks
          .filter((b) => b.section === section)
          .sort((a, b) => a.order - b.order);
        return (
          <Element key={section} className={`bf-section bf-section-${section.toLowerCase()}`}>
            {section === 'Content' && content !== undefined ? content : null}
            {sectionBlocks.map((block, index) => (
              <ImageLoadingProvider
                key={block.blockId}
                loading={
                  section === 'Footer' ||
                  (section === 'Content' && index >= FIRST_SCREEN_CONTENT_BLOCKS)
                    ? 'lazy'
                    : 'eager'
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
