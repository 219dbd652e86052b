import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { StoredBlockData } from '../../../runtime/render/blockData';
import { createBlockRegistry, type BlockRegistry } from '../../../runtime/render/blockRegistry';
import { BlockRenderProvider } from '../../../runtime/render/BlockRenderContext';
import { BlockView } from '../../../runtime/render/BlockView';
import { TemplatePage } from '../../../runtime/render/TemplatePage';
import { seededLayout, storedBlock } from './fixtures';
import {
  CrashingBlock,
  PictureBlock,
  TitleBlock,
  testSchema,
  type TestConfiguration,
} from './testBlocks';

let warn: MockInstance<typeof console.warn>;
let error: MockInstance<typeof console.error>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  // React reports errors caught by boundaries on console.error; the block's own report is a warning.
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  error.mockRestore();
});

function registryWith(extra?: (registry: BlockRegistry) => void): BlockRegistry {
  const registry = createBlockRegistry();
  registry.register({
    componentName: 'test',
    schema: testSchema(),
    load: async () => ({ default: TitleBlock }),
  });
  extra?.(registry);
  return registry;
}

function renderBlocks(
  blocks: StoredBlockData[],
  { devMode = false, isGuest = true, registry = registryWith() } = {},
) {
  return render(
    <BlockRenderProvider devMode={devMode} viewer={{ isGuest }} registry={registry}>
      {blocks.map((block) => (
        <BlockView key={block.blockId} block={block} />
      ))}
    </BlockRenderProvider>,
  );
}

function wrapperOf(container: HTMLElement, block: StoredBlockData): HTMLElement {
  const wrapper = container.querySelector<HTMLElement>(`[data-block-id="${block.blockId}"]`);
  if (!wrapper) throw new Error(`no wrapper for ${block.blockId}`);
  return wrapper;
}

describe('BlockView: a valid block', () => {
  it('mounts the lazy component in a wrapper with data attributes and layout styles', async () => {
    const block = storedBlock({
      layoutSettings: seededLayout({
        layout: { columns: 2, columnSize: '1/3/2/3', paddingTop: '48px', gap: '16px' },
        styling: { verticalAlignment: 'center', radius: '8px', borderStyle: 'dashed' },
        background: {
          style: 'Solid',
          color: '#0E2A47',
          opacity: 50,
          image: '/img/hero.svg',
          imageSize: 'contain',
          repeat: 'repeat-x',
          horizontalAlignment: 'right',
          verticalAlignment: 'top',
        },
      }),
    });
    const { container } = renderBlocks([block]);
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    const wrapper = wrapperOf(container, block);
    expect(wrapper).toHaveAttribute('data-component', 'test');
    expect(wrapper).toHaveClass('bf-block');
    expect(wrapper.style.getPropertyValue('--bf-block-padding-top')).toBe('48px');
    expect(wrapper.style.getPropertyValue('--bf-block-gap')).toBe('16px');
    expect(wrapper.style.getPropertyValue('--bf-block-columns-desktop')).toBe('1fr 2fr');
    expect(wrapper.style.getPropertyValue('--bf-block-columns-mobile')).toBe('1fr');
    expect(wrapper.style.alignContent).toBe('center');
    expect(wrapper.style.borderRadius).toBe('8px');
    expect(wrapper.style.borderStyle).toBe('dashed');
    expect(wrapper.style.backgroundColor).toBe('rgba(14, 42, 71, 0.5)');
    expect(wrapper.style.backgroundImage).toBe('url("/img/hero.svg")');
    expect(wrapper.style.backgroundSize).toBe('contain');
    expect(wrapper.style.backgroundRepeat).toBe('repeat-x');
    expect(wrapper.style.backgroundPosition).toBe('right top');
    expect(warn).not.toHaveBeenCalled();
  });

  it('shows a skeleton of the declared height while the code loads', async () => {
    let resolve: (module: { default: typeof TitleBlock }) => void = () => {};
    const registry = registryWith((r) =>
      r.register({
        componentName: 'slow',
        schema: testSchema(),
        load: () => new Promise<{ default: typeof TitleBlock }>((done) => (resolve = done)),
        skeletonHeight: '320px',
      }),
    );
    const block = storedBlock({ componentName: 'slow' });
    const { container } = renderBlocks([block], { registry });
    const skeleton = await within(wrapperOf(container, block)).findByText(
      (_text, element) => element?.getAttribute('aria-busy') === 'true',
    );
    expect(skeleton.style.minHeight).toBe('320px');
    resolve({ default: TitleBlock });
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
  });

  it('a block whose code is already loaded mounts without a skeleton', async () => {
    const registry = registryWith();
    await registry.get('test')?.preload();
    const block = storedBlock({ configuration: { title: 'Instant' } });
    renderBlocks([block], { registry });
    expect(screen.getByRole('heading', { name: 'Instant' })).toBeInTheDocument();
  });

  it('a sample background image means no image', async () => {
    const block = storedBlock({
      layoutSettings: seededLayout({ background: { style: 'None', image: 'Sample-Image.png' } }),
    });
    const { container } = renderBlocks([block]);
    await screen.findByRole('heading', { name: 'Hello' });
    expect(wrapperOf(container, block).style.backgroundImage).toBe('');
    expect(wrapperOf(container, block).style.backgroundColor).toBe('');
  });
});

