import {
  CognitoServiceError,
  isObject,
  notAuthorized,
  stringField,
  type JsonObject,
} from './awsJsonProtocol';
import type { CompatContext, OperationHandler } from './operation';
import { refreshWithToken } from './refreshTokens';

/**
 * InitiateAuth. Password sign-in gets Cognito's behaviour where cognito-local differs: disabled
 * users are refused, and a wrong password or unknown user both answer "Incorrect username or
 * password." (the app clients prevent user-existence errors, as new Cognito clients do).
 * Refresh goes through the layer's own refresh, which honours revocation.
 */
export const initiateAuth: OperationHandler = async (body, ctx) => {
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
  if (flow === 'USER_PASSWORD_AUTH') return passwordSignIn(body, params, ctx);
  return ctx.passThrough('InitiateAuth', body);
};

const incorrectCredentials = () => notAuthorized('Incorrect username or password.');

async function passwordSignIn(
  body: JsonObject,
  params: JsonObject,
  ctx: CompatContext,
): Promise<JsonObject> {
  const username = stringField(params, 'USERNAME');
  if (!username)
    throw new CognitoServiceError(
      'InvalidParameterException',
      'Missing required parameter USERNAME',
    );
  const user = await ctx.users.find(username);
  if (!user) throw incorrectCredentials();
  if (!user.enabled) throw notAuthorized('User is disabled.');
  try {
    return await ctx.passThrough('InitiateAuth', body);
  } catch (error) {
    if (
      error instanceof CognitoServiceError &&
      ['InvalidPasswordException', 'NotAuthorizedException'].includes(error.type)
    ) {
      throw incorrectCredentials();
    }
    throw error;
  }
}
