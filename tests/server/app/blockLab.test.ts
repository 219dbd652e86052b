import { describe, expect, it } from 'vitest';
import { labBlocksFrom } from '../../../server/app/blockLab';

describe('the block lab route body', () => {
  it('reads blocks, stored as given, with schemaVersion 1 and no content unless given', () => {
    expect(
      labBlocksFrom({
        blocks: [
          { componentName: 'heroBanner', configuration: { subheading: 'no heading' } },
          {
            componentName: 'richText',
            schemaVersion: 2,
            configuration: {},
            contentJSON: { html: 'x' },
          },
        ],
      }),
    ).toEqual([
      {
        componentName: 'heroBanner',
        schemaVersion: 1,
        configuration: { subheading: 'no heading' },
        contentJSON: null,
      },
      {
        componentName: 'richText',
        schemaVersion: 2,
        configuration: {},
        contentJSON: { html: 'x' },
      },
    ]);
    expect(labBlocksFrom({ blocks: [] })).toEqual([]);
  });

  it('refuses anything else', () => {
    for (const body of [
      null,
      {},
      { blocks: 'x' },
      { blocks: [null] },
      { blocks: [{ configuration: {} }] },
      { blocks: [{ componentName: '', configuration: {} }] },
      { blocks: [{ componentName: 'image' }] },
      { blocks: [{ componentName: 'image', configuration: {}, schemaVersion: 1.5 }] },
    ]) {
      expect(labBlocksFrom(body)).toBeNull();
    }
  });
});
