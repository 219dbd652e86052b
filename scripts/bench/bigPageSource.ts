import type { StoredBlockData } from '../../runtime/render/blockData';
import type { CompiledSchema } from '../../runtime/render/compiledSchema';
import { loadLayoutSchema } from '../../runtime/render/layoutSchema';
import { prepareBlock } from '../../runtime/render/prepareBlock';
import type { Db } from '../../server/shared/contracts';
import { DEMO_STOREFRONTS } from '../../server/shared/demo';
import { readStoredBlocks, type StoredBlock } from './storedBlocks';

/** The seeded blocks a big page is made of: content that needs no data read to paint. */
const LEAF_BLOCKS = new Set(['richText', 'heroBanner', 'image', 'video', 'filePreviewLink']);

/** What the benches' big page is made from (makeBigPage): the guest home and its leaf blocks. */
export interface BigPageSource {
  /** Every seeded block (the renderer bench's validation cost reads them all). */
  stored: StoredBlock[];
  /** The guest storefront's portal-home template, whose content makeBigPage replaces. */
  template: { storefrontId: string; templateId: string; blocks: StoredBlockData[] };
  /** The seeded leaf blocks that validate and show for a guest, copied in turn. */
  pool: StoredBlockData[];
}

/** The portal-home template of a storefront, from its templateDetails meta items. */
async function homeTemplateId(db: Db, storefrontId: string): Promise<string> {
  const rows = await db.query<{ template_id: string; value: string }>(
    `SELECT template_id, value FROM meta_items WHERE storefront_id = $1 AND key = 'templateDetails'`,
    [storefrontId],
  );
  const home = rows.find((row) => (JSON.parse(row.value) as { portalHome?: boolean }).portalHome);
  if (!home) throw new Error(`storefront ${storefrontId} has no portal-home template`);
  return home.template_id;
}

/** Reads the big page's source from a seeded database. */
export async function readBigPageSource(db: Db): Promise<BigPageSource> {
  const stored = await readStoredBlocks(db);
  const storefrontId = DEMO_STOREFRONTS.guest.storefrontId;
  const templateId = await homeTemplateId(db, storefrontId);
  const pool: StoredBlockData[] = [];
  // prepareBlock validates the layout settings with the lazily loaded validator.
  await loadLayoutSchema();
  for (const { block } of stored) {
    if (!LEAF_BLOCKS.has(block.componentName)) continue;
    const { compiledSchema } = (await import(
      `../../schemas/generated/blocks/${block.componentName}.js`
    )) as { compiledSchema: CompiledSchema };
    if (prepareBlock(block, { schema: compiledSchema }, { isGuest: true }).kind === 'ready') {
      pool.push(block);
    }
  }
  const blocks = stored
    .filter((s) => s.storefrontId === storefrontId && s.templateId === templateId)
    .map((s) => s.block);
  return { stored, template: { storefrontId, templateId, blocks }, pool };
}
