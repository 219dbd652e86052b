import { useEffect, useState } from 'react';
import type { StoredBlockData } from './blockData';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import type { RegisteredBlock } from './blockRegistry';
import { useBlockRender } from './BlockRenderContext';
import { BlockSkeleton } from './BlockSkeleton';
import type { CompiledSchema } from './compiledSchema';
import { crashedPlaceholder } from './crashedPlaceholder';
import { PreparedBlockView } from './PreparedBlockView';

type Props = { block: StoredBlockData; registered: RegisteredBlock };

/**
 * A block whose schema loads lazily (with its code): a skeleton of its height until the schema
 * arrives, then the whole pipeline, so the configuration is still validated before the block
 * mounts. A schema that fails to load shows the block's placeholder, like code that fails to load.
 */
export function LazySchemaBlockView({ block, registered }: Props) {
  const { devMode } = useBlockRender();
  return (
    <BlockErrorBoundary
      blockId={block.blockId}
      componentName={block.componentName}
      fallback={crashedPlaceholder(block, devMode)}
    >
      <WithLoadedSchema block={block} registered={registered} />
    </BlockErrorBoundary>
  );
}

type Loaded = { schema: CompiledSchema } | { error: unknown };

function WithLoadedSchema({ block, registered }: Props) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let current = true;
    registered.loadSchema().then(
      (schema) => current && setLoaded({ schema }),
      (error: unknown) => current && setLoaded({ error }),
    );
    return () => {
      current = false;
    };
  }, [registered]);
  if (!loaded) return <BlockSkeleton height={registered.definition.skeletonHeight} />;
  // Thrown during render, so the block's error boundary shows its placeholder and warns.
  if ('error' in loaded) throw loaded.error;
  return <PreparedBlockView block={block} registered={registered} schema={loaded.schema} />;
}
