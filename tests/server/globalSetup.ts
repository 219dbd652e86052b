import { buildTestTemplate } from '../../server/db/testing';

/**
 * Builds the seeded database template once before the server tests, so the workers only load it
 * (server/db/testing.ts) instead of racing to build it.
 */
export default async function setup(): Promise<void> {
  await buildTestTemplate();
}
