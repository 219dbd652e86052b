import type { Db } from '../../server/shared/contracts';
import type { StoredBlockData } from '../../runtime/render/blockData';

interface BlockRow extends Record<string, unknown> {
  block_id: string;
  storefront_id: string;
  template_id: string;
  section: StoredBlockData['section'];
  sort_order: number;
  component_name: string;
  schema_version: number;
  configuration: unknown;
  content_json: unknown;
  layout_settings: unknown;
}

/** A seeded block, as the gateway hands it to the renderer, with its storefront and template. */
export interface StoredBlock {
  storefrontId: string;
  templateId: string;
  block: StoredBlockData;
}

/** Every seeded block, as the gateway hands them to the renderer, with its template. */
export async function readStoredBlocks(db: Db): Promise<StoredBlock[]> {
  const rows = await db.query<BlockRow>(
    `SELECT block_id, storefront_id, template_id, section, sort_order, component_name,
            schema_version, configuration, content_json, layout_settings
       FROM template_blocks ORDER BY storefront_id, template_id, section, sort_order`,
  );
  return rows.map((row) => ({
    storefrontId: row.storefront_id,
    templateId: row.template_id,
    block: {
      blockId: row.block_id,
      section: row.section,
      order: row.sort_order,
      componentName: row.component_name,
      schemaVersion: row.schema_version,
      configuration: row.configuration as Record<string, unknown>,
      contentJSON: row.content_json,
      customJS: null,
      customCSS: null,
      layoutSettings: row.layout_settings as Record<string, unknown>,
      fields: [],
      actions: [],
    },
  }));
}
