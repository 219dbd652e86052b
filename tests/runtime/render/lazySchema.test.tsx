import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { StoredBlockData } from '../../../runtime/render/blockData';
import { createBlockRegistry, type BlockRegistry } from '../../../runtime/render/blockRegistry';
import { BlockRenderProvider } from '../../../runtime/render/BlockRenderContext';
import { BlockView } from '../../../runtime/render/BlockView';
import type { CompiledSchema } from '../../../runtime/render/compiledSchema';
import { validateBlock } from '../../../runtime/render/validateBlock';
import { adoptServerVerdict } from '../../../runtime/render/serverVerdicts';
import { storedBlock } from './fixtures';
import { TitleBlock, testSchema, type TestConfiguration } from './testBlocks';

type TestSchema = CompiledSchema<{ configuration: TestConfiguration }>;

let warn: MockInstance<typeof console.warn>;
let error: MockInstance<typeof console.error>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  error.mockRestore();
});

/** A schema module that arrives when the test says so, and a load that records its calls. */
function lazyBlock(registry = createBlockRegistry()) {
  let arrive: (module: { compiledSchema: TestSchema }) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const schema = vi.fn(
    () =>
      new Promise<{ compiledSchema: TestSchema }>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  const load = vi.fn(async () => ({ default: TitleBlock }));
  registry.register({ componentName: 'lazy', schema, load, skeletonHeight: '200px' });
  return {
    registry,
    schema,
    load,
    arrive: () => arrive({ compiledSchema: testSchema() }),
    fail: (message: string) => fail(new Error(message)),
  };
}

function renderBlock(block: StoredBlockData, registry: BlockRegistry, devMode = false) {
  return render(
    <BlockRenderProvider devMode={devMode} viewer={{ isGuest: true }} registry={registry}>
      <BlockView block={block} />
    </BlockRenderProvider>,
  );
}

function wrapperOf(container: HTMLElement, block: StoredBlockData): HTMLElement {
  const wrapper = container.querySelector<HTMLElement>(`[data-block-id="${block.blockId}"]`);
  if (!wrapper) throw new Error(`no wrapper for ${block.blockId}`);
  return wrapper;
}

describe('a block whose schema loads lazily', () => {
  it('shows a skeleton of its height until the schema arrives, then validates and mounts it', async () => {
    const lazy = lazyBlock();
    const block = storedBlock({ componentName: 'lazy', configuration: { title: 'Later' } });
    const { container } = renderBlock(block, lazy.registry);
    const skeleton = container.querySelector<HTMLElement>('[aria-busy="true"]');
    expect(skeleton?.style.minHeight).toBe('200px');
    expect(lazy.load).not.toHaveBeenCalled();
    lazy.arrive();
    expect(await screen.findByRole('heading', { name: 'Later' })).toBeInTheDocument();
    expect(wrapperOf(container, block)).toHaveAttribute('data-component', 'lazy');
    expect(lazy.schema).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('an invalid configuration is a placeholder once the schema arrives; the code never loads', async () => {
    const lazy = lazyBlock();
    const block = storedBlock({ componentName: 'lazy', configuration: { heading: 'no title' } });
    const { container } = renderBlock(block, lazy.registry, true);
    lazy.arrive();
    const placeholder = await vi.waitFor(() => wrapperOf(container, block));
    expect(placeholder).toHaveAttribute('data-block-state', 'invalid');
    expect(within(placeholder).getByRole('listitem')).toHaveTextContent(
      '/configuration/title is required',
    );
    expect(lazy.load).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(block.blockId);
  });

  it('a schema that fails to load is a placeholder naming the block', async () => {
    const lazy = lazyBlock();
    const block = storedBlock({ componentName: 'lazy', configuration: { title: 'x' } });
    const { container } = renderBlock(block, lazy.registry, true);
    lazy.fail('chunk 404');
    const placeholder = await vi.waitFor(() => wrapperOf(container, block));
    expect(placeholder).toHaveAttribute('data-block-state', 'crashed');
    expect(placeholder).toHaveTextContent('Block "lazy": its schema failed to load: chunk 404');
    expect(lazy.load).not.toHaveBeenCalled();
  });

  it('mounts at once, with no skeleton, once preloaded (code and schema)', async () => {
    const lazy = lazyBlock();
    const preloading = lazy.registry.get('lazy')!.preload();
    lazy.arrive();
    await preloading;
    expect(lazy.load).toHaveBeenCalledTimes(1);
    renderBlock(
      storedBlock({ componentName: 'lazy', configuration: { title: 'Now' } }),
      lazy.registry,
    );
    expect(screen.getByRole('heading', { name: 'Now' })).toBeInTheDocument();
  });

  it('is checked when it arrives as an eager schema is at registration', async () => {
    const registry = createBlockRegistry();
    const load = async () => ({ default: TitleBlock });
    registry.register({
      componentName: 'notCompiled',
      schema: async () => ({ compiledSchema: { type: 'object' } as unknown as TestSchema }),
      load,
    });
    registry.register({
      componentName: 'wrongModule',
      schema: async () => ({}) as { compiledSchema: TestSchema },
      load,
    });
    registry.register({
      componentName: 'tooNew',
      schema: async () => ({ compiledSchema: testSchema(2) }),
      load,
      migrations: { 2: (c) => c },
    });
    await expect(registry.get('notCompiled')!.loadSchema()).rejects.toThrow(
      'Block "notCompiled": its schema is a raw JSON Schema with no validator',
    );
    await expect(registry.get('wrongModule')!.loadSchema()).rejects.toThrow(
      'Block "wrongModule": its schema loader must resolve to the generated module',
    );
    await expect(registry.get('tooNew')!.loadSchema()).rejects.toThrow(
      'Block "tooNew": has a migration from version 2, but its schema is at version 2',
    );
  });

  it('still refuses, at registration, migrations that cannot be versions', () => {
    const registry = createBlockRegistry();
    expect(() =>
      registry.register({
        componentName: 'card',
        schema: async () => ({ compiledSchema: testSchema(3) }),
        load: async () => ({ default: TitleBlock }),
        migrations: { 0: (c) => c },
      }),
    ).toThrow('Block "card": has a migration from version 0');
  });

  it('validateBlock waits for the schema, and names the block when it cannot load', async () => {
    const lazy = lazyBlock();
    const result = validateBlock('lazy', {}, { registry: lazy.registry });
    lazy.arrive();
    expect(await result).toEqual({
      ok: false,
      errors: [{ path: '/configuration/title', message: 'is required' }],
    });
    const failing = lazyBlock(createBlockRegistry());
    const rejected = validateBlock('lazy', { title: 'x' }, { registry: failing.registry });
    failing.fail('offline');
    await expect(rejected).rejects.toThrow('Block "lazy": its schema failed to load: offline');
  });
});

describe("a block of a server-rendered page, with the server's verdict on its data", () => {
  it('mounts with its code alone: the schema (the validators) never loads', async () => {
    const lazy = lazyBlock();
    await lazy.registry.get('lazy')!.preloadCode();
    const block = storedBlock({ componentName: 'lazy', configuration: { title: 'Checked' } });
    adoptServerVerdict(block, 1);
    const { container } = renderBlock(block, lazy.registry);
    expect(screen.getByRole('heading', { name: 'Checked' })).toBeInTheDocument();
    expect(wrapperOf(container, block)).toHaveAttribute('data-component', 'lazy');
    expect(lazy.schema).not.toHaveBeenCalled();
  });

  it('still migrates the stored configuration to the version the server validated at', async () => {
    const registry = createBlockRegistry();
    const schema = vi.fn(async () => ({ compiledSchema: testSchema(2) }));
    registry.register({
      componentName: 'migrated',
      schema,
      load: async () => ({ default: TitleBlock }),
      migrations: { 1: (c) => ({ title: String(c.heading) }) },
    });
    await registry.get('migrated')!.preloadCode();
    const block = storedBlock({
      componentName: 'migrated',
      schemaVersion: 1,
      configuration: { heading: 'From v1' },
    });
    adoptServerVerdict(block, 2);
    renderBlock(block, registry);
    expect(screen.getByRole('heading', { name: 'From v1' })).toBeInTheDocument();
    expect(schema).not.toHaveBeenCalled();
  });

  it('validates in the browser data the server gave no verdict on (a new object, same block)', async () => {
    const lazy = lazyBlock();
    await lazy.registry.get('lazy')!.preloadCode();
    const first = storedBlock({ componentName: 'lazy', configuration: { title: 'Checked' } });
    adoptServerVerdict(first, 1);
    const view = renderBlock(first, lazy.registry, true);
    expect(lazy.schema).not.toHaveBeenCalled();
    // The same block refetched with data the server never saw: invalid, so its placeholder.
    const refetched = { ...first, configuration: { heading: 'no title' } };
    view.rerender(
      <BlockRenderProvider devMode viewer={{ isGuest: true }} registry={lazy.registry}>
        <BlockView block={refetched} />
      </BlockRenderProvider>,
    );
    expect(lazy.schema).toHaveBeenCalledTimes(1);
    lazy.arrive();
    const placeholder = await vi.waitFor(() => wrapperOf(view.container, refetched));
    expect(placeholder).toHaveAttribute('data-block-state', 'invalid');
  });
});
