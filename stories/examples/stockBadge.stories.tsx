import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, within } from 'storybook/test';
import register from '../../docs/examples/stockBadge/orgModule';
import schema from '../../docs/examples/stockBadge/stockBadge.schema.json';
import { registerBlock } from '../../runtime/index';
import { defaultRegistry } from '../../runtime/render/registry';
import { blockMeta } from '../support/blockStories';
import type { FlatArgs } from '../support/schemaControls';
import { atViewport, withUnknownVisibility, withVisibility } from '../support/storyStates';

// Registered as the organisation module registers it at run time (once: the registry refuses a
// second registration of a name, e.g. when Storybook re-runs this module on a change).
if (!defaultRegistry.get('stockBadge')) register({ registerBlock, React });

/** The integrator guide's worked example (docs/integrators.md, docs/examples/stockBadge). */
const meta = {
  title: 'Integrator example/Stock badge',
  ...blockMeta({
    componentName: 'stockBadge',
    schema,
    block: {
      schemaVersion: 2,
      configuration: {
        sku: 'CEL-000123',
        label: 'CD4 FITC (RPA-T4)',
        status: 'inStock',
        tone: 'subtle',
      },
    },
  }),
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('In stock, ships today')).toBeVisible();
  },
};
export const LowStockBold: Story = {
  args: { 'configuration.status': 'lowStock', 'configuration.tone': 'bold' },
};
export const Backorder: Story = {
  args: { 'configuration.status': 'backorder', 'configuration.leadTimeDays': 21 },
};
/** Stored before the schema changed: the pipeline runs the block's migration from version 1. */
export const StoredAtVersion1: Story = {
  args: {
    schemaVersion: 1,
    'configuration.label': undefined,
    'configuration.status': undefined,
    'configuration.tone': undefined,
    'configuration.text': 'Sheath fluid 20 L',
    'configuration.inStock': false,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('On backorder')).toBeVisible();
  },
};
export const InvalidEmptySku: Story = { args: { 'configuration.sku': '' } };
export const LongLabel: Story = {
  args: {
    'configuration.label':
      'Spectral flow cytometry reference beads, eight peaks, for daily instrument QC and cross-site standardisation',
  },
};
export const GuestOnlyHiddenWhenSignedIn: Story = withVisibility('GUEST', 'signedIn');
export const UnknownVisibilityRejected: Story = withUnknownVisibility('EVERYONE');
export const Mobile: Story = atViewport('mobile');
