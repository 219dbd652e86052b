import type { StoredBlockData, Section } from './blockData';
import { SECTIONS } from './blockData';
import { BlockView } from './BlockView';

const SECTION_ELEMENT: Record<Section, 'header' | 'main' | 'footer'> = {
  Header: 'header',
  Content: 'main',
  Footer: 'footer',
};

/** Lays a template's blocks out as Header, Content and Footer sections, each in stored order. */
export function TemplatePage({ blocks }: { blocks: readonly StoredBlockData[] }) {
  return (
    <>
      {SECTIONS.map((section) => {
        const Element = SECTION_ELEMENT[section];
        const sectionBlocks = blocks
          .filter((b) => b.section === section)
          .sort((a, b) => a.order - b.order);
        return (
          <Element key={section} className={`bf-section bf-section-${section.toLowerCase()}`}>
            {sectionBlocks.map((block) => (
              <BlockView key={block.blockId} block={block} />
            ))}
          </Element>
        );
      })}
    </>
  );
}
