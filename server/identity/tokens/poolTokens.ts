import { decodeJwt, errors, jwtVerify, type JWTPayload } from 'jose';
import { cognitoLocalVerificationKey } from './cognitoLocalKey';

/** The claims of the pool's tokens the local stack reads. */
export interface PoolTokenClaims extends JWTPayload {
  jti?: string;
  token_use?: string;
  username?: string;
  'cognito:username'?: string;
  'cognito:groups'?: string[];
  client_id?: string;
}

export type VerifyFailure = 'expired' | 'invalid';

export type VerifyOutcome =
  { ok: true; claims: PoolTokenClaims } | { ok: false; reason: VerifyFailure };

/** `${issuerDomain}/${userPoolId}`, the `iss` of every token of the pool (as in Cognito). */
export const poolIssuer = (issuerDomain: string, userPoolId: string) =>
  `${issuerDomain.replace(/\/+$/, '')}/${userPoolId}`;

/** Verifies signature (RS256, cognito-local's key), issuer and expiry. */
export async function verifyPoolToken(token: string, issuer: string): Promise<VerifyOutcome> {
  try {
    const { payload } = await jwtVerify(token, await cognitoLocalVerificationKey(), {
      issuer,
      algorithms: ['RS256'],
    });
    return { ok: true, claims: payload };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** Reads claims without verifying (only for tokens cognito-local has just issued to us). */
export function unverifiedClaims(token: string): PoolTokenClaims | null {
  try {
    return decodeJwt(token);
  } catch {
    return null;
  }
}

/** The username a token names: `username` in access tokens, `cognito:username` in the others. */
export const usernameOf = (claims: PoolTokenClaims): string | undefined =>
  claims.username ?? claims['cognito:username'];
