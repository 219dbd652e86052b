import { act } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { StoredBlockData } from '../../../runtime/render/blockData';
import { createBlockRegistry, type BlockRegistry } from '../../../runtime/render/blockRegistry';
import { BlockRenderProvider } from '../../../runtime/render/BlockRenderContext';
import { FIRST_SCREEN_CONTENT_BLOCKS } from '../../../runtime/render/imageLoading';
import { TemplatePage } from '../../../runtime/render/TemplatePage';
import { storedBlock } from './fixtures';
import { TitleBlock, testSchema } from './testBlocks';

/**
 * A server-rendered page hydrates its first screen in the hydration's first pass and every block
 * below it afterwards, each in its own Suspense boundary (issue 22: short main-thread tasks while
 * a long page hydrates), without a mismatch, also when an integrator's block registered between
 * the server's render and a deferred block's hydration.
 */

let root: Root | null = null;
let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  warn.mockRestore();
});

async function registryWithTitleBlock(): Promise<BlockRegistry> {
  const registry = createBlockRegistry();
  registry.register({
    componentName: 'test',
    schema: testSchema(),
    load: async () => ({ default: TitleBlock }),
  });
  // The client loads every block's code before hydrating (start.tsx), the server before rendering.
  await registry.get('test')!.preload();
  return registry;
}

const page = (count: number, extra: StoredBlockData[] = []) => [
  storedBlock({ section: 'Header', configuration: { title: 'Header' } }),
  ...Array.from({ length: count }, (_, i) =>
    storedBlock({ configuration: { title: `Block ${i}` } }),
  ),
  ...extra,
  storedBlock({ section: 'Footer', configuration: { title: 'Footer' } }),
];

/** React marks a node it hydrated with an own `__reactFiber$` key. */
const hydratedNode = (node: Element) =>
  Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

/** The blocks' wrappers React had hydrated when the first commit's layout effects ran. */
function HydratedAtCommit({ seen }: { seen: string[] }) {
  useLayoutEffect(() => {
    for (const block of document.querySelectorAll('.bf-block')) {
      if (hydratedNode(block)) seen.push(block.textContent ?? '');
    }
  }, [seen]);
  return null;
}

async function serverThenClient(
  blocks: StoredBlockData[],
  registry: BlockRegistry,
  beforeHydrating: () => void = () => {},
) {
  const page = (atCommit: string[]) => (
    <BlockRenderProvider registry={registry}>
      <TemplatePage blocks={blocks} />
      <HydratedAtCommit seen={atCommit} />
    </BlockRenderProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page([]));
  document.body.append(container);
  const serverHtml = container.innerHTML;
  registry.markHydrationStart();
  beforeHydrating();
  const errors: unknown[] = [];
  const atCommit: string[] = [];
  const consoleError = vi.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(container, page(atCommit), {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  const logged = consoleError.mock.calls;
  consoleError.mockRestore();
  return { container, serverHtml, errors, atCommit, logged };
}

describe('hydrating a long server-rendered page', () => {
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
