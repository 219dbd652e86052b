import type { ReactNode } from 'react';
import type { StoredBlockData } from './blockData';
import { BlockPlaceholder } from './BlockPlaceholder';

/** The error boundary fallback of a block: its placeholder in the 'crashed' state. */
export function crashedPlaceholder(
  block: StoredBlockData,
  devMode: boolean,
): (error: unknown) => ReactNode {
  return function CrashedPlaceholder(error) {
    return (
      <BlockPlaceholder
        blockId={block.blockId}
        componentName={block.componentName}
        state="crashed"
        issues={[{ path: '/', message: error instanceof Error ? error.message : String(error) }]}
        devMode={devMode}
      />
    );
  };
}
