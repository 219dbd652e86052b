import type { Db } from '../../shared/contracts';

/**
 * The revision of everything a catalogue answer is made of (catalogues, items, prices, picklists,
 * which storefront sells what): bumped by the database's triggers on any change to them
 * (migrations/0235_catalog_revision.sql), with the epoch of this database's build, so every
 * server instance sees a change at once and a rebuilt database never matches an old entry.
 */
export async function readCatalogRevision(db: Db): Promise<string> {
  const [row] = await db.query<{ epoch: string; revision: string | number }>(
    'SELECT epoch, revision FROM catalog_revision WHERE id = 1',
  );
  return row ? `${row.epoch}:${row.revision}` : 'none';
}
