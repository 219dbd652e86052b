/**
 * Serves the benches' big page (renderer.ts, hydrationTrace.ts) until stopped, to look at it:
 * `npx tsx scripts/bench/serveBigPage.ts` (BENCH_PAGE_SIZE, default 250; PORT, default a free
 * one) prints the guest URL of a page whose content is that many leaf blocks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StoredBlockData } from '../../runtime/render/blockData';
import type { CompiledSchema } from '../../runtime/render/compiledSchema';
import { loadLayoutSchema } from '../../runtime/render/layoutSchema';
import { prepareBlock } from '../../runtime/render/prepareBlock';
import { readConfig } from '../../server/app/config';
import { startServer } from '../../server/app/startServer';
import { openDatabase } from '../../server/db/open';
import { DEMO_STOREFRONTS } from '../../server/shared/demo';
import { makeBigPage } from './bigPage';
import { readStoredBlocks } from './storedBlocks';

const SIZE = Number(process.env.BENCH_PAGE_SIZE ?? 250);
const LEAF_BLOCKS = new Set(['richText', 'heroBanner', 'image', 'video', 'filePreviewLink']);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blockfront-bench-bigpage-'));
const guest = DEMO_STOREFRONTS.guest.storefrontId;
let server = await startServer({ ...readConfig({ ...process.env, PORT: '0' }), dataDir });
await server.close();
const db = await openDatabase({ dataDir: path.join(dataDir, 'db') });
const stored = await readStoredBlocks(db);
const rows = await db.query<{ template_id: string; value: string }>(
  `SELECT template_id, value FROM meta_items WHERE storefront_id = $1 AND key = 'templateDetails'`,
  [guest],
);
const templateId = rows.find(
  (row) => (JSON.parse(row.value) as { portalHome?: boolean }).portalHome,
)!.template_id;
const pool: StoredBlockData[] = [];
// prepareBlock validates the layout settings with the lazily loaded validator.
await loadLayoutSchema();
for (const { block } of stored) {
  if (!LEAF_BLOCKS.has(block.componentName)) continue;
  const { compiledSchema } = (await import(
    `../../schemas/generated/blocks/${block.componentName}.js`
  )) as { compiledSchema: CompiledSchema };
  if (prepareBlock(block, { schema: compiledSchema }, { isGuest: true }).kind === 'ready')
    pool.push(block);
}
const template = {
  storefrontId: guest,
  templateId,
  blocks: stored
    .filter((s) => s.storefrontId === guest && s.templateId === templateId)
    .map((s) => s.block),
};
await makeBigPage(db, template, pool, SIZE);
await db.close();
server = await startServer({ ...readConfig({ ...process.env }), dataDir });
console.log(`http://${DEMO_STOREFRONTS.guest.domain}:${server.port}/`);
const stop = () => {
  void server.close().finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
