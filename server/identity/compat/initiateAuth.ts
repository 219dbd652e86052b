import {
  CognitoServiceError,
  isObject,
  notAuthorized,
  stringField,
  type JsonObject,
} from './awsJsonProtocol';
import { attemptKeys } from './attemptLimiter';
import type { CallMeta, CompatContext, OperationHandler } from './operation';
import { refreshWithToken } from './refreshTokens';
import { samePassword } from './storedPassword';

/**
 * InitiateAuth. Password sign-in gets Cognito's behaviour where cognito-local differs: disabled
 * users are refused, and a wrong password or unknown user both answer "Incorrect username or
 * password." (the app clients prevent user-existence errors, as new Cognito clients do).
 * Refresh goes through the layer's own refresh, which honours revocation. Failed passwords are
 * throttled per user and per client address ("Password attempts exceeded").
 */
export const initiateAuth: OperationHandler = async (body, ctx, meta) => {
  const flow = stringField(body, 'AuthFlow');
  const params = isObject(body.AuthParameters) ? body.AuthParameters : {};
  if (flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN') {
    const refreshToken = stringField(params, 'REFRESH_TOKEN');
    if (!refreshToken)
      throw new CognitoServiceError(
        'InvalidParameterException',
        'Missing required parameter REFRESH_TOKEN',
      );
    const tokens = await refreshWithToken(
      refreshToken,
      stringField(body, 'ClientId') ?? '',
      ctx,
      body.ClientMetadata,
    );
    return { AuthenticationResult: tokens, ChallengeParameters: {} };
  }
  if (flow === 'USER_PASSWORD_AUTH') return passwordSignIn(body, params, ctx, meta);
  return ctx.passThrough('InitiateAuth', body);
};

const incorrectCredentials = () => notAuthorized('Incorrect username or password.');

/** Cognito's answer while a user (or here also an address) is locked after failed passwords. */
export const PASSWORD_ATTEMPTS_EXCEEDED = 'Password attempts exceeded';

async function passwordSignIn(
  body: JsonObject,
  params: JsonObject,
  ctx: CompatContext,
  meta: CallMeta | undefined,
): Promise<JsonObject> {
  const username = stringField(params, 'USERNAME');
  if (!username)
    throw new CognitoServiceError(
      'InvalidParameterException',
      'Missing required parameter USERNAME',
    );
  // Locked users and addresses are refused before anything is checked (attemptLimiter.ts).
  const keys = attemptKeys('password', username, meta?.clientAddress ?? null);
  const all = keys.address ? [keys.user, keys.address] : [keys.user];
  if (ctx.limiter.isLocked(all)) throw notAuthorized(PASSWORD_ATTEMPTS_EXCEEDED);
  const user = await ctx.users.find(username);
  if (!user) {
    ctx.limiter.recordFailure(all);
    throw incorrectCredentials();
  }
  if (!user.enabled) throw notAuthorized('User is disabled.');
  // cognito-local answers an invited user's sign-in with the new-password challenge without
  // checking the (temporary) password: checked here.
  if (user.status === 'FORCE_CHANGE_PASSWORD' && ctx.storedPassword) {
    const stored = await ctx.storedPassword(user.username);
    const given = stringField(params, 'PASSWORD') ?? '';
    if (stored === null || !samePassword(given, stored)) {
      ctx.limiter.recordFailure(all);
      throw incorrectCredentials();
    }
  }
  try {
    const answer = await ctx.passThrough('InitiateAuth', body);
    ctx.limiter.clear([keys.user]);
    return answer;
  } catch (error) {
    if (
      error instanceof CognitoServiceError &&
      ['InvalidPasswordException', 'NotAuthorizedException'].includes(error.type)
    ) {
      ctx.limiter.recordFailure(all);
      throw incorrectCredentials();
    }
    throw error;
  }
}
