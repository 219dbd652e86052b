import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { StoredBlockData } from './blockData';
import { useBlockRender } from './BlockRenderContext';
import { LazySchemaBlockView } from './LazySchemaBlockView';
import { PreparedBlockView } from './PreparedBlockView';

/**
 * Renders one stored block through the pipeline: at once when its schema is at hand (registered
 * eagerly, or already loaded), else after its lazily loaded schema arrives (LazySchemaBlockView).
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
  const schema = useMemo(() => registered?.schema ?? null, [registered]);
  if (registered && !schema) return <LazySchemaBlockView block={block} registered={registered} />;
  return <PreparedBlockView block={block} registered={registered} schema={schema} />;
}
