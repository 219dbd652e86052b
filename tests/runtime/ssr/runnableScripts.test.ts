import { describe, expect, it } from 'vitest';
import type { StoredBlockData } from '../../../runtime/render/blockData';
import { runnableScripts } from '../../../runtime/ssr/runnableScripts';

const block = (blockId: string, customJS: string | null) =>
  ({ blockId, componentName: 'customCode', customJS }) as unknown as StoredBlockData;

describe("the server's check of a rendered page's customJS", () => {
  it('names the blocks whose script is one whole program inside the sandbox wrapper', () => {
    expect(
      runnableScripts([
        block('fine', "blockfront.render({ type: 'text', text: 'Ships today' });"),
        block('none', null),
        block('blank', '   '),
        // Closes the function it runs in: the browser parses it and says why it is refused.
        block('escapes', '}; steal(); (function () {'),
        block('broken', 'blockfront.render({'),
      ]),
    ).toEqual(['fine']);
  });
});
