import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createBlockRegistry } from '../../../runtime/render/blockRegistry';
import { BlockRenderProvider } from '../../../runtime/render/BlockRenderContext';
import { BlockView } from '../../../runtime/render/BlockView';
import { storedBlock } from './fixtures';
import { TitleBlock, testSchema } from './testBlocks';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('a block registered after the page rendered', () => {
  it('notifies subscribers on each registration until they unsubscribe', () => {
    const registry = createBlockRegistry();
    const listener = vi.fn();
    const unsubscribe = registry.subscribe(listener);
    registry.register({
      componentName: 'a',
      schema: testSchema(),
      load: async () => ({ default: TitleBlock }),
    });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    registry.register({
      componentName: 'b',
      schema: testSchema(),
      load: async () => ({ default: TitleBlock }),
    });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an eager schema', () => testSchema()],
    ['a lazily loaded schema', () => async () => ({ compiledSchema: testSchema() })],
  ])('replaces the unknown-component placeholder with the block (%s)', async (_, schema) => {
    const registry = createBlockRegistry();
    const block = storedBlock({ componentName: 'lateBlock', configuration: { title: 'Late' } });
    const { container } = render(
      <BlockRenderProvider devMode registry={registry}>
        <BlockView block={block} />
      </BlockRenderProvider>,
    );
    expect(container.textContent).toContain('lateBlock');
    expect(screen.queryByRole('heading', { name: 'Late' })).toBeNull();

    act(() => {
      registry.register({
        componentName: 'lateBlock',
        schema: schema(),
        load: async () => ({ default: TitleBlock }),
      });
    });
    expect(await screen.findByRole('heading', { name: 'Late' })).toBeInTheDocument();
    expect(container.querySelector(`[data-block-id="${block.blockId}"]`)).toHaveAttribute(
      'data-component',
      'lateBlock',
    );
  });
});
