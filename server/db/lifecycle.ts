import type { Db } from '../shared/contracts';
import { migrate } from './migrate';
import { seed } from './seed/index';

/** Migrates, then seeds when the database holds no organisation yet. Returns whether it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  await migrate(db);
  const [row] = await db.query<{ count: number }>('SELECT count(*) AS count FROM organizations');
  if ((row?.count ?? 0) > 0) return false;
  await seed(db);
  return true;
}

/** Drops every table (the whole public schema), migrates from scratch and seeds the demo. */
export async function resetDatabase(db: Db): Promise<void> {
  await db.exec('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
  await migrate(db);
  await seed(db);
}
