import { verifyPoolToken } from '../tokens/poolTokens';
import { CognitoServiceError, stringField } from './awsJsonProtocol';
import type { OperationHandler } from './operation';

/**
 * Sign-out operations cognito-local lacks or only half does. GlobalSignOut and
 * AdminUserGlobalSignOut end every session of the user; RevokeToken ends the session of one
 * refresh token. Afterwards those sessions' refresh tokens no longer refresh and their access
 * tokens no longer verify (GetUser, the gateway's verifyAccessToken).
 */

export const globalSignOut: OperationHandler = async (body, ctx) => {
  const token = stringField(body, 'AccessToken');
  if (!token)
    throw new CognitoServiceError(
      'InvalidParameterException',
      'Missing required parameter AccessToken',
    );
  const check = await ctx.checkAccessToken(token);
  if (!check.ok) throw check.error;
  ctx.registry.revokeUser(check.claims.username);
  return {};
};

export const adminUserGlobalSignOut: OperationHandler = async (body, ctx) => {
  const username = stringField(body, 'Username');
  if (!username)
    throw new CognitoServiceError(
      'InvalidParameterException',
      'Missing required parameter Username',
    );
  const user = await ctx.users.find(username);
  if (!user) throw new CognitoServiceError('UserNotFoundException', 'User does not exist.');
  ctx.registry.revokeUser(user.username);
  return {};
};

export const revokeToken: OperationHandler = async (body, ctx) => {
  const token = stringField(body, 'Token');
  if (!token)
    throw new CognitoServiceError('InvalidParameterException', 'Missing required parameter Token');
  const verified = await verifyPoolToken(token, ctx.issuer);
  // Only refresh tokens can be revoked; anything else is refused as Cognito does.
  if (!verified.ok || verified.claims.token_use !== undefined || !verified.claims.jti) {
    throw new CognitoServiceError(
      'UnsupportedTokenTypeException',
      'The token type is not supported.',
    );
  }
  const session = ctx.registry.sessionOfRefresh(verified.claims.jti);
  const clientId = stringField(body, 'ClientId');
  if (session && clientId && session.clientId !== clientId) {
    throw new CognitoServiceError('UnauthorizedException', 'Token was not issued to this client.');
  }
  ctx.registry.revokeSession(verified.claims.jti);
  return {};
};
