import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { poolFiles } from './poolFiles';
import { clientsDatabase, cognitoLocalConfig, poolDatabase } from './seedData';

const asJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Writes cognito-local's configuration. Rewritten on every start because it is derived from
 * options (the token issuer), not user data.
 */
export async function writeCognitoLocalConfig(
  dataDir: string,
  issuerDomain: string,
): Promise<void> {
  const files = poolFiles(dataDir);
  await mkdir(files.dbDir, { recursive: true });
  await writeFile(files.config, asJson(cognitoLocalConfig(issuerDomain)));
}

export function isSeeded(dataDir: string): boolean {
  const files = poolFiles(dataDir);
  return existsSync(files.pool) && existsSync(files.clients);
}

/**
 * Writes the demo pool and its app clients, replacing whatever was there, and forgets every
 * session the compatibility layer and the SSO provider knew (tokens of a reset pool must not
 * refresh). cognito-local keeps its database in memory, so this must only run while it is stopped.
 */
export async function writeSeed(dataDir: string): Promise<void> {
  const files = poolFiles(dataDir);
  await mkdir(files.dbDir, { recursive: true });
  await writeFile(files.pool, asJson(poolDatabase()));
  await writeFile(files.clients, asJson(clientsDatabase()));
  await rm(files.tokenRegistry, { force: true });
  await rm(files.oidcStore, { force: true });
}
