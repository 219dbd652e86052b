import type { StoredBlockData } from '../render/blockData';
import type { BlockRegistry } from '../render/blockRegistry';
import { checkBlock } from '../render/prepareBlock';

/**
 * The server's verdicts on a first page's blocks, for the page data (FirstPagePayload.validated):
 * blockId -> the schema version at which the block's stored data passed its block's and the
 * layout's validators, exactly the pipeline's first steps (prepareBlock.ts `checkBlock`). A block
 * that failed, whose schema was not loaded, or whose blockId the page holds twice is left out:
 * the client validates those itself, as it does every block it fetches.
 */
export function blockVerdicts(
  blocks: readonly StoredBlockData[],
  registry: BlockRegistry,
): Record<string, number> {
  const seen = new Map<string, number>();
  for (const block of blocks) seen.set(block.blockId, (seen.get(block.blockId) ?? 0) + 1);
  const validated: Record<string, number> = {};
  for (const block of blocks) {
    if (seen.get(block.blockId) !== 1) continue;
    const registered = registry.get(block.componentName);
    const schema = registered?.schema;
    if (!registered || !schema) continue;
    if (checkBlock(block, schema, registered.definition.migrations).ok) {
      validated[block.blockId] = schema.schemaVersion;
    }
  }
  return validated;
}
