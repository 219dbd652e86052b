import { verifyPoolToken, type PoolTokenClaims } from '../tokens/poolTokens';
import { CognitoServiceError, notAuthorized } from './awsJsonProtocol';
import type { PoolUser, PoolUsers } from './poolUsers';
import type { TokenRegistry } from './tokenRegistry';

export type AccessTokenCheck =
  | { ok: true; claims: PoolTokenClaims & { username: string; jti: string }; user: PoolUser }
  | { ok: false; error: CognitoServiceError };

/**
 * Whether an access token of the pool may still be used, with Cognito's error for each way it can
 * fail: bad signature or wrong kind, expired, revoked (sign-out), user gone or disabled.
 */
export function createAccessTokenCheck(deps: {
  issuer: string;
  registry: TokenRegistry;
  users: PoolUsers;
}) {
  return async function checkAccessToken(token: string): Promise<AccessTokenCheck> {
    const verified = await verifyPoolToken(token, deps.issuer);
    if (!verified.ok) {
      return {
        ok: false,
        error: notAuthorized(
          verified.reason === 'expired' ? 'Access Token has expired' : 'Invalid Access Token',
        ),
      };
    }
    const { claims } = verified;
    if (claims.token_use !== 'access' || !claims.username || !claims.jti) {
      return { ok: false, error: notAuthorized('Invalid Access Token') };
    }
    const state = deps.registry.accessState(claims.jti);
    if (state === 'revoked')
      return { ok: false, error: notAuthorized('Access Token has been revoked') };
    // Every token the pool hands out passes through the registry; an unknown one predates a reset.
    if (state === 'unknown') return { ok: false, error: notAuthorized('Invalid Access Token') };
    const user = await deps.users.find(claims.username);
    if (!user)
      return {
        ok: false,
        error: new CognitoServiceError('UserNotFoundException', 'User does not exist.'),
      };
    if (!user.enabled) return { ok: false, error: notAuthorized('User is disabled.') };
    return { ok: true, claims: { ...claims, username: claims.username, jti: claims.jti }, user };
  };
}

export type CheckAccessToken = ReturnType<typeof createAccessTokenCheck>;
