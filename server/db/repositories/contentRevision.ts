import type { Db } from '../../shared/contracts';

/**
 * The revision of everything a guest's page is made of (storefronts, organisations, templates,
 * blocks, meta items): bumped by the database's triggers on any change to them
 * (migrations/0022_content_revision.sql), so every server instance sees a change at once.
 */
export async function readContentRevision(db: Db): Promise<string> {
  const [row] = await db.query<{ revision: string | number }>(
    'SELECT revision FROM content_revision WHERE id = 1',
  );
  return String(row?.revision ?? '0');
}
