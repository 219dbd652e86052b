import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { JsonWebKey } from 'node:crypto';

/** The SSO provider's persistent secrets: its token signing key and its cookie signing keys. */
export interface SsoKeys {
  signingKey: JsonWebKey & { kid: string; alg: 'RS256'; use: 'sig' };
  cookieKeys: string[];
}

function generate(): SsoKeys {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    signingKey: {
      ...privateKey.export({ format: 'jwk' }),
      kid: randomUUID(),
      alg: 'RS256',
      use: 'sig',
    },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

/**
 * Loads the keys from the data directory, generating them on first start, so ID tokens, sessions
 * and cookies survive restarts. Local-only secrets: the file is written owner-readable only.
 */
export async function loadSsoKeys(file: string): Promise<SsoKeys> {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as SsoKeys;
    if (stored.signingKey?.kid && stored.cookieKeys?.length) return stored;
  } catch {
    // Missing or unreadable: make new ones below.
  }
  const keys = generate();
  await writeFile(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}
