import path from 'node:path';
import { DEMO_USER_POOL_ID } from '../../shared/demo';

/**
 * Where the local identity provider keeps its files inside its data directory. cognito-local reads
 * `.cognito/` relative to its working directory, which is why the child process runs there.
 */
export function poolFiles(dataDir: string) {
  const cognitoDir = path.join(dataDir, '.cognito');
  const dbDir = path.join(cognitoDir, 'db');
  return {
    cognitoDir,
    config: path.join(cognitoDir, 'config.json'),
    dbDir,
    pool: path.join(dbDir, `${DEMO_USER_POOL_ID}.json`),
    clients: path.join(dbDir, 'clients.json'),
    /** Revoked sessions and global sign-outs (the compatibility layer's own state). */
    tokenRegistry: path.join(dataDir, 'token-registry.json'),
    /** Signing key and cookie keys of the SSO provider, so its tokens survive restarts. */
    oidcKeys: path.join(dataDir, 'oidc-keys.json'),
    /** The SSO provider's sessions, grants, codes and access tokens. */
    oidcStore: path.join(dataDir, 'oidc-store.json'),
  };
}
