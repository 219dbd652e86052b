import type { StoredBlockData } from './blockData';

/**
 * The server's verdicts on the blocks of the first page it rendered: the schema version at which
 * each block's stored data passed its block's and the layout's validators (runtime/ssr/
 * blockVerdicts.ts). Keyed by the block object the client parsed from the same page data, so a
 * verdict never outlives the data it was given for: blocks a client navigation or a refetch
 * brings are new objects, validated in the browser as ever.
 *
 * Validation decides whether a block renders or shows its placeholder; it guards nothing (the
 * server decides who may do what). Taking the server's word here spares the browser the
 * precompiled validators of every block on a server-rendered page (docs/decisions.md, session 10).
 */
const verdicts = new WeakMap<StoredBlockData, number>();

/** Records the server's verdicts for the first page's blocks (runtime/ssr/readFirstPage.ts). */
export function adoptServerVerdict(block: StoredBlockData, validatedAt: number): void {
  verdicts.set(block, validatedAt);
}

/** The schema version the server validated this very block object at, if it did. */
export function serverVerdict(block: StoredBlockData): number | undefined {
  return verdicts.get(block);
}
