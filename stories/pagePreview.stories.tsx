import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo, useState } from 'react';
import { expect, within } from 'storybook/test';
import '../blocks/index';
import * as React from 'react';
import { registerBlock } from '../runtime/index';
import { loadOrgModule } from '../runtime/integrators/orgModule';
import { defaultRegistry } from '../runtime/render/registry';
import { TemplatePage } from '../runtime/render/TemplatePage';
import { DEMO_ORGANIZATION, type DemoStorefrontKey } from './support/demoWorld';
import { parsePastedBlocks } from './support/pastedBlocks';
import { SEED_TEMPLATES, seedTemplateBlocks } from './support/seedTemplates';
import { preloadStoryBlocks } from './support/storyChecks';

interface PagePreviewArgs {
  /** The demo storefront whose copy of the template is shown. */
  storefront: DemoStorefrontKey;
  /** A template of the seed. */
  templateId: string;
  /** Blocks pasted as JSON (an array, or `{ "blocks": [...] }`); when set, shown instead of the template. */
  blocksJson: string;
  /** Load the organisation's integrator module first, as the storefront does at start. */
  withOrgModule: boolean;
}

// Once per preview session, as once per page load: a second registration would be refused.
let orgModule: Promise<boolean> | null = null;

/**
 * The integrator API, except that a block a story registered already (the stock badge story
 * registers the same example block) is kept rather than refused, which would abort the module.
 */
const previewApi = Object.freeze({
  React,
  registerBlock: ((definition) => {
    if (!defaultRegistry.get(definition.componentName)) registerBlock(definition);
  }) as typeof registerBlock,
});

function useOrgModule(enabled: boolean): boolean {
  const [ready, setReady] = useState(!enabled);
  useEffect(() => {
    if (!enabled) return;
    orgModule ??= loadOrgModule(
      `/static/${encodeURIComponent(DEMO_ORGANIZATION.id)}/org.js`,
      previewApi,
    );
    // Rendering does not wait in the app either; waiting here only keeps the story test stable.
    void orgModule.then(() => setReady(true));
  }, [enabled]);
  return ready;
}

/**
 * A whole template through the real pipeline (TemplatePage, the registry of blocks/index.ts, the
 * precompiled validators, visibility for the toolbar's viewer), with gateway data from the seed.
 */
function PagePreview({ storefront, templateId, blocksJson, withOrgModule }: PagePreviewArgs) {
  const ready = useOrgModule(withOrgModule);
  const source = useMemo(
    () =>
      blocksJson.trim() !== ''
        ? parsePastedBlocks(blocksJson)
        : { ok: true as const, blocks: seedTemplateBlocks(storefront, templateId) },
    [storefront, templateId, blocksJson],
  );
  if (!source.ok) {
    return (
      <div role="alert" className="bf-story-check" data-check-state="rejected">
        The pasted blocks cannot be previewed: {source.error}
      </div>
    );
  }
  if (source.blocks.length === 0) {
    return (
      <p className="bf-story-check">
        The {storefront} storefront has no template {templateId}.
      </p>
    );
  }
  return ready ? <TemplatePage blocks={source.blocks} /> : null;
}

const meta = {
  title: 'Pages/Page preview',
  render: (args) => <PagePreview {...args} />,
  loaders: [
    ({ args }) => {
      const pasted = args.blocksJson.trim() ? parsePastedBlocks(args.blocksJson) : null;
      const blocks = pasted
        ? pasted.ok
          ? pasted.blocks
          : []
        : seedTemplateBlocks(args.storefront, args.templateId);
      return preloadStoryBlocks(blocks.map((block) => block.componentName));
    },
  ],
  args: { storefront: 'guest', templateId: 'tpl-home', blocksJson: '', withOrgModule: true },
  argTypes: {
    storefront: { control: { type: 'inline-radio' }, options: ['guest', 'portal', 'sso'] },
    templateId: {
      control: {
        type: 'select',
        labels: Object.fromEntries(
          SEED_TEMPLATES.map((t) => [t.templateId, `${t.templateName} (${t.templateId})`]),
        ),
      },
      options: SEED_TEMPLATES.map((t) => t.templateId),
    },
    blocksJson: { control: { type: 'text' }, name: 'blocks JSON' },
    withOrgModule: { control: { type: 'boolean' } },
  },
} satisfies Meta<PagePreviewArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The guest storefront's home as a guest, with the organisation's promoRibbon block. */
export const GuestHome: Story = {
  globals: { viewer: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('note', { name: 'Promotion' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-block-id]').length).toBeGreaterThan(2);
  },
};

export const PortalHomeSignedIn: Story = {
  globals: { viewer: 'signedIn' },
  args: { storefront: 'portal' },
};

export const MyOrdersSignedIn: Story = {
  globals: { viewer: 'signedIn' },
  args: { storefront: 'portal', templateId: 'tpl-orders-list' },
};

/** Pasted blocks: a valid hero, one the validator refuses and one for signed-in users only. */
export const PastedBlocks: Story = {
  args: {
    withOrgModule: false,
    blocksJson: JSON.stringify(
      [
        {
          componentName: 'heroBanner',
          section: 'Content',
          configuration: { heading: 'Pasted hero', height: 'small' },
        },
        { componentName: 'heroBanner', section: 'Content', configuration: { height: 'huge' } },
        {
          componentName: 'richText',
          section: 'Content',
          configuration: {},
          contentJSON: { html: '<p>Only for signed-in users</p>' },
          layoutSettings: { visibility: 'AUTHENTICATED' },
        },
      ],
      null,
      2,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Pasted hero' })).toBeVisible();
    await expect(
      await canvas.findByText(/its configuration does not match its schema/),
    ).toBeVisible();
    await expect(canvas.queryByText('Only for signed-in users')).toBeNull();
  },
};

export const PastedInvalidJson: Story = {
  args: { withOrgModule: false, blocksJson: '[{ "componentName": "heroBanner", ' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/The pasted blocks cannot be previewed: not JSON/),
    ).toBeVisible();
  },
};
