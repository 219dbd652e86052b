import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { validateBlock } from '../../../runtime/index';
import { createBlockRegistry, type BlockRegistry } from '../../../runtime/render/blockRegistry';
import { BlockRenderProvider } from '../../../runtime/render/BlockRenderContext';
import { BlockView } from '../../../runtime/render/BlockView';
import register from '../../../docs/examples/stockBadge/orgModule';
import { storedBlock } from '../../runtime/render/fixtures';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

/** A registry with the example registered exactly as the organisation module does at run time. */
function registryWithStockBadge(): BlockRegistry {
  const registry = createBlockRegistry();
  register({ registerBlock: (definition) => registry.register(definition), React });
  return registry;
}

function renderBlock(registry: BlockRegistry, block: ReturnType<typeof storedBlock>) {
  return render(
    <BlockRenderProvider devMode registry={registry}>
      <BlockView block={block} />
    </BlockRenderProvider>,
  );
}

describe('the stock badge worked example', () => {
  it('renders a configuration of the current schema version', async () => {
    const registry = registryWithStockBadge();
    renderBlock(
      registry,
      storedBlock({
        componentName: 'stockBadge',
        schemaVersion: 2,
        configuration: {
          sku: 'CEL-000789',
          label: 'Viability dye',
          status: 'backorder',
          leadTimeDays: 12,
          tone: 'bold',
        },
      }),
    );
    expect(await screen.findByText('On backorder, ships in 12 days')).toBeInTheDocument();
    expect(screen.getByText('Viability dye')).toBeInTheDocument();
    expect(screen.getByText('SKU CEL-000789')).toBeInTheDocument();
  });

  it('migrates a configuration stored at version 1 before validating it', async () => {
    const registry = registryWithStockBadge();
    renderBlock(
      registry,
      storedBlock({
        componentName: 'stockBadge',
        schemaVersion: 1,
        configuration: { sku: 'CEL-000456', text: 'Sheath fluid 20 L', inStock: false },
      }),
    );
    expect(await screen.findByText('Sheath fluid 20 L')).toBeInTheDocument();
    expect(screen.getByText('On backorder')).toBeInTheDocument();
  });

  it('is refused by its validator when the configuration breaks the schema', async () => {
    const registry = registryWithStockBadge();
    const { container } = renderBlock(
      registry,
      storedBlock({
        componentName: 'stockBadge',
        schemaVersion: 2,
        configuration: { sku: 'CEL-1', label: 'Beads', status: 'soldOut' },
      }),
    );
    expect(await screen.findByText('/configuration/status')).toBeInTheDocument();
    expect(container.querySelector('[data-block-state="invalid"]')).not.toBeNull();
    expect(screen.queryByText('Beads')).toBeNull();
  });

  it('validates edited configurations through the public validateBlock', async () => {
    const registry = registryWithStockBadge();
    await expect(
      validateBlock(
        'stockBadge',
        { sku: 'CEL-1', label: 'Beads', status: 'inStock' },
        { registry },
      ),
    ).resolves.toEqual({ ok: true });
    const result = await validateBlock('stockBadge', { sku: '', label: 'Beads' }, { registry });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors.map((error) => error.path)).toEqual(
      expect.arrayContaining(['/configuration/sku', '/configuration/status']),
    );
  });
});
