/**
 * Serves the benches' big page (renderer.ts, hydrationTrace.ts) until stopped, to look at it:
 * `npx tsx scripts/bench/serveBigPage.ts` (BENCH_PAGE_SIZE, default 250; PORT, default a free
 * one) prints the guest URL of a page whose content is that many leaf blocks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../../server/app/config';
import { startServer } from '../../server/app/startServer';
import { openDatabase } from '../../server/db/open';
import { DEMO_STOREFRONTS } from '../../server/shared/demo';
import { makeBigPage } from './bigPage';
import { readBigPageSource } from './bigPageSource';

const SIZE = Number(process.env.BENCH_PAGE_SIZE ?? 250);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blockfront-bench-bigpage-'));
let server = await startServer({ ...readConfig({ ...process.env, PORT: '0' }), dataDir });
await server.close();
const db = await openDatabase({ dataDir: path.join(dataDir, 'db') });
const { template, pool } = await readBigPageSource(db);
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
