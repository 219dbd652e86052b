import { rm } from 'node:fs/promises';
import { poolFiles } from './pool/poolFiles';
import { writeSeed } from './pool/writeSeed';

/**
 * Restores the demo pool to its seed and forgets every session, the pool's and the SSO
 * provider's (`npm run db:reset`). The SSO provider's keys are kept so its discovery stays stable.
 * Run it while the identity provider is stopped: cognito-local and the SSO provider hold their
 * state in memory and would write it back.
 */
export async function resetIdentity(dataDir: string): Promise<void> {
  const files = poolFiles(dataDir);
  // Pools other than the demo one (created through the API) go too: the seed is the whole state.
  await rm(files.dbDir, { recursive: true, force: true });
  await writeSeed(dataDir);
}
