import { unverifiedClaims, usernameOf, verifyPoolToken } from '../tokens/poolTokens';
import {
  CognitoServiceError,
  isObject,
  notAuthorized,
  stringField,
  type JsonObject,
} from './awsJsonProtocol';
import type { CompatContext, OperationHandler } from './operation';

/**
 * Token refresh, for both ways Amplify and SDKs ask: `GetTokensFromRefreshToken` (what Amplify v6
 * calls, which cognito-local lacks) and InitiateAuth `REFRESH_TOKEN_AUTH`. The refresh token must
 * be the pool's, unexpired, from a session that is neither revoked nor signed out, issued to the
 * same app client, for a user who still exists and is enabled. The refresh token is not rotated
 * (as in Cognito without rotation), so the answer carries new access and ID tokens only.
 */
export async function refreshWithToken(
  refreshToken: string,
  clientId: string,
  ctx: CompatContext,
  clientMetadata: unknown,
): Promise<JsonObject> {
  const verified = await verifyPoolToken(refreshToken, ctx.issuer);
  if (!verified.ok) {
    throw notAuthorized(
      verified.reason === 'expired' ? 'Refresh Token has expired' : 'Invalid Refresh Token',
    );
  }
  // Refresh tokens carry no token_use; an access or ID token is not a refresh token.
  if (verified.claims.token_use !== undefined) throw notAuthorized('Invalid Refresh Token');
  const jti = verified.claims.jti;
  const session = jti ? ctx.registry.sessionOfRefresh(jti) : null;
  if (!jti || !session) throw notAuthorized('Invalid Refresh Token');
  if (session.state === 'revoked') throw notAuthorized('Refresh Token has been revoked');
  if (session.clientId && clientId && session.clientId !== clientId)
    throw notAuthorized('Invalid Refresh Token');

  const username = usernameOf(verified.claims) ?? session.username;
  const user = await ctx.users.find(username);
  if (!user) throw new CognitoServiceError('UserNotFoundException', 'User does not exist.');
  if (!user.enabled) throw notAuthorized('User is disabled.');

  const groups = await ctx.users.groupsOf(username);
  const tokens = await ctx.mint(
    user,
    groups,
    clientId || session.clientId,
    isObject(clientMetadata) ? clientMetadata : undefined,
  );
  ctx.registry.recordRefresh(jti, tokens.AccessToken);
  const claims = unverifiedClaims(tokens.AccessToken);
  return {
    AccessToken: tokens.AccessToken,
    IdToken: tokens.IdToken,
    ExpiresIn: claims?.exp && claims.iat ? claims.exp - claims.iat : 3600,
    TokenType: 'Bearer',
  };
}

export const getTokensFromRefreshToken: OperationHandler = async (body, ctx) => {
  const refreshToken = stringField(body, 'RefreshToken');
  if (!refreshToken)
    throw new CognitoServiceError(
      'InvalidParameterException',
      'Missing required parameter RefreshToken',
    );
  const result = await refreshWithToken(
    refreshToken,
    stringField(body, 'ClientId') ?? '',
    ctx,
    body.ClientMetadata,
  );
  return { AuthenticationResult: result };
};
