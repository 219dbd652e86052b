import { describe, expect, it } from 'vitest';
import { createBlockRegistry } from '../../../runtime/render/blockRegistry';
import { blockVerdicts } from '../../../runtime/ssr/blockVerdicts';
import { seededLayout, storedBlock } from '../render/fixtures';
import { TitleBlock, testSchema } from '../render/testBlocks';

function registry() {
  const blocks = createBlockRegistry();
  const load = async () => ({ default: TitleBlock });
  blocks.register({
    componentName: 'title',
    schema: testSchema(2),
    load,
    migrations: { 1: (c) => c },
  });
  blocks.register({
    componentName: 'notLoaded',
    schema: async () => ({ compiledSchema: testSchema() }),
    load,
  });
  return blocks;
}

describe("the server's verdicts on a first page's blocks", () => {
  it('names each block whose data and layout passed the validators, with the schema version', () => {
    const valid = storedBlock({
      blockId: 'ok',
      componentName: 'title',
      configuration: { title: 'A' },
    });
    const migrated = storedBlock({
      blockId: 'old',
      componentName: 'title',
      schemaVersion: 1,
      configuration: { title: 'B' },
    });
    expect(blockVerdicts([valid, migrated], registry())).toEqual({ ok: 2, old: 2 });
  });

  it('leaves out invalid data or layout, unknown blocks, unloaded schemas and repeated blockIds', () => {
    const blocks = [
      storedBlock({ blockId: 'invalid', componentName: 'title', configuration: {} }),
      storedBlock({
        blockId: 'badLayout',
        componentName: 'title',
        configuration: { title: 'A' },
        layoutSettings: seededLayout({ visibility: 'SOMETIMES' }),
      }),
      storedBlock({ blockId: 'unknown', componentName: 'promoRibbon', configuration: {} }),
      storedBlock({ blockId: 'lazy', componentName: 'notLoaded', configuration: { title: 'A' } }),
      storedBlock({ blockId: 'twice', componentName: 'title', configuration: { title: 'A' } }),
      storedBlock({ blockId: 'twice', componentName: 'title', configuration: { title: 'B' } }),
    ];
    expect(blockVerdicts(blocks, registry())).toEqual({});
  });
});
