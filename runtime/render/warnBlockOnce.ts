import type { StoredBlockData } from './blockData';

// Keyed by the stored block object (stable in the query cache), so re-renders, StrictMode's double
// effects and remounts after navigation do not repeat the warning.
const warned = new WeakSet<StoredBlockData>();

/** One console warning per failing block, naming blockId and componentName. */
export function warnBlockOnce(block: StoredBlockData, problem: string, details?: unknown): void {
  if (warned.has(block)) return;
  warned.add(block);
  const message = `Block ${block.blockId} (${block.componentName}): ${problem}`;
  if (details === undefined) console.warn(message);
  else console.warn(message, details);
}
