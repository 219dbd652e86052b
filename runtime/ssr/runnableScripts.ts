import type { StoredBlockData } from '../render/blockData';
import { scriptProblem } from '../sandbox/scriptProblem';

/**
 * The blocks of a server-rendered page whose customJS the sandbox may run: the check the browser
 * makes before a script reaches the sandbox frame (scriptProblem.ts), made once here for every
 * visitor of the page, so the browser need not parse the code on its main thread
 * (runtime/sandbox/serverCheckedScripts.ts). Blocks whose code has a problem are left out: the
 * browser parses them and words the refusal, as for any code.
 */
export function runnableScripts(blocks: readonly StoredBlockData[]): string[] {
  return blocks.flatMap((block) => {
    const code = block.customJS?.trim();
    return code && scriptProblem(code) === null ? [block.blockId] : [];
  });
}
