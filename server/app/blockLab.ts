import type { Db } from '../shared/contracts';
import { DEMO_STOREFRONTS } from '../shared/demo';

/** One stored block for the lab page: any componentName and data, valid or not. */
export interface LabBlock {
  componentName: string;
  schemaVersion: number;
  configuration: unknown;
  contentJSON: unknown;
}

export type BlockLab = (blocks: LabBlock[]) => Promise<void>;

const LAB_TEMPLATE = 'tpl-block-lab';
const MAX_BLOCKS = 20;

/**
 * Test mode only (BLOCKFRONT_TEST_MODE): replaces the blocks the guest storefront's /block-lab page
 * shows after its seeded neighbour with the given ones (ids `lab-block-1`...), stored exactly as
 * given, with the neighbour's layout settings. Browser tests store blocks the admin tools would
 * never save (a configuration its schema refuses, an unknown componentName) and watch the real
 * gateway, server render and renderer isolate them.
 */
export function blockLab(db: Db): BlockLab {
  const storefrontId = DEMO_STOREFRONTS.guest.storefrontId;
  return async (blocks) => {
    if (blocks.length > MAX_BLOCKS) throw new RangeError(`at most ${MAX_BLOCKS} lab blocks`);
    await db.query(
      `DELETE FROM template_blocks WHERE storefront_id = $1 AND template_id = $2 AND block_id LIKE 'lab-block-%'`,
      [storefrontId, LAB_TEMPLATE],
    );
    for (const [index, block] of blocks.entries()) {
      await db.query(
        `INSERT INTO template_blocks (block_id, storefront_id, template_id, section, sort_order,
           component_name, schema_version, configuration, content_json, custom_js, custom_css,
           layout_settings, fields, actions)
         SELECT $3, storefront_id, template_id, section, 100 + $4::int, $5, $6, $7::jsonb,
                $8::jsonb, NULL, NULL, layout_settings, fields, actions
           FROM template_blocks
          WHERE storefront_id = $1 AND template_id = $2 AND section = 'Content'
            AND block_id NOT LIKE 'lab-block-%'
          ORDER BY sort_order LIMIT 1`,
        [
          storefrontId,
          LAB_TEMPLATE,
          `lab-block-${index + 1}`,
          index,
          block.componentName,
          block.schemaVersion,
          JSON.stringify(block.configuration),
          block.contentJSON === null ? null : JSON.stringify(block.contentJSON),
        ],
      );
    }
  };
}

/**
 * Reads the route's body: `{ "blocks": [{ "componentName": "heroBanner", "configuration": {...} }] }`
 * (schemaVersion 1 and contentJSON null unless given); null when it is not that shape.
 */
export function labBlocksFrom(body: unknown): LabBlock[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const list = (body as { blocks?: unknown }).blocks;
  if (!Array.isArray(list)) return null;
  const blocks: LabBlock[] = [];
  for (const item of list) {
    if (typeof item !== 'object' || item === null) return null;
    const {
      componentName,
      schemaVersion = 1,
      configuration,
      contentJSON = null,
    } = item as Record<string, unknown>;
    if (typeof componentName !== 'string' || componentName.length === 0) return null;
    if (!Number.isInteger(schemaVersion)) return null;
    if (configuration === undefined) return null;
    blocks.push({
      componentName,
      schemaVersion: schemaVersion as number,
      configuration,
      contentJSON,
    });
  }
  return blocks;
}