describe('BlockView: visibility', () => {
  it.each([
    ['ALL', true, true],
    [undefined, true, true],
    ['', true, true],
    ['GUEST', true, false],
    ['AUTHENTICATED', false, true],
    ['LOGGED IN', false, true],
  ])('%j: shown to guests %s, to signed-in users %s', async (visibility, toGuest, toMember) => {
    for (const [isGuest, shown] of [
      [true, toGuest],
      [false, toMember],
    ] as const) {
      const block = storedBlock({ layoutSettings: seededLayout({ visibility }) });
      const { container, unmount } = renderBlocks([block], { isGuest });
      if (shown) expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
      else expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });

  it('an unknown visibility value is caught by the layout schema: hidden placeholder', () => {
    const block = storedBlock({ layoutSettings: seededLayout({ visibility: 'EVERYONE' }) });
    const { container } = renderBlocks([block], { devMode: true });
    expect(wrapperOf(container, block)).toHaveAttribute('data-block-state', 'invalid');
    expect(screen.getByText('/layoutSettings/visibility')).toBeInTheDocument();
  });
});

describe('BlockView: invalid configuration', () => {
  const invalid = () => storedBlock({ configuration: { heading: 'no title' } });

  it('renders an invisible placeholder for that block only', async () => {
    const bad = invalid();
    const good = storedBlock();
    const { container } = renderBlocks([bad, good]);
    const placeholder = wrapperOf(container, bad);
    expect(placeholder).not.toBeVisible();
    expect(placeholder).toHaveAttribute('data-component', 'test');
    expect(placeholder).toHaveAttribute('data-block-state', 'invalid');
    expect(placeholder).toBeEmptyDOMElement();
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
  });

  it('lists path and message of every schema error in dev mode', () => {
    const bad = storedBlock({
      configuration: { heading: 'no title' },
      layoutSettings: seededLayout({ background: { color: 'red' } }),
    });
    const { container } = renderBlocks([bad], { devMode: true });
    const placeholder = wrapperOf(container, bad);
    expect(placeholder).toBeVisible();
    const items = within(placeholder)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      '/configuration/title is required',
      expect.stringMatching(/^\/layoutSettings\/background\/color must match pattern/),
    ]);
  });

  it('warns once per failing block, with blockId and componentName', () => {
    const bad = invalid();
    const other = storedBlock({ blockId: 'other-bad', configuration: {} });
    const { rerender } = renderBlocks([bad, other]);
    rerender(
      <BlockRenderProvider registry={registryWith()}>
        <BlockView block={bad} />
        <BlockView block={other} />
      </BlockRenderProvider>,
    );
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain(`Block ${bad.blockId} (test)`);
    expect(warn.mock.calls[0]?.[0]).toContain('/configuration/title is required');
    expect(warn.mock.calls[1]?.[0]).toContain('Block other-bad (test)');
  });

  it('a layout the schema accepts but the rules reject (fractions not adding up) is a placeholder', () => {
    const bad = storedBlock({
      layoutSettings: seededLayout({ layout: { columns: 2, columnSize: '1/2/1/3' } }),
    });
    const { container } = renderBlocks([bad], { devMode: true });
    expect(wrapperOf(container, bad)).toHaveAttribute('data-block-state', 'layout');
    expect(screen.getByText(/adds up to 5\/6, not 1/)).toBeInTheDocument();
  });
});

describe('BlockView: unknown component', () => {
  it('renders a placeholder, hidden for customers', () => {
    const block = storedBlock({ componentName: 'carousel' });
    const { container } = renderBlocks([block]);
    const placeholder = wrapperOf(container, block);
    expect(placeholder).toHaveAttribute('data-component', 'carousel');
    expect(placeholder).toHaveAttribute('data-block-state', 'unknown-component');
    expect(placeholder).not.toBeVisible();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(`Block ${block.blockId} (carousel)`);
  });

  it('says so in dev mode', () => {
    const block = storedBlock({ componentName: 'carousel' });
    renderBlocks([block], { devMode: true });
    expect(screen.getByText('no block "carousel" is registered')).toBeInTheDocument();
  });
});

