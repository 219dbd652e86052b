import { describe, expect, it } from 'vitest';
import { createBlockRegistry } from '../../../runtime/render/blockRegistry';
import { TitleBlock, testSchema } from './testBlocks';

/**
 * Hydration reads the block registry as the server rendered with it (`getAsRendered`): a block
 * registered after the hydration started (an integrator's module) mounts after, not during, it.
 */
describe('the block registry as rendered', () => {
  it('reads the registry as it is before any hydration (server, client-only pages)', () => {
    const registry = createBlockRegistry();
    registry.register({
      componentName: 'a',
      schema: testSchema(),
      load: async () => ({ default: TitleBlock }),
    });
    expect(registry.getAsRendered('a')).toBe(registry.get('a'));
    registry.markHydrationStart();
    registry.register({
      componentName: 'b',
      schema: testSchema(),
      load: async () => ({ default: TitleBlock }),
    });
    expect(registry.getAsRendered('a')).toBe(registry.get('a'));
    expect(registry.get('b')).toBeDefined();
    expect(registry.getAsRendered('b')).toBeUndefined();
  });
});
