import { isObject, stringField, type JsonObject } from './awsJsonProtocol';
import { unverifiedClaims } from '../tokens/poolTokens';
import type { TokenRegistry } from './tokenRegistry';

/**
 * Completes an `AuthenticationResult` from cognito-local the way Cognito returns it (`ExpiresIn`
 * in seconds, `TokenType: Bearer`) and records the new session in the registry. Applied to every
 * successful answer, whichever operation produced it, so no sign-in path escapes revocation.
 */
export function completeAuthenticationResult(
  body: JsonObject,
  registry: TokenRegistry,
  clientId: string | undefined,
): JsonObject {
  const result = body.AuthenticationResult;
  if (!isObject(result)) return body;
  const accessToken = stringField(result, 'AccessToken');
  if (!accessToken) return body;
  const refreshToken = stringField(result, 'RefreshToken');
  if (refreshToken)
    registry.recordSignIn({ AccessToken: accessToken, RefreshToken: refreshToken }, clientId ?? '');
  const claims = unverifiedClaims(accessToken);
  const expiresIn = claims?.exp && claims.iat ? claims.exp - claims.iat : 3600;
  const completed: JsonObject = { ...result, ExpiresIn: expiresIn, TokenType: 'Bearer' };
  // cognito-local writes explicit undefined fields that serialise away; drop empty ones too.
  for (const key of Object.keys(completed))
    if (completed[key] === undefined || completed[key] === null) delete completed[key];
  return {
    ...body,
    AuthenticationResult: completed,
    ChallengeParameters: body.ChallengeParameters ?? {},
  };
}
