/**
 * The local stack's templates, from the seed generator (server/db/seed/templates.ts): the blocks
 * each demo storefront's templates store, as getTemplateBlock returns them.
 */
import { DEMO_STOREFRONTS, SEED_TEMPLATE_ROWS, type DemoStorefrontKey } from './demoWorld';
import type { StoredBlockData } from '../../runtime/render/blockData';

type Row = Record<string, unknown>;

/** Template ids with their names, in the seed's order, for the preview's picker. */
export const SEED_TEMPLATES: readonly { templateId: string; templateName: string }[] =
  SEED_TEMPLATE_ROWS.list;

let rows: Row[] | null = null;

function toStoredBlock(row: Row): StoredBlockData {
  return {
    blockId: String(row.block_id),
    componentName: String(row.component_name),
    section: row.section as StoredBlockData['section'],
    order: Number(row.sort_order),
    schemaVersion: Number(row.schema_version),
    configuration: row.configuration as Record<string, unknown>,
    contentJSON: row.content_json,
    customJS: (row.custom_js as string | null) ?? null,
    customCSS: (row.custom_css as string | null) ?? null,
    layoutSettings: (row.layout_settings as Record<string, unknown>) ?? {},
    fields: (row.fields as unknown[]) ?? [],
    actions: (row.actions as unknown[]) ?? [],
  };
}

/** The stored blocks of one template of one demo storefront; empty when it has no such template. */
export function seedTemplateBlocks(
  storefront: DemoStorefrontKey,
  templateId: string,
): StoredBlockData[] {
  rows ??= SEED_TEMPLATE_ROWS.blocks;
  const storefrontId = DEMO_STOREFRONTS[storefront].storefrontId;
  return rows
    .filter((row) => row.storefront_id === storefrontId && row.template_id === templateId)
    .map(toStoredBlock);
}
