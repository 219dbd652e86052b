import { Suspense } from 'react';
import type { StoredBlockData } from './blockData';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { lookupBlock } from './registry';

function BlockPlaceholder({ reason }: { reason: string }) {
  return <div className="bf-block-placeholder" hidden data-reason={reason} />;
}

/** Mounts one block inside its own wrapper, error boundary and Suspense. */
export function BlockView({ block }: { block: StoredBlockData }) {
  const Component = lookupBlock(block.componentName);
  return (
    <div className="bf-block" data-block-id={block.blockId} data-component={block.componentName}>
      {Component ? (
        <BlockErrorBoundary
          blockId={block.blockId}
          componentName={block.componentName}
          fallback={<BlockPlaceholder reason="crashed" />}
        >
          <Suspense fallback={<div className="bf-block-skeleton" aria-busy="true" />}>
            <Component
              blockId={block.blockId}
              configuration={block.configuration}
              contentJSON={block.contentJSON}
            />
          </Suspense>
        </BlockErrorBoundary>
      ) : (
        <BlockPlaceholder reason={`unknown component ${block.componentName}`} />
      )}
    </div>
  );
}
