import type { Db, Section, StoredBlock } from '../../shared/contracts';

export interface TemplateBlocks {
  storefrontId: string;
  templateId: string;
  blocks: StoredBlock[];
}

interface BlockRow extends Record<string, unknown> {
  block_id: string;
  component_name: string;
  section: Section;
  sort_order: number;
  schema_version: number;
  configuration: Record<string, unknown>;
  content_json: unknown;
  custom_js: string | null;
  custom_css: string | null;
  layout_settings: Record<string, unknown>;
  fields: unknown[];
  actions: unknown[];
}

/**
 * A template's blocks, Header first, then Content, then Footer, each in its stored order.
 * Null when the storefront has no such template (a template with no blocks gives an empty list).
 */
export async function getTemplateBlocks(
  db: Db,
  storefrontId: string,
  templateId: string,
): Promise<TemplateBlocks | null> {
  const exists = await db.query(
    'SELECT 1 FROM templates WHERE storefront_id = $1 AND template_id = $2',
    [storefrontId, templateId],
  );
  if (exists.length === 0) return null;
  const rows = await db.query<BlockRow>(
    `SELECT block_id, component_name, section, sort_order, schema_version, configuration, content_json,
            custom_js, custom_css, layout_settings, fields, actions
       FROM template_blocks
      WHERE storefront_id = $1 AND template_id = $2
      ORDER BY CASE section WHEN 'Header' THEN 0 WHEN 'Content' THEN 1 ELSE 2 END, sort_order, block_id`,
    [storefrontId, templateId],
  );
  return {
    storefrontId,
    templateId,
    blocks: rows.map((row) => ({
      blockId: row.block_id,
      componentName: row.component_name,
      section: row.section,
      order: row.sort_order,
      schemaVersion: row.schema_version,
      configuration: row.configuration,
      contentJSON: row.content_json,
      customJS: row.custom_js,
      customCSS: row.custom_css,
      layoutSettings: row.layout_settings,
      fields: row.fields,
      actions: row.actions,
    })),
  };
}
