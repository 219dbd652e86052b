import { createRequire } from 'node:module';
import { importJWK, type JWK } from 'jose';

/**
 * cognito-local signs every token with one RSA key bundled in the package (and serves its public
 * half at `/<poolId>/.well-known/jwks.json`). Reading the bundled file avoids a network round trip
 * and works before the child answers.
 */
const require = createRequire(import.meta.url);

interface BundledPublicKey {
  jwk: JWK & { kid: string };
}

export const cognitoLocalPublicJwk: JWK & { kid: string } = (
  require('cognito-local/lib/keys/cognitoLocal.public.json') as BundledPublicKey
).jwk;

let imported: ReturnType<typeof importJWK> | undefined;

export function cognitoLocalVerificationKey(): ReturnType<typeof importJWK> {
  imported ??= importJWK(cognitoLocalPublicJwk, 'RS256');
  return imported;
}
