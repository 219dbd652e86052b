// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const blocksDir = path.resolve(import.meta.dirname, '../../blocks');

/** Reads of the data-block kit and the domain layer: a block using one is a data block. */
const KIT_READS = /\b(useMakeCallQuery|useMergedMetaInfo|useCart)\s*[<(]/;
/** The kit's states: a data block shows its reads' loading, error and empty states with them. */
const KIT_STATES = /<(QueryStates|BlockLoading|BlockError)\b/;
/** Ways around the kit: TanStack or the gateway client by hand, or fetch. */
const BYPASSES: readonly [RegExp, string][] = [
  [/from '@tanstack\/react-query'/, 'imports TanStack Query directly'],
  [/from 'graphql-request'/, 'imports the GraphQL client directly'],
  [/\bmakeCall(FullResponse)?\s*[<(]/, 'calls makeCall by hand'],
  [/\bfetch\s*\(/, 'calls fetch'],
  [/\buse(Query|Mutation|SuspenseQuery|InfiniteQuery)\s*[<(]/, 'calls a TanStack hook directly'],
];

function sourcesOf(block: string): { file: string; text: string }[] {
  return readdirSync(path.join(blocksDir, block), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => ({
      file: `${block}/${file}`,
      text: readFileSync(path.join(blocksDir, block, file), 'utf8'),
    }));
}

/**
 * Why a block does not use the kit: nothing when it does (or loads no data), so a failure names
 * every block and what to change.
 */
function offences(block: string): string[] {
  const sources = sourcesOf(block);
  const reasons = sources.flatMap(({ file, text }) =>
    BYPASSES.filter(([pattern]) => pattern.test(text)).map(([, why]) => `${file} ${why}`),
  );
  const reads = sources.some(({ text }) => KIT_READS.test(text));
  const states = sources.some(({ text }) => KIT_STATES.test(text));
  if (reads && !states) reasons.push(`${block} reads data but shows no QueryStates/BlockLoading`);
  return reasons;
}

const blocks = readdirSync(blocksDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the data-block kit (docs/architecture.md "Data blocks")', () => {
  it('is used by every block that loads data: the list names those that do not', () => {
    expect(blocks.flatMap(offences)).toEqual([]);
  });

  it('covers the catalogue, product, cart, list and detail blocks', () => {
    const dataBlocks = blocks.filter((block) =>
      sourcesOf(block).some(({ text }) => KIT_READS.test(text)),
    );
    expect(dataBlocks).toEqual(
      expect.arrayContaining(['catalogue', 'product', 'cart', 'list', 'detail']),
    );
  });
});
