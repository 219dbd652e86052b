import type { Db } from '../../server/shared/contracts';
import type { StoredBlockData } from '../../runtime/render/blockData';

const GUEST_VISIBLE = new Set([undefined, null, '', 'ALL', 'GUEST']);

function visibleToGuests(block: StoredBlockData): boolean {
  return GUEST_VISIBLE.has(block.layoutSettings.visibility as string | null | undefined);
}

/** The copied blocks: guest-visible Content blocks of `sources`, in order. */
export function contentPool(sources: readonly StoredBlockData[]): StoredBlockData[] {
  return sources.filter((block) => block.section === 'Content' && visibleToGuests(block));
}

/** The template's blocks a guest sees around the content (Header and Footer sections). */
export function framingBlocks(blocks: readonly StoredBlockData[]): StoredBlockData[] {
  return blocks.filter((block) => block.section !== 'Content' && visibleToGuests(block));
}

/**
 * Replaces the Content blocks of a template with `count` blocks, copies (new ids, in order) of
 * the seeded guest-visible content blocks taken in turn, so the page is made of real blocks from
 * the local gateway. Returns how many blocks a guest then sees mounted (Header and Footer too).
 */
export async function makeBigPage(
  db: Db,
  template: { storefrontId: string; templateId: string; blocks: StoredBlockData[] },
  sources: readonly StoredBlockData[],
  count: number,
): Promise<number> {
  const pool = contentPool(sources);
  if (pool.length === 0) throw new Error('no guest-visible content block to copy');
  const { storefrontId, templateId } = template;
  await db.query(
    `DELETE FROM template_blocks WHERE storefront_id = $1 AND template_id = $2 AND section = 'Content'`,
    [storefrontId, templateId],
  );
  for (let i = 0; i < count; i += 1) {
    const source = pool[i % pool.length]!;
    await db.query(
      `INSERT INTO template_blocks (block_id, storefront_id, template_id, section, sort_order,
         component_name, schema_version, configuration, content_json, layout_settings)
       VALUES ($1, $2, $3, 'Content', $4, $5, $6, $7, $8, $9)`,
      [
        `bench-${count}-${i}`,
        storefrontId,
        templateId,
        i,
        source.componentName,
        source.schemaVersion,
        JSON.stringify(source.configuration),
        source.contentJSON === null || source.contentJSON === undefined
          ? null
          : JSON.stringify(source.contentJSON),
        JSON.stringify(source.layoutSettings),
      ],
    );
  }
  return framingBlocks(template.blocks).length + count;
}