describe('BlockView: migrations', () => {
  const v2Schema = testSchema(2);
  const registry = (
    migrations?: Record<number, (c: Record<string, unknown>) => Record<string, unknown>>,
  ) =>
    registryWith((r) =>
      r.register({
        componentName: 'card',
        schema: v2Schema,
        load: async () => ({ default: TitleBlock }),
        migrations,
      }),
    );

  it('brings an older stored configuration forward before validating it', async () => {
    const block = storedBlock({
      componentName: 'card',
      schemaVersion: 1,
      configuration: { heading: 'Migrated' },
    });
    renderBlocks([block], {
      registry: registry({
        1: ({ heading }) => ({ title: heading }) as TestConfiguration & Record<string, unknown>,
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Migrated' })).toBeInTheDocument();
    expect(block.configuration).toEqual({ heading: 'Migrated' });
  });

  it('a missing step is a placeholder naming the versions', () => {
    const block = storedBlock({ componentName: 'card', schemaVersion: 1 });
    const { container } = renderBlocks([block], { registry: registry(), devMode: true });
    expect(wrapperOf(container, block)).toHaveAttribute('data-block-state', 'migration-failed');
    expect(
      screen.getByText(/no migration from schemaVersion 1 to 2 is registered/),
    ).toBeInTheDocument();
  });
});

describe('BlockView: isolation', () => {
  it('a crashing block shows its placeholder and its siblings still render', async () => {
    const registry = registryWith((r) =>
      r.register({
        componentName: 'crash',
        schema: testSchema(),
        load: async () => ({ default: CrashingBlock }),
      }),
    );
    const crash = storedBlock({ componentName: 'crash' });
    const before = storedBlock({ configuration: { title: 'Before' } });
    const after = storedBlock({ configuration: { title: 'After' } });
    const { container } = renderBlocks([before, crash, after], { registry });
    expect(await screen.findByRole('heading', { name: 'Before' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'After' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(wrapperOf(container, crash)).toHaveAttribute('data-block-state', 'crashed'),
    );
    expect(wrapperOf(container, crash)).not.toBeVisible();
    expect(warn).toHaveBeenCalledWith(`Block ${crash.blockId} (crash) crashed`, expect.any(Error));
  });

  it('a load that resolves to something that is not a component is named in dev mode', async () => {
    const registry = registryWith((r) =>
      r.register({
        componentName: 'broken',
        schema: testSchema(),
        load: async () => ({ default: 'nope' }) as unknown as { default: typeof TitleBlock },
      }),
    );
    const block = storedBlock({ componentName: 'broken' });
    renderBlocks([block], { registry, devMode: true });
    expect(
      await screen.findByText(
        'Block "broken": load() resolved to a module whose default export is string; it must resolve to a module whose default export is a React component',
      ),
    ).toBeInTheDocument();
  });
});

describe('TemplatePage', () => {
  it('lays blocks out in header, main and footer, in stored order', async () => {
    const blocks = [
      storedBlock({ section: 'Footer', order: 1, configuration: { title: 'Foot' } }),
      storedBlock({ section: 'Content', order: 2, configuration: { title: 'Second' } }),
      storedBlock({ section: 'Header', order: 1, configuration: { title: 'Head' } }),
      storedBlock({ section: 'Content', order: 1, configuration: { title: 'First' } }),
    ];
    const { container } = render(
      <BlockRenderProvider registry={registryWith()}>
        <TemplatePage blocks={blocks} />
      </BlockRenderProvider>,
    );
    await screen.findByRole('heading', { name: 'Foot' });
    expect(container.querySelector('header')?.textContent).toBe('Head');
    expect(container.querySelector('main')?.textContent).toBe('FirstSecond');
    expect(container.querySelector('footer')?.textContent).toBe('Foot');
  });

  it('loads images of the first screen (blocks the visitor sees) at once and the rest lazily', async () => {
    const registry = createBlockRegistry();
    registry.register({
      componentName: 'test',
      schema: testSchema(),
      load: async () => ({ default: PictureBlock }),
    });
    const picture = (section: StoredBlockData['section'], order: number, title: string) =>
      storedBlock({ section, order, configuration: { title } });
    render(
      <BlockRenderProvider registry={registry}>
        <TemplatePage
          blocks={[
            picture('Header', 1, 'Logo'),
            picture('Content', 1, 'Hero'),
            picture('Content', 2, 'Second'),
            storedBlock({
              section: 'Content',
              order: 3,
              configuration: { title: 'Members only' },
              layoutSettings: { visibility: 'AUTHENTICATED' },
            }),
            picture('Content', 3, 'Third'),
            picture('Content', 4, 'Fourth'),
            picture('Content', 5, 'Fifth'),
            picture('Footer', 1, 'Badge'),
          ]}
        />
      </BlockRenderProvider>,
    );
    const loading = async (name: string) =>
      (await screen.findByRole('img', { name })).getAttribute('loading');
    expect(await loading('Logo')).toBe('eager');
    expect(await loading('Hero')).toBe('eager');
    expect(await loading('Second')).toBe('eager');
    expect(await loading('Third')).toBe('eager');
    expect(await loading('Fourth')).toBe('eager');
    expect(await loading('Fifth')).toBe('lazy');
    expect(await loading('Badge')).toBe('lazy');
  });
});
