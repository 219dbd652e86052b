import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { StoredBlockData } from './blockData';
import { useBlockRender } from './BlockRenderContext';
import { LazySchemaBlockView } from './LazySchemaBlockView';
import { PreparedBlockView } from './PreparedBlockView';
import { serverVerdict } from './serverVerdicts';

/**
 * Renders one stored block through the pipeline: at once when its schema is at hand (registered
 * eagerly, or already loaded) or the server validated this very data (a server-rendered first
 * page: serverVerdicts.ts), else after its lazily loaded schema arrives (LazySchemaBlockView).
 * Either way the configuration is validated before the block mounts, and whatever goes wrong stays
 * inside this block's placeholder.
 */
export function BlockView({ block }: { block: StoredBlockData }) {
  const { registry } = useBlockRender();
  // Subscribed, so a block registered after this one rendered a placeholder mounts on arrival.
  const name = block.componentName;
  const read = useCallback(() => registry.get(name), [registry, name]);
  // Hydrating, the registry as the server rendered with it: a block below the first screen
  // hydrates after the commit, when an integrator's module may have registered its block since.
  const readAsRendered = useCallback(() => registry.getAsRendered(name), [registry, name]);
  const registered = useSyncExternalStore(registry.subscribe, read, readAsRendered);
  // Chosen once per block, so the schema arriving later does not remount the block.
  const schemaAtMount = useMemo(() => registered?.schema ?? null, [registered]);
  const [verdictAtMount] = useState(() => serverVerdict(block) !== undefined);
  if (registered && !schemaAtMount && !verdictAtMount) {
    return <LazySchemaBlockView block={block} registered={registered} />;
  }
  // Mounted with the server's verdict: the schema once it has loaded (a client navigation's route
  // loader loads it), else the verdict while the data is the one the server validated.
  const schema = registered?.schema ?? null;
  const validatedAt = schema ? undefined : serverVerdict(block);
  if (registered && !schema && validatedAt === undefined) {
    // New data before the schema arrived (rare: the loader waits for it): validated once it has.
    return <LazySchemaBlockView block={block} registered={registered} />;
  }
  return (
    <PreparedBlockView
      block={block}
      registered={registered}
      schema={schema}
      validatedAt={validatedAt}
    />
  );
}
