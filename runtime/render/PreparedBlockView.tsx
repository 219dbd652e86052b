import { Suspense, useEffect, useMemo, useState, type CSSProperties } from 'react';
import type { StoredBlockData } from './blockData';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { BlockPlaceholder } from './BlockPlaceholder';
import type { RegisteredBlock } from './blockRegistry';
import { useBlockRender } from './BlockRenderContext';
import { BlockSkeleton } from './BlockSkeleton';
import { BlockSizeContext } from './BlockSizeContext';
import type { CompiledSchema } from './compiledSchema';
import { crashedPlaceholder } from './crashedPlaceholder';
import { prepareBlock } from './prepareBlock';
import { warnBlockOnce } from './warnBlockOnce';
import { hasCustomCode } from '../sandbox/hasCustomCode';
import { SandboxSlot } from '../sandbox/SandboxSlot';
import { ReplayEarlyInput } from '../ssr/ReplayEarlyInput';
import './blockLayout.css';

/**
 * Renders one stored block whose schema is at hand through the pipeline (prepareBlock.ts) and
 * mounts it in its own wrapper (data-block-id, data-component, layout and background style),
 * error boundary and Suspense. Whatever goes wrong stays inside this block's placeholder.
 */
export function PreparedBlockView({
  block,
  registered,
  schema,
  validatedAt,
}: {
  block: StoredBlockData;
  registered: RegisteredBlock | undefined;
  schema: CompiledSchema | null;
  /** Without a schema: the version the server validated this block's data at (serverVerdicts.ts). */
  validatedAt?: number;
}) {
  const { devMode, viewer } = useBlockRender();
  // Set when the sandbox's watchdog stopped the block's customJS (runtime/sandbox).
  const [customCodeStopped, setCustomCodeStopped] = useState<string | null>(null);
  const isGuest = viewer.isGuest;
  // Chosen once per block: switching from the lazy wrapper to the loaded component on a later
  // render would be a different element type, and React would remount the block.
  const Component = useMemo(() => registered?.loaded ?? registered?.Component, [registered]);
  const outcome = useMemo(() => {
    const migrations = registered?.definition.migrations;
    const definition = !registered
      ? undefined
      : schema
        ? { schema, migrations }
        : validatedAt !== undefined
          ? { validatedAt, migrations }
          : undefined;
    return prepareBlock(block, definition, { isGuest });
  }, [block, registered, schema, validatedAt, isGuest]);

  useEffect(() => {
    if (outcome.kind === 'placeholder') {
      const summary = outcome.issues.map((issue) => `${issue.path} ${issue.message}`).join('; ');
      warnBlockOnce(block, `not rendered (${outcome.reason}): ${summary}`, outcome.issues);
    } else if (outcome.kind === 'hidden' && outcome.warning && devMode) {
      warnBlockOnce(block, outcome.warning);
    }
  }, [block, outcome, devMode]);

  if (outcome.kind === 'hidden') return null;
  if (customCodeStopped) {
    return (
      <BlockPlaceholder
        blockId={block.blockId}
        componentName={block.componentName}
        state="crashed"
        issues={[{ path: '/customJS', message: customCodeStopped }]}
        devMode={devMode}
      />
    );
  }
  if (outcome.kind === 'placeholder' || !registered || !Component) {
    return (
      <BlockPlaceholder
        blockId={block.blockId}
        componentName={block.componentName}
        state={outcome.kind === 'placeholder' ? outcome.reason : 'unknown-component'}
        issues={outcome.kind === 'placeholder' ? outcome.issues : []}
        devMode={devMode}
      />
    );
  }
  return (
    <BlockErrorBoundary
      blockId={block.blockId}
      componentName={block.componentName}
      fallback={crashedPlaceholder(block, devMode)}
    >
      <div
        className={hasCustomCode(block) ? 'bf-block bf-block-custom-code' : 'bf-block'}
        data-block-id={block.blockId}
        data-component={block.componentName}
        // StyleMap holds camelCase properties and --bf-* custom properties, which CSSProperties
        // does not type; React applies both through the CSSOM.
        style={outcome.style as CSSProperties}
      >
        <Suspense fallback={<BlockSkeleton height={registered.definition.skeletonHeight} />}>
          <BlockSizeContext.Provider value={registered.definition.skeletonHeight}>
            <Component
              blockId={block.blockId}
              configuration={outcome.configuration}
              contentJSON={outcome.contentJSON}
            />
          </BlockSizeContext.Provider>
          <ReplayEarlyInput blockId={block.blockId} />
        </Suspense>
        {hasCustomCode(block) && (
          <SandboxSlot
            block={block}
            configuration={outcome.configuration}
            contentJSON={outcome.contentJSON}
            signedIn={!isGuest}
            devMode={devMode}
            onStop={setCustomCodeStopped}
          />
        )}
      </div>
    </BlockErrorBoundary>
  );
}
